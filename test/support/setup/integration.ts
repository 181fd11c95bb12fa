import 'reflect-metadata';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetSandbox, server } from '@test/support/msw-server';

// findBy*/waitFor give up after 1 s by default. A page's first render (Chakra's system, Emotion's
// styles) can take longer than that on two busy cores. CI once failed one test in a run that
// otherwise passed and passes here again; a timing flake of this kind is the likeliest reading.
// A longer wait costs nothing when the page is right: it returns as soon as the element appears.
configure({ asyncUtilTimeout: 3000 });

// Any request without a handler fails the test: nothing reaches a real network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetSandbox();
});
afterAll(() => server.close());

import 'reflect-metadata';
import { appendFileSync } from 'node:fs';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { resetSandbox, server } from '@test/support/msw-server';
import { ContractGuard } from './contract-guard';

// findBy*/waitFor give up after 1 s by default. A page's first render (Chakra's system, Emotion's
// styles) can take longer than that on two busy cores. CI once failed one test in a run that
// otherwise passed and passes here again; a timing flake of this kind is the likeliest reading.
// A longer wait costs nothing when the page is right: it returns as soon as the element appears.
configure({ asyncUtilTimeout: 3000 });

// The tests whose fund-API answers must keep to the contract (docs/api/openapi.yaml): the adapters'
// and the fault matrix's. A test that served an answer outside it fails, naming the call and where.
const contractGuarded = /[\\/]test[\\/]integration[\\/](infrastructure[\\/]api|fault-matrix)[\\/]/;
let guard: ContractGuard | null = null;

// Any request without a handler fails the test: nothing reaches a real network.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  const testPath = expect.getState().testPath ?? '';
  if (contractGuarded.test(testPath)) {
    guard = new ContractGuard();
    guard.watch(server);
  }
});
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  resetSandbox();
  const violations = (await guard?.settle()) ?? [];
  if (violations.length > 0) throw new Error(`Answers outside the API contract:\n${violations.join('\n')}`);
});
afterAll(() => {
  guard?.stop();
  if (guard && process.env.CONTRACT_GUARD_LOG) {
    const { validated, faults } = guard.counts();
    appendFileSync(process.env.CONTRACT_GUARD_LOG, `${expect.getState().testPath ?? ''}\t${validated}\t${faults}\n`);
  }
  guard = null;
  server.close();
});

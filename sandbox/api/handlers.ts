/// <reference types="vite/client" />
import type { RequestHandler } from 'msw';

// Every feature's handlers file, sandbox/api/<feature>.handlers.ts, and its `<feature>Handlers`: found by
// its name, so a new feature's file is in without a list (docs/sandbox-api.md, 'Adding a handler'). The
// sandbox runs through Vite (dev, preview, Vitest), which expands the glob.
const handlerFiles = import.meta.glob<Readonly<Record<string, unknown>>>('./*.handlers.ts', { eager: true });

/** `./bookings.handlers.ts` -> its export `bookingsHandlers`. */
const handlersOf = (path: string, exports: Readonly<Record<string, unknown>>): readonly RequestHandler[] => {
  const found = exports[`${path.slice('./'.length, -'.handlers.ts'.length)}Handlers`];
  if (!Array.isArray(found)) throw new Error(`${path} exports no handlers list named for its file`);
  return found as RequestHandler[];
};

/**
 * Every handler of the fund's API sandbox. This one list is served over HTTP in dev and
 * preview (sandbox/server/create-sandbox-app.ts) and loaded by msw/node in tests
 * (test/support/msw-server.ts), so what the tests prove is what people click through.
 */
export const handlers: RequestHandler[] = Object.entries(handlerFiles).flatMap(([path, exports]) => [...handlersOf(path, exports)]);

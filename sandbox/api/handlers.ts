import { bookingsHandlers } from './bookings.handlers';
import { certificatesHandlers } from './certificates.handlers';
import { paymentsHandlers } from './payments.handlers';
import { fovisHandlers } from './fovis.handlers';
import { profileHandlers } from './profile.handlers';

/**
 * Every handler of the fund's API sandbox. This one list is served over HTTP in dev and
 * preview (sandbox/server/create-sandbox-app.ts) and loaded by msw/node in tests
 * (test/support/msw-server.ts), so what the tests prove is what people click through.
 * A new API family adds its `<family>.handlers.ts` here (docs/sandbox-api.md, 'Adding a handler').
 */
export const handlers = [
  ...certificatesHandlers,
  ...profileHandlers,
  ...fovisHandlers,
  ...paymentsHandlers,
  ...bookingsHandlers,
];

import { setupServer } from 'msw/node';
import { handlers } from '@sandbox/api/handlers';
import { resetCertificatesRecords } from '@sandbox/api/certificates.handlers';
import { setAccessTokenVerifier } from '@sandbox/api/current-persona';
import { resetSandboxState } from '@sandbox/api/sandbox-state';

/**
 * The fund's API for integration tests: the very handlers the sandbox serves over HTTP in
 * dev and preview (sandbox/api/handlers.ts), intercepted in-process by msw/node.
 * A test that needs another answer overrides one handler with `server.use(...)`
 * (e.g. `certificateListFailure('network-error')`); test/setup/integration.ts undoes it.
 */
export const server = setupServer(...handlers);

/**
 * Back to the seeded sandbox: personas as in sandbox/data/personas.ts, nobody signed in,
 * an empty e-mail outbox and no filing numbers issued.
 * Run after each test (test/setup/integration.ts) so no test sees another's changes.
 */
export function resetSandbox(): void {
  resetSandboxState();
  resetCertificatesRecords();
  setAccessTokenVerifier(null);
}

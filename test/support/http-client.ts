import { AccessTokenSource } from '@/application/shared/session/identity.port';
import { createContainer } from '@/container';
import { HttpClient } from '@/infrastructure/http/http-client.port';
import { FakeTokenSource } from '@test/support/fake-token-source';
import { testConfig } from '@test/support/test-config';

// The shell's real HTTP client as the axios-http-client.adapter tests drive it: one path of the API,
// and the client from the real container with the time-out and the token source a test gives.

export const path = '/api/v1/prueba/http';
/** The msw pattern that matches `path` on the API base. */
export const url = `*${path}`;

/**
 * The client of a fresh container, its token source `source`, or one whose freshAccessToken is
 * `tokens`, or else the container's default (the anonymous identity).
 */
export function clientWith(options: { tokens?: AccessTokenSource['freshAccessToken']; source?: AccessTokenSource; requestTimeoutMs?: number } = {}) {
  const container = createContainer(testConfig({ requestTimeoutMs: options.requestTimeoutMs ?? 2_000 }));
  const { tokens } = options;
  const source = options.source ?? (tokens ? Object.assign(new FakeTokenSource(null), { freshAccessToken: tokens }) : undefined);
  if (source) container.rebind<AccessTokenSource>(AccessTokenSource).toConstantValue(source);
  return container.get<HttpClient>(HttpClient);
}

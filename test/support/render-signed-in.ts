import type { Container } from 'inversify';
import { AccessTokenSource, Identity } from '@/application/shared/session/identity.port';
import { setAccessTokenVerifier } from '@sandbox/api/current-persona';
import { renderRoute } from './render-route';
import { FakeIdentity, signedInSession } from './fake-identity';
import { FakeTokenSource } from './fake-token-source';

/** Sandbox personas by their sign-in user name (sandbox/data/personas.ts). */
export const personas = {
  maria: 'maria.restrepo',
  carlos: 'carlos.zapata',
  luz: 'luz.ospina',
  jose: 'jose.hernandez',
} as const;

const token = 'token-de-prueba';

/**
 * Renders `path` signed in as a sandbox persona: the portal's session is a FakeIdentity, the
 * HTTP layer sends a fixed bearer token, and the sandbox's verifier maps that token to the
 * persona, so the B calls answer as they would for them.
 */
export function renderSignedIn(path: string, username: string = personas.maria, arrange?: (container: Container) => void) {
  setAccessTokenVerifier(async (accessToken) => (accessToken === token ? username : null));
  return renderRoute(path, {
    arrange: (container) => {
      container.rebind<Identity>(Identity).toConstantValue(new FakeIdentity(signedInSession));
      container.rebind<AccessTokenSource>(AccessTokenSource).toConstantValue(new FakeTokenSource(token));
      arrange?.(container);
    },
  });
}

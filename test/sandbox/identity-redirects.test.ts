// @vitest-environment node
// oidc-provider (Koa) over real HTTP, asked with node:http: no redirect followed, no CORS.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { identityMountPath, isRegisteredRedirect } from '@sandbox/identity/create-identity-provider';
import { registeredPostLogoutPaths, registeredRedirectPaths } from '@sandbox/identity/identity-settings';
import { createSandboxApp } from '@sandbox/server/create-sandbox-app';
import { SIGNIN_CALLBACK_PATH, SILENT_CALLBACK_PATH } from '@/infrastructure/identity/user-manager-settings.mapper';
import { sandboxOverHttp } from '@test/support/sandbox-over-http';

// The realm's redirect addresses are matched exactly (RFC 9700 §2.1): the portal's sign-in
// callback and the silent check's page, nothing else, so a wildcard can never creep back in.

const { listen, call } = sandboxOverHttp();

async function start(): Promise<string> {
  let origin = '';
  const app = createSandboxApp({ origin: () => origin });
  app.set('env', 'test');
  origin = await listen(app);
  return origin;
}

/** The authorization request oidc-client-ts sends, PKCE S256 included, with `params` on top. */
function authorize(origin: string, params: Record<string, string>) {
  const verifier = randomBytes(48).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'portal-servicios',
    response_type: 'code',
    scope: 'openid profile',
    state: 'estado-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...params,
  });
  return call(`${origin}${identityMountPath}/protocol/openid-connect/auth?${query}`);
}

describe('sandbox identity provider: exact redirect addresses', () => {
  it('registers the portal’s own callback paths', () => {
    expect(registeredRedirectPaths).toEqual([`/${SIGNIN_CALLBACK_PATH}`, `/${SILENT_CALLBACK_PATH}`]);
    expect(registeredPostLogoutPaths).toEqual(['/']);
  });

  it('sends a sign-in to its page when it is to return to the sign-in callback', async () => {
    const origin = await start();
    const answer = await authorize(origin, { redirect_uri: `${origin}/auth/callback` });
    expect(answer.status).toBeGreaterThanOrEqual(302);
    expect(answer.status).toBeLessThan(400);
    expect(new URL(answer.headers.location ?? '', origin).pathname).toMatch(new RegExp(`^${identityMountPath}/interaction/`));
  });

  it('answers the silent check on the silent-check page', async () => {
    const origin = await start();
    const answer = await authorize(origin, { redirect_uri: `${origin}/silent-renew.html`, prompt: 'none' });
    const back = new URL(answer.headers.location ?? '', origin);
    expect(`${back.origin}${back.pathname}`).toBe(`${origin}/silent-renew.html`);
    expect(back.searchParams.get('error')).toBe('login_required');
  });

  it.each([
    ['a page of the portal', '/certificados'],
    ['the home', '/'],
    ['a segment after the callback', '/auth/callback/otra'],
    ['a trailing slash', '/auth/callback/'],
    ['a longer name', '/auth/callbacks'],
    ['another case', '/Auth/Callback'],
    ['a query', '/auth/callback?volver=/certificados'],
    ['an empty query', '/auth/callback?'],
    ['a fragment', '/auth/callback#x'],
    ['an encoded path', '/auth%2Fcallback'],
  ])('refuses %s as the redirect address, with its Spanish error page and no redirect', async (_name, path) => {
    const origin = await start();
    const answer = await authorize(origin, { redirect_uri: `${origin}${path}` });
    expect(answer.status).toBe(400);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).toContain('No fue posible iniciar sesión');
  });

  it('refuses the callback path on a site outside the local machine', async () => {
    const origin = await start();
    const answer = await authorize(origin, { redirect_uri: 'https://otro-sitio.example/auth/callback' });
    expect(answer.status).toBe(400);
    expect(answer.headers.location).toBeUndefined();
  });

  it('matches every address character for character, on its own origin or another port of the local machine', () => {
    const provider = 'http://127.0.0.1:4402';
    for (const accepted of [`${provider}/auth/callback`, `${provider}/silent-renew.html`, 'http://localhost:5173/auth/callback', 'https://localhost:4175/silent-renew.html']) {
      expect(isRegisteredRedirect(accepted, registeredRedirectPaths, provider), accepted).toBe(true);
    }
    for (const refused of [`${provider}/auth/callback?`, `${provider}/auth/callback/.`, `${provider}/./auth/callback`, 'http://u:p@localhost:5173/auth/callback', 'http://10.0.0.1/auth/callback', 'javascript:alert(1)']) {
      expect(isRegisteredRedirect(refused, registeredRedirectPaths, provider), refused).toBe(false);
    }
    expect(isRegisteredRedirect(`${provider}/`, registeredPostLogoutPaths, provider)).toBe(true);
    expect(isRegisteredRedirect(`${provider}/certificados`, registeredPostLogoutPaths, provider)).toBe(false);
    // A proxy's public origin (the benchmark's nginx) is the provider's own, loopback or not.
    expect(isRegisteredRedirect('https://portal.caja.example/auth/callback', registeredRedirectPaths, 'https://portal.caja.example')).toBe(true);
  });
});

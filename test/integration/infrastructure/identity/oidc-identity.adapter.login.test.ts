import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_REQUEST_TIMEOUT_MS } from '@/infrastructure/identity/token-endpoint.adapter';
import { server } from '@test/support/msw-server';
import { authority, clientId, discovery, discoveryHandler, discoveryUrl, memoryStorage, storedUser, tokenAnswer, tokenEndpoint, userKey } from '@test/support/oidc';
import { countedDiscovery, identityWith, pendingLogin, signinCallback, withConfiguredEndpoints } from '@test/support/oidc-identity';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('OidcIdentity login and logout', () => {
  it('login redirects with PKCE S256 to return to the sign-in callback address', async () => {
    server.use(discoveryHandler);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { identity } = identityWith({ address: 'http://localhost/subsidios?tab=2#calzado' });

    void identity.login();
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());

    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe(`${authority}/protocol/openid-connect/auth`);
    expect(Object.fromEntries(['client_id', 'redirect_uri', 'response_type', 'scope', 'code_challenge_method'].map((key) => [key, target.searchParams.get(key)]))).toEqual({
      client_id: clientId,
      redirect_uri: signinCallback,
      response_type: 'code',
      scope: 'openid profile',
      code_challenge_method: 'S256',
    });
  });

  it('a pending login keeps its stored state for an hour (docs/identity.md), not the library default of 15 minutes', async () => {
    server.use(discoveryHandler);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const sessionStorage = memoryStorage();
    const pendingSince = async (minutesAgo: number) => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - minutesAgo * 60_000 });
      const request = await pendingLogin(sessionStorage);
      vi.useRealTimers();
      return new URL(request.url).searchParams.get('state') ?? '';
    };
    const fiftyMinutes = await pendingSince(50);
    const sixtyOneMinutes = await pendingSince(61);
    const { identity } = identityWith({ sessionStorage, address: 'http://localhost/certificados' });

    // A new sign-in request is when the library sweeps old login states away.
    void identity.login();
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());

    expect(sessionStorage.getItem(`oidc.${fiftyMinutes}`)).not.toBeNull();
    await vi.waitFor(() => expect(sessionStorage.getItem(`oidc.${sixtyOneMinutes}`)).toBeNull());
  });

  it("login with the provider down rejects with 'identity.unavailable'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(discoveryUrl, () => HttpResponse.error()));
    const { identity } = identityWith();
    await expect(identity.login()).rejects.toMatchObject({ code: 'identity.unavailable' });
  });

  describe('with the endpoints in config.json (no discovery at the start)', () => {
    it('login still checks that the provider answers, then redirects to the configured endpoint', async () => {
      const discoveries = countedDiscovery(() => HttpResponse.json({ ...discovery, authorization_endpoint: 'http://localhost/no-usar' }));
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
      const { identity } = identityWith({ config: withConfiguredEndpoints(), address: 'http://localhost/subsidios' });

      void identity.login();
      await vi.waitFor(() => expect(assign).toHaveBeenCalled());

      expect(discoveries.requests).toBe(1);
      const target = new URL(String(assign.mock.calls[0]?.[0]));
      expect(`${target.origin}${target.pathname}`).toBe(`${authority}/protocol/openid-connect/auth`);
    });

    it.each([
      ['a network failure', () => HttpResponse.error()],
      ['a server error', () => new HttpResponse('caído', { status: 503 })],
    ])("login with %s from the provider rejects with 'identity.unavailable' and sends nobody away", async (_what, answer) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      countedDiscovery(answer);
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
      const { identity } = identityWith({ config: withConfiguredEndpoints() });

      await expect(identity.login()).rejects.toMatchObject({ code: 'identity.unavailable' });
      expect(assign).not.toHaveBeenCalled();
    });

    it(`login with a provider that never answers gives up after ${TOKEN_REQUEST_TIMEOUT_MS} ms with 'identity.unavailable'`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      countedDiscovery(() => new Promise<never>(() => undefined));
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
      const { identity } = identityWith({ config: withConfiguredEndpoints() });

      let settled = false;
      const login = identity.login().finally(() => (settled = true));
      login.catch(() => undefined);
      await vi.advanceTimersByTimeAsync(TOKEN_REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(login).rejects.toMatchObject({ code: 'identity.unavailable' });
      expect(assign).not.toHaveBeenCalled();
    });
  });

  it('logout sends id_token_hint and post_logout_redirect_uri (the portal home) and signs out locally first', async () => {
    const sessionStorage = memoryStorage();
    storedUser(sessionStorage, { expiresIn: 300 });
    server.use(discoveryHandler, tokenEndpoint(() => HttpResponse.json(tokenAnswer(1))).handler);
    const { identity, changes, storage } = identityWith({ sessionStorage });
    await identity.initialize();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);

    void identity.logout();
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());

    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe(`${authority}/protocol/openid-connect/logout`);
    expect(target.searchParams.get('id_token_hint')).toBe(tokenAnswer(1).id_token);
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost/');
    expect(changes.at(-1)?.[1]).toBe('signedOut');
    expect(storage.get('documentNumber')).toBeNull();
    expect(sessionStorage.getItem(userKey)).toBeNull();
  });
});

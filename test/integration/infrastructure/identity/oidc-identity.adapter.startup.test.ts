import { inspect } from 'node:util';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SILENT_CHECK_TIMEOUT_MS } from '@/infrastructure/identity/user-manager-settings.mapper';
import { server } from '@test/support/msw-server';
import { authority, clientId, discoveryHandler, discoveryUrl, memoryStorage, storedUser, tokenAnswer, tokenEndpoint, userKey } from '@test/support/oidc';
import { countedDiscovery, identityWith, pendingLogin, signinCallback, withConfiguredEndpoints } from '@test/support/oidc-identity';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('OidcIdentity startup', () => {
  it('with a refresh token held, the silent check uses it and maps the claims (roles from the access token)', async () => {
    const sessionStorage = memoryStorage();
    storedUser(sessionStorage, { expiresIn: 300 });
    const endpoint = tokenEndpoint(() => HttpResponse.json(tokenAnswer(1)));
    server.use(discoveryHandler, endpoint.handler);
    const { identity, storage } = identityWith({ sessionStorage });

    const startup = await identity.initialize();

    expect(startup.isProviderAvailable).toBe(true);
    expect(startup.session).toMatchObject({
      isLogged: true,
      userName: 'maria.restrepo',
      userFullName: 'María Restrepo',
      documentType: 'CC',
      documentNumber: '43512876',
      roles: ['role_personas'],
    });
    expect(endpoint.requests.map((form) => [form.get('grant_type'), form.get('refresh_token'), form.get('client_id')])).toEqual([
      ['refresh_token', 'refresco-0', clientId],
    ]);
    expect([storage.get('documentType'), storage.get('documentNumber')]).toEqual(['CC', '43512876']);
    expect(JSON.parse(sessionStorage.getItem(userKey) ?? '{}').refresh_token).toBe('refresco-1');
    expect(identity.secondsUntilExpiry()).toBeGreaterThan(295);
  });

  it('with the endpoints in config.json, starts without asking for the discovery document', async () => {
    const sessionStorage = memoryStorage();
    storedUser(sessionStorage, { expiresIn: 300 });
    const endpoint = tokenEndpoint(() => HttpResponse.json(tokenAnswer(1)));
    const discoveries = countedDiscovery();
    server.use(endpoint.handler);
    const { identity } = identityWith({ sessionStorage, config: withConfiguredEndpoints() });

    const startup = await identity.initialize();

    expect(startup.session.isLogged).toBe(true);
    expect(endpoint.requests).toHaveLength(1);
    expect(discoveries.requests).toBe(0);
  });

  it('without them, discovers the endpoints first', async () => {
    const sessionStorage = memoryStorage();
    storedUser(sessionStorage, { expiresIn: 300 });
    const discoveries = countedDiscovery();
    server.use(tokenEndpoint(() => HttpResponse.json(tokenAnswer(1))).handler);
    const { identity } = identityWith({ sessionStorage });

    expect((await identity.initialize()).session.isLogged).toBe(true);
    expect(discoveries.requests).toBe(1);
  });

  it('runs once however often it is called (StrictMode runs effects twice)', async () => {
    const sessionStorage = memoryStorage();
    storedUser(sessionStorage, { expiresIn: 300 });
    const endpoint = tokenEndpoint(() => HttpResponse.json(tokenAnswer(1)));
    server.use(discoveryHandler, endpoint.handler);
    const { identity } = identityWith({ sessionStorage });

    const [first, second] = await Promise.all([identity.initialize(), identity.initialize()]);
    expect(second).toBe(first);
    expect(endpoint.requests).toHaveLength(1);
  });

  it('a refresh token the provider no longer accepts means anonymous, with the provider available', async () => {
    const sessionStorage = memoryStorage();
    storedUser(sessionStorage, { expiresIn: 300 });
    const endpoint = tokenEndpoint(() => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }));
    server.use(discoveryHandler, endpoint.handler);
    const { identity } = identityWith({ sessionStorage });

    await expect(identity.initialize()).resolves.toMatchObject({ isProviderAvailable: true, session: { isLogged: false } });
    expect(sessionStorage.getItem(userKey)).toBeNull();
  });

  it('an unreachable provider (network error) with expired tokens held gives an anonymous portal and isProviderAvailable false', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sessionStorage = memoryStorage();
    storedUser(sessionStorage, { expiresIn: 3 });
    server.use(http.get(discoveryUrl, () => HttpResponse.error()));
    const { identity } = identityWith({ sessionStorage });

    await expect(identity.initialize()).resolves.toMatchObject({ isProviderAvailable: false, session: { isLogged: false } });
    expect(identity.currentSession().isLogged).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('an unreachable provider keeps tokens held that are still valid (a failed refresh is only logged), and says it is unavailable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sessionStorage = memoryStorage();
    storedUser(sessionStorage, { expiresIn: 300 });
    server.use(http.get(discoveryUrl, () => HttpResponse.error()));
    const { identity } = identityWith({ sessionStorage });

    await expect(identity.initialize()).resolves.toMatchObject({ isProviderAvailable: false, session: { isLogged: true, userName: 'maria.restrepo' } });
    expect(sessionStorage.getItem(userKey)).not.toBeNull();
  });

  it(`a provider that never answers is given up after ${SILENT_CHECK_TIMEOUT_MS} ms`, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sessionStorage = memoryStorage();
    storedUser(sessionStorage, { expiresIn: 300 });
    server.use(http.get(discoveryUrl, () => new Promise<never>(() => undefined)));
    const { identity } = identityWith({ sessionStorage });

    let settled = false;
    const startup = identity.initialize().finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(SILENT_CHECK_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(startup).resolves.toMatchObject({ isProviderAvailable: false, session: { isLogged: true } });
  });

  it('a refused sign-in callback is logged without the code, the code_verifier or the token request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sessionStorage = memoryStorage();
    const endpoint = tokenEndpoint(() =>
      HttpResponse.json({ error: 'invalid_grant', error_description: 'Code not valid' }, { status: 400 }),
    );
    server.use(discoveryHandler, endpoint.handler);
    const request = await pendingLogin(sessionStorage);
    const state = new URL(request.url).searchParams.get('state');
    const { identity } = identityWith({ sessionStorage, address: `${signinCallback}?code=codigo-secreto-1&state=${state}` });

    await expect(identity.initialize()).resolves.toMatchObject({ session: { isLogged: false } });

    const verifier = endpoint.requests[0]?.get('code_verifier');
    expect(verifier).toMatch(/^[A-Za-z0-9]{43,128}$/);
    expect(warn).toHaveBeenCalledWith('The sign-in callback could not be completed:', 'ErrorResponse: invalid_grant: Code not valid');
    const logged = warn.mock.calls.flat().map((argument) => (typeof argument === 'string' ? argument : inspect(argument, { depth: 6 })));
    for (const secret of ['codigo-secreto-1', verifier ?? 'no-verifier', 'code_verifier']) {
      expect(logged.some((line) => line.includes(secret))).toBe(false);
    }
  });

  it('completes the login callback and replaces the callback address, code and state with it, by the page the sign-in started from', async () => {
    const sessionStorage = memoryStorage();
    const endpoint = tokenEndpoint(() => HttpResponse.json(tokenAnswer(1)));
    server.use(discoveryHandler, endpoint.handler);
    const request = await pendingLogin(sessionStorage);
    const state = new URL(request.url).searchParams.get('state');
    expect(new URL(request.url).searchParams.get('code_challenge_method')).toBe('S256');
    const { identity, replaceAddress, address } = identityWith({
      sessionStorage,
      address: `${signinCallback}?code=codigo-1&state=${state}&session_state=s1&iss=${encodeURIComponent(authority)}`,
    });

    await expect(identity.initialize()).resolves.toMatchObject({ isProviderAvailable: true, session: { userFullName: 'María Restrepo' } });
    await identity.initialize();

    expect(endpoint.requests).toHaveLength(1);
    expect(endpoint.requests[0]?.get('grant_type')).toBe('authorization_code');
    expect(endpoint.requests[0]?.get('code_verifier')).toMatch(/^[A-Za-z0-9]{43,128}$/);
    expect(replaceAddress).toHaveBeenCalledTimes(1);
    expect(address()).toBe('http://localhost/certificados');
  });
});

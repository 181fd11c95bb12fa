import { HttpResponse } from 'msw';
import { ErrorResponse } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@test/support/msw-server';
import { discoveryHandler, memoryStorage, tokenAnswer, tokenEndpoint } from '@test/support/oidc';
import { identityWith, pendingLogin, signinCallback } from '@test/support/oidc-identity';

// One registered redirect address for every sign-in (exact matching at the provider, RFC 9700,
// section 2.1): the page the person started from travels in the sign-in's state and is restored
// after it.

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The provider's answer to prompt=none when nobody is signed in there. */
const nobodySignedIn = () => new ErrorResponse({ error: 'login_required' });

/** The state value of a pending login, as the provider hands it back. */
const stateOf = (request: { url: string }) => new URL(request.url).searchParams.get('state') ?? '';

describe('OidcIdentity sign-in redirect addresses', () => {
  it('login asks the provider to return to the one callback address, whatever page it starts from, and keeps that page (without its query) in the state', async () => {
    server.use(discoveryHandler);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const sessionStorage = memoryStorage();
    const { identity } = identityWith({ sessionStorage, address: 'http://localhost/certificados/certificado-escolar?desde=correo#paso-2' });

    void identity.login();
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());

    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.searchParams.get('redirect_uri')).toBe(signinCallback);
    const stored = JSON.parse(sessionStorage.getItem(`oidc.${target.searchParams.get('state')}`) ?? '{}') as { data?: unknown };
    expect(stored.data).toEqual({ returnTo: '/certificados/certificado-escolar' });
  });

  it('the callback signs the person in and puts back the page the sign-in started from, with nothing of the callback left', async () => {
    const sessionStorage = memoryStorage();
    const endpoint = tokenEndpoint(() => HttpResponse.json(tokenAnswer(1)));
    server.use(discoveryHandler, endpoint.handler);
    const request = await pendingLogin(sessionStorage, { returnTo: '/certificados/cuota-monetaria' });
    const { identity, replaceAddress, address } = identityWith({
      sessionStorage,
      address: `${signinCallback}?code=codigo-1&state=${stateOf(request)}&session_state=s1`,
    });

    await expect(identity.initialize()).resolves.toMatchObject({ isProviderAvailable: true, session: { userFullName: 'María Restrepo' } });

    expect(endpoint.requests[0]?.get('redirect_uri')).toBe(signinCallback);
    expect(replaceAddress).toHaveBeenCalledTimes(1);
    expect(address()).toBe('http://localhost/certificados/cuota-monetaria');
  });

  it('a sign-in the person cancelled (error=access_denied) also goes back to the page it started from', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sessionStorage = memoryStorage();
    server.use(discoveryHandler);
    const request = await pendingLogin(sessionStorage, { returnTo: '/subsidios' });
    const { identity, address } = identityWith({ sessionStorage, address: `${signinCallback}?error=access_denied&state=${stateOf(request)}` });
    // The silent check that follows finds nobody signed in.
    vi.spyOn(identity['manager'], 'signinSilent').mockRejectedValue(nobodySignedIn());

    await expect(identity.initialize()).resolves.toMatchObject({ session: { isLogged: false } });

    expect(address()).toBe('http://localhost/subsidios');
  });

  it.each([
    ['a state the tab does not hold (a reloaded or copied callback)', null],
    ['another origin', { returnTo: 'https://otro-sitio.example/robar' }],
    ['a protocol-relative address', { returnTo: '//otro-sitio.example/robar' }],
    ['a path with a backslash', { returnTo: '/\\otro-sitio.example' }],
    ['no path at all', { returnTo: 42 }],
  ])('with %s, the callback goes to the portal home', async (_name, data) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sessionStorage = memoryStorage();
    server.use(discoveryHandler, tokenEndpoint(() => HttpResponse.json(tokenAnswer(1))).handler);
    const state = data === null ? 'estado-desconocido' : stateOf(await pendingLogin(sessionStorage, data));
    const { identity, address } = identityWith({ sessionStorage, address: `${signinCallback}?code=codigo-1&state=${state}` });
    vi.spyOn(identity['manager'], 'signinSilent').mockRejectedValue(nobodySignedIn());

    await identity.initialize();

    expect(address()).toBe('http://localhost/');
  });

  it('code and state on any other path are not a sign-in answer: nothing is exchanged and the address stays', async () => {
    const sessionStorage = memoryStorage();
    const endpoint = tokenEndpoint(() => HttpResponse.json(tokenAnswer(1)));
    server.use(discoveryHandler, endpoint.handler);
    const request = await pendingLogin(sessionStorage);
    const { identity, replaceAddress } = identityWith({
      sessionStorage,
      address: `http://localhost/certificados?code=codigo-1&state=${stateOf(request)}`,
    });
    vi.spyOn(identity['manager'], 'signinSilent').mockRejectedValue(nobodySignedIn());

    await expect(identity.initialize()).resolves.toMatchObject({ session: { isLogged: false } });

    expect(endpoint.requests).toHaveLength(0);
    expect(replaceAddress).not.toHaveBeenCalled();
  });
});

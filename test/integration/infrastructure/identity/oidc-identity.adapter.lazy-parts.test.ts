import { HttpResponse } from 'msw';
import { ErrorResponse, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@test/support/msw-server';
import { discoveryHandler, memoryStorage, storedUser, tokenAnswer, tokenEndpoint, userKey } from '@test/support/oidc';
import { identityWith, pendingLogin, signinCallback } from '@test/support/oidc-identity';

// The token renewal and the sign-in callback's code exchange are chunks of their own: only a
// session (a reload holding tokens, a renewal) or a return from the provider's login page needs
// them, so an anonymous visit never downloads them. Each is replaced here by a spy that loads the
// real module, or by a chunk that fails to load.

const renewalModule = '@/infrastructure/identity/token-renewal.adapter';
const callbackModule = '@/infrastructure/identity/signin-callback-completion.adapter';

/** Counts the imports of `path`, each handing over the real module. */
function countImports(path: string): { readonly count: () => number } {
  let imports = 0;
  vi.doMock(path, async () => {
    imports += 1;
    return vi.importActual(path);
  });
  return { count: () => imports };
}

/** Plays a chunk the browser cannot fetch. */
function failImports(path: string): void {
  vi.doMock(path, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
}

afterEach(async () => {
  // A session held starts loading the sign-out watch's chunk without waiting for it: it must be in
  // before the modules are reset, or its late imports land in the next test's module registry.
  await vi.dynamicImportSettled();
  vi.doUnmock(renewalModule);
  vi.doUnmock(callbackModule);
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('OidcIdentity: the parts only a session or a sign-in return needs', () => {
  it('an anonymous start loads neither the renewal nor the callback exchange', async () => {
    const renewal = countImports(renewalModule);
    const callback = countImports(callbackModule);
    vi.spyOn(UserManager.prototype, 'signinSilent').mockRejectedValue(new ErrorResponse({ error: 'login_required' }));
    server.use(discoveryHandler);
    const { identity } = identityWith({ sessionStorage: memoryStorage() });

    await expect(identity.initialize()).resolves.toMatchObject({ isProviderAvailable: true, session: { isLogged: false } });

    expect([renewal.count(), callback.count()]).toEqual([0, 0]);
  });

  it('a reload holding tokens loads the renewal, once, and renews with it', async () => {
    const renewal = countImports(renewalModule);
    const sessionStorage = memoryStorage();
    storedUser(sessionStorage, { expiresIn: 300 });
    server.use(discoveryHandler, tokenEndpoint(() => HttpResponse.json(tokenAnswer(1))).handler);
    const { identity } = identityWith({ sessionStorage });

    await expect(identity.initialize()).resolves.toMatchObject({ isProviderAvailable: true, session: { isLogged: true } });
    server.use(tokenEndpoint(() => HttpResponse.json(tokenAnswer(2))).handler);
    await expect(identity.refresh()).resolves.toBe(true);

    expect(renewal.count()).toBe(1);
  });

  it('a renewal chunk that cannot load is a failed refresh: valid tokens held are kept, the provider reported unavailable, and the next refresh tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failImports(renewalModule);
    const sessionStorage = memoryStorage();
    storedUser(sessionStorage, { expiresIn: 300 });
    server.use(discoveryHandler, tokenEndpoint(() => HttpResponse.json(tokenAnswer(1))).handler);
    const { identity } = identityWith({ sessionStorage });

    await expect(identity.initialize()).resolves.toMatchObject({ isProviderAvailable: false, session: { isLogged: true } });
    expect(sessionStorage.getItem(userKey)).not.toBeNull();

    vi.doUnmock(renewalModule);
    await expect(identity.refresh()).resolves.toBe(true);
  });

  it('a return from the login page loads the callback exchange', async () => {
    const callback = countImports(callbackModule);
    const sessionStorage = memoryStorage();
    server.use(discoveryHandler, tokenEndpoint(() => HttpResponse.json(tokenAnswer(1))).handler);
    const request = await pendingLogin(sessionStorage, { returnTo: '/subsidios' });
    const state = new URL(request.url).searchParams.get('state');
    const { identity, address } = identityWith({ sessionStorage, address: `${signinCallback}?code=codigo-1&state=${state}` });

    await expect(identity.initialize()).resolves.toMatchObject({ isProviderAvailable: true, session: { isLogged: true } });

    expect(callback.count()).toBe(1);
    expect(address()).toBe('http://localhost/subsidios');
  });

  it('a callback exchange that cannot load leaves the callback address for the home and starts anonymous, with the provider reported unavailable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failImports(callbackModule);
    const sessionStorage = memoryStorage();
    server.use(discoveryHandler);
    const request = await pendingLogin(sessionStorage, { returnTo: '/subsidios' });
    const state = new URL(request.url).searchParams.get('state');
    const { identity, address } = identityWith({ sessionStorage, address: `${signinCallback}?code=codigo-1&state=${state}` });

    await expect(identity.initialize()).resolves.toMatchObject({ isProviderAvailable: false, session: { isLogged: false } });

    expect(address()).toBe('http://localhost/');
  });
});

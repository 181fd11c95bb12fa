import { delay, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@test/support/msw-server';
import { discoveryHandler, memoryStorage, storedUser, tokenAnswer, tokenEndpoint, userKey } from '@test/support/oidc';
import { FakeLockManager, identityWith, signedIn, tabChannels } from '@test/support/oidc-identity';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('OidcIdentity across tabs, at the same time', () => {
  it('two tabs holding the same refresh token refresh once; both end with the rotated tokens', async () => {
    const locks = new FakeLockManager();
    const { openChannel, close } = tabChannels();
    // A duplicated tab: its sessionStorage is a copy of the first one's.
    const first = await signedIn(4, { locks: locks.asLockManager(), openChannel });
    const copy = memoryStorage();
    copy.setItem(userKey, first.sessionStorage.getItem(userKey) ?? '');
    const second = identityWith({ sessionStorage: copy, locks: locks.asLockManager(), openChannel });
    const endpoint = tokenEndpoint(async (form) => {
      await delay(20);
      return form.get('refresh_token') === 'refresco-1'
        ? HttpResponse.json(tokenAnswer(2))
        : HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
    });
    server.use(endpoint.handler, discoveryHandler);
    // The second tab starts from its stored (copied) user without a startup refresh of its own.
    await second.identity['manager'].getUser().then((user) => user && second.identity['adopt'](user, 'signedIn'));

    const [tokenA, tokenB] = await Promise.all([first.identity.freshAccessToken(), second.identity.freshAccessToken()]);

    expect(endpoint.requests.map((form) => form.get('refresh_token'))).toEqual(['refresco-1']);
    expect(tokenA).toBe(tokenAnswer(2).access_token);
    expect(tokenB).toBe(tokenA);
    expect(JSON.parse(copy.getItem(userKey) ?? '{}').refresh_token).toBe('refresco-2');
    expect(second.identity.currentSession().isLogged).toBe(true);
    close();
  });
});

describe('OidcIdentity across tabs, one after the other', () => {
  it('a duplicated tab loading after the first one rotated the shared refresh token takes the new tokens instead of spending the old one', async () => {
    const locks = new FakeLockManager();
    const { openChannel, close } = tabChannels();
    const firstStorage = memoryStorage();
    storedUser(firstStorage, { expiresIn: 300 });
    // The copy is taken before the first tab's startup refresh: it holds the token about to be spent.
    const copy = memoryStorage();
    copy.setItem(userKey, firstStorage.getItem(userKey) ?? '');
    const endpoint = tokenEndpoint((form) =>
      form.get('refresh_token') === 'refresco-0'
        ? HttpResponse.json(tokenAnswer(1))
        : HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }),
    );
    server.use(discoveryHandler, endpoint.handler);
    const first = identityWith({ sessionStorage: firstStorage, locks: locks.asLockManager(), openChannel });
    await first.identity.initialize();

    const second = identityWith({ sessionStorage: copy, locks: locks.asLockManager(), openChannel });
    const startup = await second.identity.initialize();

    expect(endpoint.requests.map((form) => form.get('refresh_token'))).toEqual(['refresco-0']);
    expect(startup).toMatchObject({ isProviderAvailable: true, session: { isLogged: true, userFullName: 'María Restrepo' } });
    expect(JSON.parse(copy.getItem(userKey) ?? '{}').refresh_token).toBe('refresco-1');
    expect(first.identity.currentSession().isLogged).toBe(true);
    close();
  });
});

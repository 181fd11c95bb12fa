import { HttpResponse } from 'msw';
import { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCK_HOLD_LIMIT_MS, LOCK_WAIT_MS, REFRESH_LOCK_NAME } from '@/infrastructure/identity/refresh-lock.adapter';
import { server } from '@test/support/msw-server';
import { tokenAnswer, tokenEndpoint } from '@test/support/oidc';
import { FakeLockManager, signedIn } from '@test/support/oidc-identity';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('OidcIdentity refreshes under the Web Lock', () => {
  it('refreshes under the portal-token-refresh Web Lock', async () => {
    const locks = new FakeLockManager();
    const { identity } = await signedIn(4, { locks: locks.asLockManager() });
    // The startup refresh took the lock too (a reload must not race another tab either).
    expect(locks.requested.map((request) => request.name)).toEqual([REFRESH_LOCK_NAME]);
    locks.requested.length = 0;
    const endpoint = tokenEndpoint(() => HttpResponse.json(tokenAnswer(2)));
    server.use(endpoint.handler);

    await Promise.all([identity.freshAccessToken(), identity.freshAccessToken()]);

    expect(endpoint.requests).toHaveLength(1);
    expect(locks.requested.filter((request) => request.name === REFRESH_LOCK_NAME)).toHaveLength(1);
  });

  it('a tab that cannot get the refresh lock (another tab stalled holding it) gives up waiting and keeps its session', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const locks = new FakeLockManager();
    const { identity, changes } = await signedIn(4, { locks: locks.asLockManager() });
    const endpoint = tokenEndpoint(() => HttpResponse.json(tokenAnswer(2)));
    server.use(endpoint.handler);
    // Another tab took the lock and froze.
    void locks.request(REFRESH_LOCK_NAME, {}, () => new Promise<never>(() => undefined));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    let token: string | null | undefined;
    const asked = identity.freshAccessToken().then((value) => (token = value));
    await vi.advanceTimersByTimeAsync(LOCK_WAIT_MS - 1);
    expect(token).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await asked;

    expect(token).toBe(tokenAnswer(1, 4).access_token);
    expect(endpoint.requests).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('Token refresh did not finish; keeping the session:', expect.any(String));
    expect(changes).toEqual([]);
  });

  it(`holds the refresh lock no longer than ${LOCK_HOLD_LIMIT_MS} ms, so a stall here frees the other tabs`, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const locks = new FakeLockManager();
    const { identity } = await signedIn(4, { locks: locks.asLockManager() });
    // Discovery is cached; a store read that never ends stands for any stall inside the lock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stalled = vi.spyOn(UserManager.prototype, 'getUser').mockImplementation(() => new Promise(() => undefined));

    const asked = identity.freshAccessToken();
    await vi.advanceTimersByTimeAsync(LOCK_HOLD_LIMIT_MS);
    await expect(asked).resolves.toBe(tokenAnswer(1, 4).access_token);
    stalled.mockRestore();

    let nextTabRan = false;
    await locks.request(REFRESH_LOCK_NAME, {}, () => (nextTabRan = true));
    expect(nextTabRan).toBe(true);
  });
});

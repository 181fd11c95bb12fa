import { inspect } from 'node:util';
import { delay, http, HttpResponse } from 'msw';
import { ErrorResponse, OidcClient, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@/application/shared/config/app-config.model';
import type { SessionChangeReason } from '@/application/shared/session/identity.port';
import type { Session } from '@/domain/shared/session/session.entity';
import type { OidcBrowser } from '@/infrastructure/identity/oidc-browser.adapter';
import {
  LOCK_HOLD_LIMIT_MS,
  LOCK_WAIT_MS,
  OidcIdentity,
  REFRESH_LOCK_NAME,
  SILENT_CHECK_TIMEOUT_MS,
} from '@/infrastructure/identity/oidc-identity.adapter';
import { TOKEN_REQUEST_TIMEOUT_MS } from '@/infrastructure/identity/token-endpoint.adapter';
import { MemoryStorage } from '@test/support/memory-storage';
import { server } from '@test/support/msw-server';
import { testConfig } from '@test/support/test-config';
import {
  authority,
  clientId,
  discovery,
  discoveryHandler,
  discoveryUrl,
  fakeBrowser,
  memoryStorage,
  storedUser,
  tokenAnswer,
  tokenEndpoint,
  userKey,
} from '@test/support/oidc';

function identityWith({ config = testConfig(), ...overrides }: Partial<OidcBrowser> & { address?: string; config?: AppConfig } = {}) {
  const tab = fakeBrowser(overrides);
  // `storage` plays sessionStorage (the document keys), `sharedStorage` localStorage.
  const storage = new MemoryStorage();
  const sharedStorage = new MemoryStorage();
  const identity = new OidcIdentity(config, storage, sharedStorage, tab.browser);
  const changes: Array<[Session, SessionChangeReason]> = [];
  identity.onSessionChange((session, reason) => changes.push([session, reason]));
  return { identity, storage, sharedStorage, changes, ...tab };
}

/** The test configuration with the provider's endpoints given (issue 16: no discovery at the start). */
function withConfiguredEndpoints(): AppConfig {
  const base = testConfig();
  const metadata = {
    issuer: discovery.issuer,
    authorizationEndpoint: discovery.authorization_endpoint,
    tokenEndpoint: discovery.token_endpoint,
    endSessionEndpoint: discovery.end_session_endpoint,
  };
  return { ...base, identity: { ...base.identity, metadata } };
}

/** Serves the discovery document (or `answer`) and counts how often it is asked for. */
function countedDiscovery(answer: () => Response | Promise<Response> = () => HttpResponse.json(discovery)) {
  const counted = { requests: 0 };
  server.use(
    http.get(discoveryUrl, () => {
      counted.requests += 1;
      return answer();
    }),
  );
  return counted;
}

/** A LockManager with one FIFO queue per name, as the Web Locks API has, and a log of requests. */
class FakeLockManager {
  readonly requested: Array<{ name: string; ifAvailable: boolean }> = [];
  private readonly held = new Map<string, Promise<unknown>>();

  request(name: string, ...rest: unknown[]): Promise<unknown> {
    const [options, callback] = (rest.length === 1 ? [{}, rest[0]] : rest) as [
      { ifAvailable?: boolean; signal?: AbortSignal },
      (lock: object | null) => unknown,
    ];
    this.requested.push({ name, ifAvailable: options.ifAvailable ?? false });
    const previous = this.held.get(name);
    if (previous && options.ifAvailable) return Promise.resolve(callback(null));
    // As the Web Locks API does: a request aborted while it waits rejects and never runs.
    const granted = (previous ?? Promise.resolve()).catch(() => undefined);
    const waited = options.signal
      ? Promise.race([
          granted,
          new Promise<never>((_resolve, reject) =>
            options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true }),
          ),
        ])
      : granted;
    const run = waited.then(() => callback({ name }));
    const tail = run.finally(() => {
      if (this.held.get(name) === tail) this.held.delete(name);
    });
    // The queue only needs to know when the holder is done; its failure is the requester's to handle.
    tail.catch(() => undefined);
    this.held.set(name, tail);
    return run;
  }

  asLockManager(): LockManager {
    return this as unknown as LockManager;
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});


/** A pending login as login() leaves it (same client, same store): its state and PKCE verifier wait in `sessionStorage`. */
async function pendingLogin(sessionStorage: Storage) {
  const client = new OidcClient({
    authority,
    client_id: clientId,
    redirect_uri: 'http://localhost/certificados',
    stateStore: new WebStorageStateStore({ store: sessionStorage }),
  });
  return client.createSigninRequest({ state: undefined, request_type: 'si:r' });
}

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

  it('with the endpoints in config.json, starts without asking for the discovery document (issue 16)', async () => {
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
    const { identity } = identityWith({ sessionStorage, address: `http://localhost/certificados?code=codigo-secreto-1&state=${state}` });

    await expect(identity.initialize()).resolves.toMatchObject({ session: { isLogged: false } });

    const verifier = endpoint.requests[0]?.get('code_verifier');
    expect(verifier).toMatch(/^[A-Za-z0-9]{43,128}$/);
    expect(warn).toHaveBeenCalledWith('The sign-in callback could not be completed:', 'ErrorResponse: invalid_grant: Code not valid');
    const logged = warn.mock.calls.flat().map((argument) => (typeof argument === 'string' ? argument : inspect(argument, { depth: 6 })));
    for (const secret of ['codigo-secreto-1', verifier ?? 'no-verifier', 'code_verifier']) {
      expect(logged.some((line) => line.includes(secret))).toBe(false);
    }
  });

  it('completes the login callback and removes code and state from the address, keeping other parameters', async () => {
    const sessionStorage = memoryStorage();
    const endpoint = tokenEndpoint(() => HttpResponse.json(tokenAnswer(1)));
    server.use(discoveryHandler, endpoint.handler);
    const request = await pendingLogin(sessionStorage);
    const state = new URL(request.url).searchParams.get('state');
    expect(new URL(request.url).searchParams.get('code_challenge_method')).toBe('S256');
    const { identity, replaceAddress, address } = identityWith({
      sessionStorage,
      address: `http://localhost/certificados?origen=menu&code=codigo-1&state=${state}&session_state=s1&iss=${encodeURIComponent(authority)}`,
    });

    await expect(identity.initialize()).resolves.toMatchObject({ isProviderAvailable: true, session: { userFullName: 'María Restrepo' } });
    await identity.initialize();

    expect(endpoint.requests).toHaveLength(1);
    expect(endpoint.requests[0]?.get('grant_type')).toBe('authorization_code');
    expect(endpoint.requests[0]?.get('code_verifier')).toMatch(/^[A-Za-z0-9]{43,128}$/);
    expect(replaceAddress).toHaveBeenCalledTimes(1);
    expect(address()).toBe('http://localhost/certificados?origen=menu');
  });
});

describe('OidcIdentity freshAccessToken', () => {
  async function signedIn(expiresIn: number, overrides: Partial<OidcBrowser> = {}) {
    const sessionStorage = overrides.sessionStorage ?? memoryStorage();
    const startupEndpoint = tokenEndpoint(() => HttpResponse.json(tokenAnswer(1, expiresIn)));
    server.use(discoveryHandler, startupEndpoint.handler);
    storedUser(sessionStorage, { expiresIn: 300 });
    const tab = identityWith({ ...overrides, sessionStorage });
    await tab.identity.initialize();
    tab.changes.length = 0;
    return { ...tab, sessionStorage };
  }

  it('returns the held token without a request while it is valid for more than 5 s', async () => {
    const { identity } = await signedIn(300);
    const endpoint = tokenEndpoint(() => HttpResponse.json(tokenAnswer(2)));
    server.use(endpoint.handler);

    const token = await identity.freshAccessToken();
    expect(token).toContain('.');
    expect(endpoint.requests).toHaveLength(0);
  });

  it('refreshes a token that expires within 5 s: 200 rotates the tokens', async () => {
    const { identity, changes, sessionStorage } = await signedIn(4);
    const endpoint = tokenEndpoint(() => HttpResponse.json(tokenAnswer(2)));
    server.use(endpoint.handler);

    const token = await identity.freshAccessToken();

    expect(endpoint.requests.map((form) => form.get('refresh_token'))).toEqual(['refresco-1']);
    expect(token).toBe(tokenAnswer(2).access_token);
    expect(JSON.parse(sessionStorage.getItem(userKey) ?? '{}').refresh_token).toBe('refresco-2');
    expect(changes.map(([, reason]) => reason)).toEqual(['refreshed']);
  });

  it('400 invalid_grant clears the tokens, fires refreshRejected and returns null', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { identity, changes, sessionStorage, storage } = await signedIn(4);
    server.use(tokenEndpoint(() => HttpResponse.json({ error: 'invalid_grant', error_description: 'Token is not active' }, { status: 400 })).handler);

    await expect(identity.freshAccessToken()).resolves.toBeNull();

    expect(sessionStorage.getItem(userKey)).toBeNull();
    expect(changes).toEqual([[expect.objectContaining({ isLogged: false }), 'refreshRejected']]);
    expect(identity.currentSession().isLogged).toBe(false);
    expect(identity.secondsUntilExpiry()).toBeNull();
    expect([storage.get('documentType'), storage.get('documentNumber')]).toEqual([null, null]);
  });

  it.each([
    ['a 500', () => new HttpResponse('Internal Server Error', { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('%s is only logged: the session and its tokens stay', async (_name, failure) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { identity, changes, sessionStorage } = await signedIn(4);
    const held = sessionStorage.getItem(userKey);
    server.use(tokenEndpoint(failure).handler);

    await expect(identity.freshAccessToken()).resolves.toBe(tokenAnswer(1, 4).access_token);

    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Token refresh failed \((network|status 500)\); keeping the session$/));
    expect(identity.currentSession().isLogged).toBe(true);
    expect(sessionStorage.getItem(userKey)).toBe(held);
    expect(changes).toEqual([]);
  });

  it('refresh() (Continuar sesión, the silent renewal) is true only when new tokens arrived', async () => {
    const { identity } = await signedIn(600);
    server.use(tokenEndpoint(() => HttpResponse.json(tokenAnswer(2))).handler);
    await expect(identity.refresh()).resolves.toBe(true);
  });

  it.each([
    ['a 500', () => new HttpResponse('Internal Server Error', { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('refresh() after %s is false, so the countdown keeps asking', async (_name, failure) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { identity } = await signedIn(600);
    server.use(tokenEndpoint(failure).handler);
    await expect(identity.refresh()).resolves.toBe(false);
    expect(identity.currentSession().isLogged).toBe(true);
  });

  it('two concurrent calls near expiry make one token request (single flight, no Web Locks)', async () => {
    const { identity } = await signedIn(4);
    const endpoint = tokenEndpoint(async () => {
      await delay(20);
      return HttpResponse.json(tokenAnswer(2));
    });
    server.use(endpoint.handler);

    const tokens = await Promise.all([identity.freshAccessToken(), identity.freshAccessToken()]);

    expect(endpoint.requests).toHaveLength(1);
    expect(tokens[0]).toBe(tokens[1]);
  });

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

  it('two tabs holding the same refresh token refresh once; both end with the rotated tokens', async () => {
    const locks = new FakeLockManager();
    const channels: BroadcastChannel[] = [];
    const openChannel = (name: string) => {
      const channel = new BroadcastChannel(name);
      channels.push(channel);
      return channel;
    };
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
    channels.forEach((channel) => channel.close());
  });

  describe('only a 400 ends the session (spec section 4, issue 12 item 2)', () => {
    it.each([
      ['400 invalid_grant', () => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })],
      ['400 invalid_request', () => HttpResponse.json({ error: 'invalid_request' }, { status: 400 })],
      ['400 with a body that is not JSON', () => new HttpResponse('Bad Request', { status: 400 })],
    ])('%s clears the tokens and fires refreshRejected', async (_name, answer) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { identity, changes, sessionStorage } = await signedIn(4);
      server.use(tokenEndpoint(answer).handler);

      await expect(identity.freshAccessToken()).resolves.toBeNull();
      expect(sessionStorage.getItem(userKey)).toBeNull();
      expect(changes.map(([, reason]) => reason)).toEqual(['refreshRejected']);
    });

    it.each([
      ['503 temporarily_unavailable', () => HttpResponse.json({ error: 'temporarily_unavailable' }, { status: 503 })],
      ['401 invalid_client (a misconfigured client)', () => HttpResponse.json({ error: 'invalid_client' }, { status: 401 })],
      ['200 without an access token', () => HttpResponse.json({ token_type: 'Bearer' })],
    ])('%s is only logged: the session and its tokens stay', async (_name, answer) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { identity, changes, sessionStorage } = await signedIn(4);
      const held = sessionStorage.getItem(userKey);
      server.use(tokenEndpoint(answer).handler);

      await expect(identity.freshAccessToken()).resolves.toBe(tokenAnswer(1, 4).access_token);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Token refresh failed \(.+\); keeping the session$/));
      expect(sessionStorage.getItem(userKey)).toBe(held);
      expect(changes).toEqual([]);
    });

    it(`a token endpoint that never answers is given up after ${TOKEN_REQUEST_TIMEOUT_MS} ms, keeping the session`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { identity, changes } = await signedIn(4);
      server.use(tokenEndpoint(() => new Promise<never>(() => undefined)).handler);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

      let token: string | null | undefined;
      const asked = identity.freshAccessToken().then((value) => (token = value));
      await vi.advanceTimersByTimeAsync(TOKEN_REQUEST_TIMEOUT_MS - 1);
      expect(token).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await asked;

      expect(token).toBe(tokenAnswer(1, 4).access_token);
      expect(warn).toHaveBeenCalledWith('Token refresh failed (timeout); keeping the session');
      expect(changes).toEqual([]);
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

  describe('an API call answered 401 (issue 12 item 1)', () => {
    it('renewRejectedToken renews once and hands over the new token', async () => {
      const { identity, changes } = await signedIn(300);
      const rejected = tokenAnswer(1).access_token;
      const endpoint = tokenEndpoint(() => HttpResponse.json(tokenAnswer(2)));
      server.use(endpoint.handler);

      await expect(identity.renewRejectedToken(rejected)).resolves.toEqual({ kind: 'renewed', accessToken: tokenAnswer(2).access_token });
      expect(endpoint.requests.map((form) => form.get('refresh_token'))).toEqual(['refresco-1']);
      expect(changes.map(([, reason]) => reason)).toEqual(['refreshed']);
    });

    it('calls refused together renew once: the others take the tokens already renewed', async () => {
      const { identity } = await signedIn(300);
      const rejected = tokenAnswer(1).access_token;
      const endpoint = tokenEndpoint(async () => {
        await delay(10);
        return HttpResponse.json(tokenAnswer(2));
      });
      server.use(endpoint.handler);

      const answers = await Promise.all([identity.renewRejectedToken(rejected), identity.renewRejectedToken(rejected)]);
      await expect(identity.renewRejectedToken(rejected)).resolves.toEqual({ kind: 'renewed', accessToken: tokenAnswer(2).access_token });
      expect(answers).toEqual([answers[0], answers[0]]);
      expect(endpoint.requests).toHaveLength(1);
    });

    it('a refresh refused with 400 is sessionEnded, the spec way (refreshRejected)', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { identity, changes, sessionStorage } = await signedIn(300);
      server.use(tokenEndpoint(() => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })).handler);

      await expect(identity.renewRejectedToken(tokenAnswer(1).access_token)).resolves.toEqual({ kind: 'sessionEnded' });
      expect(sessionStorage.getItem(userKey)).toBeNull();
      expect(changes.map(([, reason]) => reason)).toEqual(['refreshRejected']);
    });

    it('a provider that is down is unavailable: the session stays', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { identity, changes } = await signedIn(300);
      server.use(tokenEndpoint(() => HttpResponse.json({ error: 'temporarily_unavailable' }, { status: 503 })).handler);

      await expect(identity.renewRejectedToken(tokenAnswer(1).access_token)).resolves.toEqual({ kind: 'unavailable' });
      expect(identity.currentSession().isLogged).toBe(true);
      expect(changes).toEqual([]);
    });

    it('endRejectedSession clears the tokens and the document, and fires sessionRejected', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { identity, changes, sessionStorage, storage } = await signedIn(300);

      await identity.endRejectedSession();
      await identity.endRejectedSession();

      expect(sessionStorage.getItem(userKey)).toBeNull();
      expect(changes.map(([, reason]) => reason)).toEqual(['sessionRejected']);
      expect([storage.get('documentType'), storage.get('documentNumber')]).toEqual([null, null]);
      await expect(identity.renewRejectedToken(tokenAnswer(1).access_token)).resolves.toEqual({ kind: 'sessionEnded' });
    });
  });
});

describe('OidcIdentity across tabs, one after the other', () => {
  it('a duplicated tab loading after the first one rotated the shared refresh token takes the new tokens instead of spending the old one', async () => {
    const locks = new FakeLockManager();
    const channels: BroadcastChannel[] = [];
    const openChannel = (name: string) => {
      const channel = new BroadcastChannel(name);
      channels.push(channel);
      return channel;
    };
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
    channels.forEach((channel) => channel.close());
  });
});

describe('OidcIdentity login and logout', () => {
  it('login redirects with PKCE S256 and the current address without its query string', async () => {
    server.use(discoveryHandler);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { identity } = identityWith({ address: 'http://localhost/subsidios?tab=2#calzado' });

    void identity.login();
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());

    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe(`${authority}/protocol/openid-connect/auth`);
    expect(Object.fromEntries(['client_id', 'redirect_uri', 'response_type', 'scope', 'code_challenge_method'].map((key) => [key, target.searchParams.get(key)]))).toEqual({
      client_id: clientId,
      redirect_uri: 'http://localhost/subsidios',
      response_type: 'code',
      scope: 'openid profile',
      code_challenge_method: 'S256',
    });
  });

  it('a pending login keeps its stored state for an hour (spec section 9), not the library default of 15 minutes', async () => {
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

describe('OidcIdentity personal data (ADR 0010)', () => {
  const leftovers = (storage: MemoryStorage) => {
    storage.set('documentType', 'CE');
    storage.set('documentNumber', '998877');
  };
  const documentIn = (storage: MemoryStorage) => [storage.get('documentType'), storage.get('documentNumber')];

  it('a sign-in keeps the document in the session storage only, and drops an earlier copy from the shared one', async () => {
    const sessionStorage = memoryStorage();
    storedUser(sessionStorage, { expiresIn: 300 });
    server.use(discoveryHandler, tokenEndpoint(() => HttpResponse.json(tokenAnswer(1))).handler);
    const { identity, storage, sharedStorage } = identityWith({ sessionStorage });
    leftovers(sharedStorage);

    await identity.initialize();

    expect(documentIn(storage)).toEqual(['CC', '43512876']);
    expect(documentIn(sharedStorage)).toEqual([null, null]);
  });

  it('an anonymous start (the provider answers login_required) wipes leftovers from both storages', async () => {
    vi.spyOn(UserManager.prototype, 'signinSilent').mockRejectedValue(new ErrorResponse({ error: 'login_required' }));
    server.use(discoveryHandler);
    const { identity, storage, sharedStorage } = identityWith();
    leftovers(storage);
    leftovers(sharedStorage);
    sharedStorage.set('ipClient', '203.0.113.7');

    await expect(identity.initialize()).resolves.toMatchObject({ isProviderAvailable: true, session: { isLogged: false } });

    expect(documentIn(storage)).toEqual([null, null]);
    expect(documentIn(sharedStorage)).toEqual([null, null]);
    expect(sharedStorage.get('ipClient')).toBe('203.0.113.7');
  });

  it('signing out removes the unsaved data-update form (portal.profileDraft) with the document keys', async () => {
    const sessionStorage = memoryStorage();
    storedUser(sessionStorage, { expiresIn: 300 });
    server.use(discoveryHandler, tokenEndpoint(() => HttpResponse.json(tokenAnswer(1))).handler);
    const { identity, storage } = identityWith({ sessionStorage });
    await identity.initialize();
    storage.set('portal.profileDraft', '{"idSap":"1000234"}');
    storage.set('ipClient', 'kept');
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);

    void identity.logout();
    await vi.waitFor(() => expect(storage.get('portal.profileDraft')).toBeNull());

    expect(documentIn(storage)).toEqual([null, null]);
    expect(storage.get('ipClient')).toBe('kept');
  });

  it('an anonymous start removes a data-update draft left in the tab (a duplicated tab copies sessionStorage)', async () => {
    vi.spyOn(UserManager.prototype, 'signinSilent').mockRejectedValue(new ErrorResponse({ error: 'login_required' }));
    server.use(discoveryHandler);
    const { identity, storage } = identityWith();
    storage.set('portal.profileDraft', '{"idSap":"1000234"}');

    await identity.initialize();

    expect(storage.get('portal.profileDraft')).toBeNull();
  });

  it('an anonymous start with the provider unreachable wipes them too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(discoveryUrl, () => HttpResponse.error()));
    const { identity, storage, sharedStorage } = identityWith();
    leftovers(storage);
    leftovers(sharedStorage);

    await expect(identity.initialize()).resolves.toMatchObject({ isProviderAvailable: false });

    expect(documentIn(storage)).toEqual([null, null]);
    expect(documentIn(sharedStorage)).toEqual([null, null]);
  });
});

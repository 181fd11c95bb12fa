import { delay, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_REQUEST_TIMEOUT_MS } from '@/infrastructure/identity/token-endpoint.adapter';
import { server } from '@test/support/msw-server';
import { tokenAnswer, tokenEndpoint, userKey } from '@test/support/oidc';
import { signedIn } from '@test/support/oidc-identity';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('OidcIdentity freshAccessToken', () => {
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

  describe('only a 400 ends the session (docs/identity.md)', () => {
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
  });

  describe('an API call answered 401', () => {
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

    it('a refresh refused with 400 is sessionEnded, tokens cleared (refreshRejected)', async () => {
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

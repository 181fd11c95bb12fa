import { ErrorResponse, ErrorTimeout, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HiddenFrameNavigator } from '@/infrastructure/identity/hidden-frame-navigator.adapter';
import { authority, clientId, discovery, fakeFrameHost, memoryStorage } from '@test/support/oidc';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const silentAddress = 'http://localhost/silent-renew.html';
const callbackMessage = (url: string) => ({ source: 'oidc-client', url, keepOpen: false });
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('HiddenFrameNavigator', () => {
  it('creates the frame in a task of its own and hands it over a task later', async () => {
    const queue: Array<() => void> = [];
    const { host, frames } = fakeFrameHost({ queue });
    const prepared = new HiddenFrameNavigator(4, host).prepare({});

    await Promise.resolve();
    expect(frames).toHaveLength(0);
    queue.shift()?.();
    await Promise.resolve();
    expect(frames).toHaveLength(1);
    expect(await settled(prepared)).toBe(false);
    queue.shift()?.();
    await expect(prepared).resolves.toBeDefined();
    expect(queue).toHaveLength(0);
  });

  it("sends the frame to the address and answers with the callback page's address, removing the frame in a later task", async () => {
    const queue: Array<() => void> = [];
    const { host, frames } = fakeFrameHost({ queue });
    const preparing = new HiddenFrameNavigator(4, host).prepare({});
    queue.splice(0).forEach((work) => work());
    await Promise.resolve();
    queue.splice(0).forEach((work) => work());
    const frame = await preparing;

    const navigation = frame.navigate({ url: `${authority}/auth?prompt=none&state=s1`, state: 's1' });
    expect(frames[0]?.addresses).toEqual([`${authority}/auth?prompt=none&state=s1`]);
    frames[0]?.post(callbackMessage(`${silentAddress}?code=c1&state=s1`));

    await expect(navigation).resolves.toEqual({ url: `${silentAddress}?code=c1&state=s1` });
    expect(frames[0]?.removed).toBe(false);
    queue.splice(0).forEach((work) => work());
    expect(frames[0]?.removed).toBe(true);
  });

  it('hears only the callback message of its own frame, from the expected origin', async () => {
    const { host, frames, messages } = fakeFrameHost();
    const frame = await new HiddenFrameNavigator(4, host).prepare({});
    const navigation = frame.navigate({ url: `${authority}/auth`, state: 's1' });
    const from = (data: unknown, origin: string, source: unknown) =>
      messages.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));

    from(callbackMessage(`${silentAddress}?state=s1`), 'http://localhost', {});
    frames[0]?.post(callbackMessage(`${silentAddress}?state=s1`), 'https://otro.example');
    frames[0]?.post({ source: 'otra-cosa', url: `${silentAddress}?state=s1` });
    frames[0]?.post({ source: 'oidc-client' });
    frames[0]?.post('oidc-client');
    expect(await settled(navigation)).toBe(false);

    frames[0]?.post(callbackMessage(`${silentAddress}?error=login_required&state=s1`));
    await expect(navigation).resolves.toEqual({ url: `${silentAddress}?error=login_required&state=s1` });
  });

  it('listens at the script origin the library names, when it names one', async () => {
    const { host, frames } = fakeFrameHost();
    const frame = await new HiddenFrameNavigator(4, host).prepare({});
    const navigation = frame.navigate({ url: `${authority}/auth`, scriptOrigin: 'https://portal.example' });

    frames[0]?.post(callbackMessage(`${silentAddress}?state=s1`));
    expect(await settled(navigation)).toBe(false);
    frames[0]?.post(callbackMessage(`${silentAddress}?state=s1`), 'https://portal.example');
    await expect(navigation).resolves.toEqual({ url: `${silentAddress}?state=s1` });
  });

  it('gives up with the library’s time-out error after the time it is given, and removes the frame', async () => {
    const { host, frames } = fakeFrameHost();
    const frame = await new HiddenFrameNavigator(4, host).prepare({ silentRequestTimeoutInSeconds: 2 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const navigation = frame.navigate({ url: `${authority}/auth` });
    const failure = navigation.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(1_999);
    expect(await settled(navigation)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await failure).toBeInstanceOf(ErrorTimeout);
    await vi.runAllTimersAsync();
    expect(frames[0]?.removed).toBe(true);

    frames[0]?.post(callbackMessage(`${silentAddress}?state=late`));
    await expect(frame.navigate({ url: `${authority}/auth` })).rejects.toThrow('disposed');
  });

  it('closed while it waits, rejects the navigation and removes the frame', async () => {
    const { host, frames } = fakeFrameHost();
    const frame = await new HiddenFrameNavigator(4, host).prepare({});
    const navigation = frame.navigate({ url: `${authority}/auth` });

    frame.close();

    await expect(navigation).rejects.toThrow('IFrame removed from DOM');
    await vi.waitFor(() => expect(frames[0]?.removed).toBe(true));
    frame.close();
    await expect(frame.navigate({ url: `${authority}/auth` })).rejects.toThrow('disposed');
  });

  it('inside the frame, hands the address to the parent page at the portal’s origin, as public/silent-renew.html does', async () => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);

    await new HiddenFrameNavigator(4, fakeFrameHost().host).callback(`${silentAddress}?code=c1&state=s1`);

    expect(post).toHaveBeenCalledWith(callbackMessage(`${silentAddress}?code=c1&state=s1`), window.location.origin);
  });

  it('carries oidc-client-ts’s silent check: a provider without a session gives its login_required', async () => {
    const { host, frames } = fakeFrameHost({
      // The provider and the callback page: back to the silent address with the request's state.
      answer: (address, frame) => {
        const state = new URL(address).searchParams.get('state');
        setTimeout(() => frame.post(callbackMessage(`${silentAddress}?error=login_required&state=${state}`)), 0);
      },
    });
    const store = new WebStorageStateStore({ store: memoryStorage() });
    const settings = {
      authority,
      client_id: clientId,
      redirect_uri: 'http://localhost/auth/callback',
      silent_redirect_uri: silentAddress,
      metadata: { issuer: discovery.issuer, authorization_endpoint: discovery.authorization_endpoint, token_endpoint: discovery.token_endpoint },
      userStore: store,
      stateStore: store,
    };
    const manager = new UserManager(settings, undefined, undefined, new HiddenFrameNavigator(4, host));

    const failure = await manager.signinSilent().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ErrorResponse);
    expect((failure as ErrorResponse).error).toBe('login_required');
    const sent = new URL(frames[0]?.addresses[0] ?? '');
    expect([sent.origin + sent.pathname, sent.searchParams.get('prompt'), sent.searchParams.get('code_challenge_method')]).toEqual([
      discovery.authorization_endpoint,
      'none',
      'S256',
    ]);
    await vi.waitFor(() => expect(frames[0]?.removed).toBe(true));
  });
});

import { http, HttpResponse } from 'msw';
import { OidcClient, WebStorageStateStore } from 'oidc-client-ts';
import { personalDataDraftEraser } from '@/application/profile/personal-data-draft.eraser';
import type { AppConfig } from '@/application/shared/config/app-config.model';
import type { SessionChangeReason } from '@/application/shared/session/identity.port';
import type { Session } from '@/domain/shared/session/session.entity';
import type { OidcBrowser } from '@/infrastructure/identity/oidc-browser.adapter';
import { OidcIdentity } from '@/infrastructure/identity/oidc-identity.adapter';
import { MemoryStorage } from './memory-storage';
import { server } from './msw-server';
import { testConfig } from './test-config';
import { authority, clientId, discovery, discoveryHandler, discoveryUrl, fakeBrowser, memoryStorage, storedUser, tokenAnswer, tokenEndpoint } from './oidc';

/**
 * An `OidcIdentity` over a fake tab, with the erasers the shell module binds (the profile's draft). `storage` plays sessionStorage (the document keys, the draft),
 * `sharedStorage` localStorage; `changes` records every session change.
 */
export function identityWith({ config = testConfig(), ...overrides }: Partial<OidcBrowser> & { address?: string; config?: AppConfig } = {}) {
  const tab = fakeBrowser(overrides);
  const storage = new MemoryStorage();
  const sharedStorage = new MemoryStorage();
  const identity = new OidcIdentity(config, storage, sharedStorage, [personalDataDraftEraser(storage)], tab.browser);
  const changes: Array<[Session, SessionChangeReason]> = [];
  identity.onSessionChange((session, reason) => changes.push([session, reason]));
  return { identity, storage, sharedStorage, changes, ...tab };
}

/** A tab signed in by its startup refresh; its tokens expire in `expiresIn` seconds and `changes` starts empty. */
export async function signedIn(expiresIn: number, overrides: Partial<OidcBrowser> = {}) {
  const sessionStorage = overrides.sessionStorage ?? memoryStorage();
  const startupEndpoint = tokenEndpoint(() => HttpResponse.json(tokenAnswer(1, expiresIn)));
  server.use(discoveryHandler, startupEndpoint.handler);
  storedUser(sessionStorage, { expiresIn: 300 });
  const tab = identityWith({ ...overrides, sessionStorage });
  await tab.identity.initialize();
  tab.changes.length = 0;
  return { ...tab, sessionStorage };
}

/** The test configuration with the provider's endpoints given: no discovery at the start. */
export function withConfiguredEndpoints(): AppConfig {
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
export function countedDiscovery(answer: () => Response | Promise<Response> = () => HttpResponse.json(discovery)) {
  const counted = { requests: 0 };
  server.use(
    http.get(discoveryUrl, () => {
      counted.requests += 1;
      return answer();
    }),
  );
  return counted;
}

/** The portal's sign-in callback address in the fake tab (origin http://localhost, base path '/'). */
export const signinCallback = 'http://localhost/auth/callback';

/**
 * A pending login as login() leaves it (same client, same store): its state, with `data` (login()
 * stores the page to return to), and its PKCE verifier wait in `sessionStorage`.
 */
export async function pendingLogin(sessionStorage: Storage, data: unknown = { returnTo: '/certificados' }) {
  const client = new OidcClient({
    authority,
    client_id: clientId,
    redirect_uri: signinCallback,
    stateStore: new WebStorageStateStore({ store: sessionStorage }),
  });
  return client.createSigninRequest({ state: data, request_type: 'si:r' });
}

/** Real BroadcastChannels between the test's "tabs", closed together at the end. */
export function tabChannels() {
  const channels: BroadcastChannel[] = [];
  const openChannel = (name: string) => {
    const channel = new BroadcastChannel(name);
    channels.push(channel);
    return channel;
  };
  return { openChannel, close: () => channels.forEach((channel) => channel.close()) };
}

/** A LockManager with one FIFO queue per name, as the Web Locks API has, and a log of requests. */
export class FakeLockManager {
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

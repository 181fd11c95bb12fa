import { http, HttpResponse } from 'msw';
import { User } from 'oidc-client-ts';
import { vi } from 'vitest';
import type { FrameHost } from '@/infrastructure/identity/hidden-frame-navigator.adapter';
import type { OidcBrowser } from '@/infrastructure/identity/oidc-browser.adapter';

export const authority = 'http://localhost/realms/portal';
export const clientId = 'portal-servicios';
export const userKey = `oidc.user:${authority}:${clientId}`;
const tokenUrl = `${authority}/protocol/openid-connect/token`;
export const discoveryUrl = `${authority}/.well-known/openid-configuration`;

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT: oidc-client-ts decodes tokens without verifying them (trust comes from TLS). */
export const jwt = (claims: Record<string, unknown>) => `${base64Url({ alg: 'RS256', typ: 'JWT' })}.${base64Url(claims)}.firma`;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const issuedAt = nowSeconds();

export const mariaClaims = {
  iss: authority,
  aud: clientId,
  sub: 'maria-sub',
  preferred_username: 'maria.restrepo',
  given_name: 'MARÍA JOSÉ',
  family_name: 'RESTREPO GÓMEZ',
  tipoIdentificacion: 'CC',
  numIdentificacion: '43512876',
};

/** A token answer as Keycloak gives it: realm roles only in the (JWT) access token. */
export function tokenAnswer(generation: number, expiresIn = 300) {
  // One issue time per test file, so the same generation always yields the same tokens.
  const iat = issuedAt;
  return {
    access_token: jwt({ iss: authority, sub: 'maria-sub', iat, exp: iat + expiresIn, realm_access: { roles: ['role_personas'] }, gen: generation }),
    refresh_token: `refresco-${generation}`,
    id_token: jwt({ ...mariaClaims, iat, exp: iat + expiresIn }),
    token_type: 'Bearer',
    expires_in: expiresIn,
    scope: 'openid profile',
  };
}

/** Puts a signed-in user in the store as a previous page load would have left it. */
export function storedUser(storage: Storage, options: { expiresIn: number; generation?: number; refreshToken?: string | null }) {
  const answer = tokenAnswer(options.generation ?? 0, options.expiresIn);
  const user = new User({
    access_token: answer.access_token,
    refresh_token: options.refreshToken === null ? undefined : (options.refreshToken ?? answer.refresh_token),
    id_token: answer.id_token,
    token_type: 'Bearer',
    scope: 'openid profile',
    profile: { ...mariaClaims, iat: nowSeconds(), exp: nowSeconds() + 300 },
    expires_at: nowSeconds() + options.expiresIn,
  });
  storage.setItem(userKey, user.toStorageString());
  return user;
}

export const discovery = {
  issuer: authority,
  authorization_endpoint: `${authority}/protocol/openid-connect/auth`,
  token_endpoint: tokenUrl,
  userinfo_endpoint: `${authority}/protocol/openid-connect/userinfo`,
  end_session_endpoint: `${authority}/protocol/openid-connect/logout`,
  jwks_uri: `${authority}/protocol/openid-connect/certs`,
  code_challenge_methods_supported: ['S256'],
};

export const discoveryHandler = http.get(discoveryUrl, () => HttpResponse.json(discovery));

/** Token endpoint answering in turn from `answers`; records each request's form. */
export function tokenEndpoint(answer: (form: URLSearchParams, index: number) => Response | Promise<Response>) {
  const requests: URLSearchParams[] = [];
  const handler = http.post(tokenUrl, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    requests.push(form);
    return answer(form, requests.length - 1);
  });
  return { handler, requests };
}

/** A Storage of its own: a second "tab" must not share the first one's sessionStorage. */
export function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

export function fakeBrowser(overrides: Partial<OidcBrowser> & { address?: string } = {}) {
  let address = new URL(overrides.address ?? 'http://localhost/certificados');
  const replaceAddress = vi.fn((url: URL) => (address = url));
  const browser: OidcBrowser = {
    location: () => new URL(address.href),
    replaceAddress,
    sessionStorage: overrides.sessionStorage ?? memoryStorage(),
    locks: overrides.locks,
    openChannel: overrides.openChannel,
    localStorage: overrides.localStorage,
    onWake: overrides.onWake,
    basePath: '/',
    frames: overrides.frames,
  };
  return { browser, replaceAddress, address: () => address.href };
}

/** A hidden frame of `fakeFrameHost`: the addresses it was sent to, and whether it is still in the page. */
export interface FakeFrame {
  readonly window: Window;
  readonly addresses: string[];
  removed: boolean;
  /** The frame's page posts `data` to its parent, from `origin` (the portal's by default). */
  post(data: unknown, origin?: string): void;
}

/**
 * A page for the silent check's frames (`FrameHost`) without a document: each frame records the
 * addresses it is sent to and calls `answer` with each one, where a test plays the provider and the
 * callback page (`frame.post`). Tasks, the idle ones too, are real ones (a zero-delay timer), unless
 * `queue` is given: then they wait there until the test runs them.
 */
export function fakeFrameHost({ answer, queue }: { answer?: (address: string, frame: FakeFrame) => void; queue?: Array<() => void> } = {}) {
  const origin = 'http://localhost';
  const messages = new EventTarget();
  const frames: FakeFrame[] = [];
  const host: FrameHost = {
    origin,
    messages: messages as unknown as FrameHost['messages'],
    openFrame: () => {
      const addresses: string[] = [];
      const location = { replace: (address: string) => (addresses.push(address), answer?.(address, frame)) };
      const frame: FakeFrame = {
        window: { location } as unknown as Window,
        addresses,
        removed: false,
        post: (data, from = origin) => void messages.dispatchEvent(Object.assign(new Event('message'), { data, origin: from, source: frame.window })),
      };
      frames.push(frame);
      return { window: frame.window, remove: () => (frame.removed = true) };
    },
    nextTask: (work) => (queue ? queue.push(work) : setTimeout(work, 0)),
    whenIdle: (work) => (queue ? queue.push(work) : setTimeout(work, 0)),
  };
  return { host, frames, messages };
}

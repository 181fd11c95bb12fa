import type { FrameHost } from './hidden-frame-navigator.adapter';

/**
 * The browser pieces `OidcIdentity` touches beyond oidc-client-ts itself. The container binds
 * nothing here, so the adapter uses `windowOidcBrowser()`; tests pass their own to play two
 * tabs, a browser without the Web Locks API, or a callback address.
 */
export interface OidcBrowser {
  /** The page's address (read at each use: login starts from wherever the person is). */
  readonly location: () => URL;
  /** Replaces the address without a navigation (history.replaceState). */
  readonly replaceAddress: (url: URL) => void;
  /** Where oidc-client-ts keeps the tokens and the pending login state: sessionStorage, never localStorage. */
  readonly sessionStorage: Storage;
  /** navigator.locks where the browser has it (every current one does; older Safari does not). */
  readonly locks: LockManager | undefined;
  /** Same-origin channel to the other tabs, or undefined where BroadcastChannel is missing. */
  readonly openChannel: ((name: string) => BroadcastChannel) | undefined;
  /**
   * localStorage, for the sign-out mark only (session-end-mark.adapter.ts): what every tab of the
   * origin can read after sleeping through a message. Undefined where storage is blocked.
   */
  readonly localStorage?: Storage;
  /**
   * Registers a listener for the page waking (restored from the back/forward cache, resumed, shown
   * again); returns the function that releases it. When not given, the page's own
   * (page-wake.adapter.ts), loaded with the watch that needs it (session-end-watch.adapter.ts).
   */
  readonly onWake?: (listener: () => void) => () => void;
  /** The base path the portal is served under (Vite's BASE_URL). */
  readonly basePath: string;
  /** Where the silent check's hidden frame goes; the portal's own page when not given. */
  readonly frames?: FrameHost;
}
export const OidcBrowser = Symbol.for('OidcBrowser');

export function windowOidcBrowser(): OidcBrowser {
  return {
    location: () => new URL(window.location.href),
    replaceAddress: (url) => window.history.replaceState(window.history.state, '', url.href),
    sessionStorage: sessionStorageOrMemory(),
    locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
    openChannel: typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : undefined,
    localStorage: localStorageIfAllowed(),
    basePath: import.meta.env.BASE_URL,
  };
}

/**
 * sessionStorage, or a store in memory where the browser refuses it (storage blocked in the
 * privacy settings makes reading `window.sessionStorage` throw). The portal then still runs
 * anonymously; a sign-in cannot survive its redirect without storage, and fails as a refused one.
 */
function sessionStorageOrMemory(): Storage {
  try {
    const storage = window.sessionStorage;
    storage.getItem('oidc-storage-check');
    return storage;
  } catch {
    console.warn('Session storage is not available; the session is kept in memory for this page only');
    return new MemoryStorage();
  }
}

/** localStorage, or undefined where the browser refuses it (reading `window.localStorage` then throws). */
function localStorageIfAllowed(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  clear(): void {
    this.items.clear();
  }
}

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
  /** The base path the portal is served under (Vite's BASE_URL). */
  readonly basePath: string;
}
export const OidcBrowser = Symbol.for('OidcBrowser');

export function windowOidcBrowser(): OidcBrowser {
  return {
    location: () => new URL(window.location.href),
    replaceAddress: (url) => window.history.replaceState(window.history.state, '', url.href),
    sessionStorage: window.sessionStorage,
    locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
    openChannel: typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : undefined,
    basePath: import.meta.env.BASE_URL,
  };
}

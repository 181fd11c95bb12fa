import type { Session } from '@/domain/shared/session/session.entity';

/** How the startup check ended: `unavailable` when the provider could not be reached in time. */
export interface IdentityStartup {
  readonly session: Session;
  readonly isProviderAvailable: boolean;
}

/**
 * Why the session changed, so presentation can react: after 'refreshRejected' (the provider
 * refused the refresh token) a protected page starts a new login (docs/identity.md); after
 * 'sessionRejected' (the API answered 401 even to renewed tokens) and 'endedInAnotherTab' (a
 * sign-out, the inactivity sign-out or a refused refresh in another tab of the portal) the
 * closed-session notice offers 'Aceptar' or a new login, so nothing the person typed is lost to
 * a redirect.
 */
export type SessionChangeReason = 'signedIn' | 'signedOut' | 'refreshed' | 'refreshRejected' | 'sessionRejected' | 'endedInAnotherTab';

/** The session ended under the person without a redirect of this tab: the closed-session notice says so. */
export const endsWithClosedSessionNotice = (reason: SessionChangeReason | null): boolean =>
  reason === 'sessionRejected' || reason === 'endedInAnotherTab';

/**
 * Sign-in and the current session. `OidcIdentity` (oidc-client-ts) is the adapter; an
 * integrator swaps providers by binding another class to this token in src/modules/shell.module.ts
 * (docs/identity.md).
 */
export interface Identity {
  /**
   * Silent check at startup (prompt=none, or the refresh token when one is held), bounded in
   * time; never rejects: an unreachable provider gives an anonymous session and
   * `isProviderAvailable: false`.
   */
  initialize(): Promise<IdentityStartup>;
  currentSession(): Session;
  /** Starts sign-in from the current address (without its query string) and returns there. */
  login(): Promise<void>;
  /** Ends the session at the provider (id_token_hint + post_logout_redirect_uri), and in every open tab of the portal. */
  logout(): Promise<void>;
  /** Renews the tokens now (the 'continue the session' choice); false when it could not. */
  refresh(): Promise<boolean>;
  /** Seconds until the access token expires, corrected for server clock skew; null when anonymous. */
  secondsUntilExpiry(): number | null;
  /** Called whenever the session changes; returns the unsubscribe function. */
  onSessionChange(listener: (session: Session, reason: SessionChangeReason) => void): () => void;
}
export const Identity = Symbol.for('Identity');

/**
 * The HTTP layer's slot for the bearer token: called before every API call so the
 * identity adapter can refresh a token that expires within 5 s. Null when anonymous.
 */
export interface AccessTokenSource {
  freshAccessToken(): Promise<string | null>;
  /**
   * The API answered 401 to `rejected`. A token another call renewed meanwhile is handed over
   * as it is; otherwise the tokens are renewed once. 'sessionEnded': the provider refused the
   * refresh (the session is over); 'unavailable': it could not be asked (the session stays).
   */
  renewRejectedToken(rejected: string): Promise<TokenRenewal>;
  /** The API refused even renewed tokens: clears them and ends the session ('sessionRejected'). */
  endRejectedSession(): Promise<void>;
}

export type TokenRenewal =
  | { readonly kind: 'renewed'; readonly accessToken: string }
  | { readonly kind: 'sessionEnded' }
  | { readonly kind: 'unavailable' };
export const AccessTokenSource = Symbol.for('AccessTokenSource');

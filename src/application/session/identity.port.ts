import type { Session } from '@/domain/session/session.entity';

/**
 * Sign-in and the current session. The oidc-client-ts adapter arrives with the identity
 * issue; an integrator swaps providers by binding another class to this token.
 */
export interface Identity {
  /** Silent check at startup; resolves with the session found (anonymous when none). */
  initialize(): Promise<Session>;
  currentSession(): Session;
  /** Starts sign-in from the current address (without its query string) and returns there. */
  login(): Promise<void>;
  logout(): Promise<void>;
  /** Called whenever the session changes; returns the unsubscribe function. */
  onSessionChange(listener: (session: Session) => void): () => void;
}
export const Identity = Symbol.for('Identity');

/**
 * The HTTP layer's slot for the bearer token: called before every API call so the
 * identity adapter can refresh a token that expires within 5 s. Null when anonymous.
 */
export interface AccessTokenSource {
  freshAccessToken(): Promise<string | null>;
}
export const AccessTokenSource = Symbol.for('AccessTokenSource');

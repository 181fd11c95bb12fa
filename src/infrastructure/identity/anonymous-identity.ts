import { injectable } from 'inversify';
import type { AccessTokenSource, Identity, IdentityStartup } from '@/application/session/identity.port';
import { anonymousSession, type Session } from '@/domain/session/session.entity';

export class IdentityUnavailableError extends Error {
  readonly code = 'identity.unavailable';
  constructor() {
    super('identity.unavailable');
  }
}

/**
 * The adapter for a portal with no identity provider bound: every visitor is anonymous.
 * It is what the portal falls back to when the provider cannot be reached, and the
 * default until the OIDC adapter (identity issue) is bound in its place.
 * `login` rejects with `identity.unavailable` so the header can say so in Spanish.
 */
@injectable()
export class AnonymousIdentity implements Identity, AccessTokenSource {
  async initialize(): Promise<IdentityStartup> {
    return { session: anonymousSession, isProviderAvailable: true };
  }

  currentSession(): Session {
    return anonymousSession;
  }

  async login(): Promise<void> {
    throw new IdentityUnavailableError();
  }

  async logout(): Promise<void> {
    // Nobody is signed in: nothing to end.
  }

  async refresh(): Promise<boolean> {
    return false;
  }

  secondsUntilExpiry(): number | null {
    return null;
  }

  onSessionChange(): () => void {
    return () => undefined;
  }

  async freshAccessToken(): Promise<string | null> {
    return null;
  }
}

import { injectable } from 'inversify';
import type { AccessTokenSource, Identity, IdentityStartup } from '@/application/shared/session/identity.port';
import { anonymousSession, type Session } from '@/domain/shared/session/session.entity';

export class IdentityUnavailableError extends Error {
  readonly code = 'identity.unavailable';
  constructor() {
    super('identity.unavailable');
  }
}

/**
 * The adapter for a portal with no identity provider: every visitor is anonymous. Bind it
 * instead of `OidcIdentity` in src/container.ts to run the portal without sign-in
 * (docs/identity.md). `login` rejects with `identity.unavailable` so the header can say so in
 * Spanish; `OidcIdentity.login` rejects the same way when the provider cannot be reached.
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

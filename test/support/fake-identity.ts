import { vi } from 'vitest';
import type { Identity, IdentityStartup, SessionChangeReason } from '@/application/shared/session/identity.port';
import { anonymousSession, type Session } from '@/domain/shared/session/session.entity';

export const signedInSession: Session = Object.freeze({
  isLogged: true,
  userName: 'ana.perez',
  userFullName: 'Ana Pérez',
  documentType: 'CC',
  documentNumber: '1020304050',
  roles: Object.freeze(['role_personas']) as readonly string[],
});

/**
 * An Identity whose session the test decides. `login`, `logout` and `refresh` are spies;
 * `signIn` / `change` play the provider answering later, as the real adapter does after a
 * silent check, a redirect or a rejected refresh.
 */
export class FakeIdentity implements Identity {
  readonly login = vi.fn(async (): Promise<void> => {
    if (this.loginOutcome === 'unavailable') {
      throw Object.assign(new Error('identity.unavailable'), { code: 'identity.unavailable' });
    }
  });
  readonly logout = vi.fn(async (): Promise<void> => this.change(anonymousSession, 'signedOut'));
  readonly refresh = vi.fn(async (): Promise<boolean> => true);
  expiresInSeconds: number | null = null;
  isProviderAvailable = true;
  private readonly listeners = new Set<(session: Session, reason: SessionChangeReason) => void>();

  constructor(
    private session: Session = anonymousSession,
    private readonly loginOutcome: 'redirect' | 'unavailable' = 'redirect',
  ) {}

  get loginCalls(): number {
    return this.login.mock.calls.length;
  }

  get logoutCalls(): number {
    return this.logout.mock.calls.length;
  }

  async initialize(): Promise<IdentityStartup> {
    return { session: this.session, isProviderAvailable: this.isProviderAvailable };
  }

  currentSession(): Session {
    return this.session;
  }

  secondsUntilExpiry(): number | null {
    return this.session.isLogged ? this.expiresInSeconds : null;
  }

  onSessionChange(listener: (session: Session, reason: SessionChangeReason) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  change(session: Session, reason: SessionChangeReason = session.isLogged ? 'signedIn' : 'signedOut'): void {
    this.session = session;
    this.listeners.forEach((listener) => listener(session, reason));
  }

  signIn(session: Session = signedInSession): void {
    this.change(session, 'signedIn');
  }
}

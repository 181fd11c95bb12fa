import type { Identity } from '@/application/session/identity.port';
import { anonymousSession, type Session } from '@/domain/session/session.entity';

/** An Identity whose session the test controls; records login and logout calls. */
export class FakeIdentity implements Identity {
  loginCalls = 0;
  logoutCalls = 0;
  private listeners = new Set<(session: Session) => void>();

  constructor(
    private session: Session = anonymousSession,
    private readonly loginOutcome: 'redirect' | 'unavailable' = 'redirect',
  ) {}

  async initialize(): Promise<Session> {
    return this.session;
  }

  currentSession(): Session {
    return this.session;
  }

  async login(): Promise<void> {
    this.loginCalls += 1;
    if (this.loginOutcome === 'unavailable') {
      throw Object.assign(new Error('identity.unavailable'), { code: 'identity.unavailable' });
    }
  }

  async logout(): Promise<void> {
    this.logoutCalls += 1;
    this.change(anonymousSession);
  }

  onSessionChange(listener: (session: Session) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  change(session: Session): void {
    this.session = session;
    this.listeners.forEach((listener) => listener(session));
  }
}

export const signedIn: Session = {
  isLogged: true,
  userName: 'mgomez',
  userFullName: 'María Gómez',
  documentType: 'CC',
  documentNumber: '1020304050',
  roles: ['role_personas'],
};

import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { Identity, type SessionChangeReason } from '@/application/shared/session/identity.port';
import type { Session } from '@/domain/shared/session/session.entity';

/**
 * The one place pages and cards read the session from (roles: docs/shell.md): an observable
 * mirror of the Identity port, so sign-in and sign-out re-render whatever depends on them.
 */
@injectable()
export class SessionStore {
  session: Session;
  /** Set while a login or logout redirect is being prepared, to disable the buttons. */
  isRedirecting = false;
  /** Code of the last failed sign-in attempt (e.g. 'identity.unavailable'); null when none. */
  loginError: string | null = null;
  /**
   * Why the session last changed; null until it does. A page that needs sign-in starts a new
   * login after 'refreshRejected' (docs/identity.md) but not after 'signedOut', when the logout
   * redirect is already on its way, nor after 'sessionRejected' or 'endedInAnotherTab', when the
   * closed-session notice offers it.
   */
  lastChange: SessionChangeReason | null = null;
  private readonly unsubscribe: () => void;

  constructor(@inject(Identity) private readonly identity: Identity) {
    this.session = identity.currentSession();
    // Annotated one by one rather than inferred (makeAutoObservable), for the header resolves the
    // store in the first render's work: the session is replaced whole, never changed in place, so
    // it is observed by reference, not copied into an observable tree.
    makeObservable(this, {
      session: observableRef,
      isRedirecting: observable,
      loginError: observable,
      lastChange: observable,
      isLogged: computed,
      login: action,
      logout: action,
      clearLoginError: action,
    });
    this.unsubscribe = identity.onSessionChange((session, reason) =>
      runInAction(() => {
        this.session = session;
        this.lastChange = reason;
      }),
    );
  }

  get isLogged(): boolean {
    return this.session.isLogged;
  }

  hasAnyRole(roles: readonly string[]): boolean {
    return roles.some((role) => this.session.roles.includes(role));
  }

  async login(): Promise<void> {
    this.isRedirecting = true;
    this.loginError = null;
    try {
      await this.identity.login();
    } catch (error) {
      runInAction(() => {
        this.loginError = error instanceof Error && 'code' in error ? String(error.code) : 'identity.unavailable';
        this.isRedirecting = false;
      });
    }
  }

  async logout(): Promise<void> {
    this.isRedirecting = true;
    try {
      await this.identity.logout();
    } finally {
      runInAction(() => (this.isRedirecting = false));
    }
  }

  clearLoginError(): void {
    this.loginError = null;
  }

  dispose(): void {
    this.unsubscribe();
  }
}

import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  SessionTimeoutController,
  type ActivityKind,
  type SessionTimeoutState,
} from '@/application/shared/session/session-timeout.controller';
import { SessionStore } from '@/presentation/shared/session/session.store';

/**
 * Observable mirror of {@link SessionTimeoutController} for the notice and the dialogs, plus
 * the two choices that go through {@link SessionStore} so a failed sign-in is reported where
 * every other one is (the header's warning toast).
 */
@injectable()
export class SessionTimeoutStore {
  state: SessionTimeoutState;
  private unsubscribe: (() => void) | null = null;

  constructor(
    @inject(SessionTimeoutController) private readonly controller: SessionTimeoutController,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    this.state = controller.current;
    makeAutoObservable<this, 'controller' | 'session' | 'unsubscribe'>(this, {
      controller: false,
      session: false,
      unsubscribe: false,
    });
  }

  get isLogged(): boolean {
    return this.session.isLogged;
  }

  start(): void {
    if (this.unsubscribe !== null) return;
    this.unsubscribe = this.controller.subscribe((state) => this.mirror(state));
    this.controller.start();
    this.mirror(this.controller.current);
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.controller.stop();
  }

  recordActivity(kind: ActivityKind): void {
    this.controller.recordActivity(kind);
  }

  dismissNotice(): void {
    this.controller.dismissInPageNotice();
  }

  continueSession(): Promise<void> {
    return this.controller.continueSession();
  }

  closeSession(): Promise<void> {
    return this.controller.closeSession();
  }

  acceptClosedSession(): Promise<void> {
    return this.controller.acceptClosedSession();
  }

  loginAgain(): Promise<void> {
    this.controller.dismissClosedSession();
    return this.session.login();
  }

  private mirror(state: SessionTimeoutState): void {
    this.state = state;
  }
}

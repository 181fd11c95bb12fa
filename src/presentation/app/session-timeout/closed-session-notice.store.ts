import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/**
 * Whether 'Ha finalizado tu sesión' is up, as the session timeout's controller last said: the
 * global feedback asks it before raising the generic system error (the notice already says what
 * happened). The controller arrives with a session (`SessionTimeoutLoader`); until then, and for
 * an anonymous visit, nothing is up.
 */
@injectable()
export class ClosedSessionNotice {
  isShown = false;

  constructor() {
    makeAutoObservable(this);
  }

  mirror(isShown: boolean): void {
    this.isShown = isShown;
  }
}

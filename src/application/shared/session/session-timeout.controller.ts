import { inject, injectable } from 'inversify';
import { KeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import { Logger } from '@/application/shared/logger.port';
import { endsWithClosedSessionNotice, Identity, type SessionChangeReason } from './identity.port';
import type { Session } from '@/domain/shared/session/session.entity';
import {
  ACTIVITY_SHARE_INTERVAL_MS,
  COUNTDOWN_TICK_MS,
  dueInactivityNotice,
  EXPIRED_FLAG_VALUE,
  EXPIRED_LOGOUT_DELAY_MS,
  EXPIRY_POLL_INTERVAL_MS,
  INACTIVITY_WINDOW_FEATURES,
  inactivityNotices,
  isNearExpiry,
  TIME_TO_EXPIRED_SECONDS,
  type InactivityNotice,
  type InactivityNoticeKind,
} from '@/domain/shared/session/session-timeout.rules';
import { ActivityBroadcast } from './activity-broadcast.port';
import { Scheduler, type CancelTask } from './scheduler.port';
import { WindowOpener, type OpenedWindow } from './window-opener.port';

/** What the page shows; presentation mirrors it. */
export interface SessionTimeoutState {
  /** A notice the browser would not open as a window, shown inside the page instead. */
  readonly inPageNotice: InactivityNoticeKind | null;
  /** Seconds left on the 'La sesión se cerrará en:' dialog; null when it is closed. */
  readonly countdownSeconds: number | null;
  /** A 'Continuar sesión' refresh is under way. */
  readonly isRefreshing: boolean;
  /** The isExpired flag is set: the 'Ha finalizado tu sesión' dialog is due. */
  readonly isSessionClosed: boolean;
}

/** User-activity event types (docs/identity.md: blur, click, keypress, mouse, scroll, touch). */
export type ActivityKind = 'blur' | 'click' | 'keypress' | 'mousemove' | 'scroll' | 'touchstart';

const NONE = -1;

/**
 * Inactivity windows and session expiry (docs/identity.md, 'Session timeout'), armed only while
 * someone is signed in.
 *
 * Activity costs one assignment: it records when it happened, and the single inactivity timer,
 * when it fires, measures the idle time from that record and sleeps again for the remainder
 * when there was activity since. So a stream of mousemove events never clears or creates a
 * timer (the throttling 'restart on activity' needs), and the windows still open
 * exactly 900,000 / 1,000,000 / 1,020,000 ms after the last activity.
 *
 * Activity in the portal's other tabs counts too: they share one provider
 * session, which an idle tab would otherwise close under the person working in another.
 *
 * A person who has been active since the tokens were last renewed is not
 * asked 'La sesión se cerrará en:': the poll renews the tokens silently instead
 * (docs/adr/0008-silent-renewal-for-active-people.md). The countdown stays for idle people
 * and for a silent renewal that fails.
 */
@injectable()
export class SessionTimeoutController {
  private state: SessionTimeoutState = {
    inPageNotice: null,
    countdownSeconds: null,
    isRefreshing: false,
    isSessionClosed: false,
  };
  private readonly listeners = new Set<(state: SessionTimeoutState) => void>();
  private unsubscribeIdentity: (() => void) | null = null;
  private unsubscribeBroadcast: (() => void) | null = null;
  private lastSharedAt = Number.NEGATIVE_INFINITY;
  private isArmed = false;
  /** Once the expired notice is up the session is over: activity no longer saves it. */
  private isExpiring = false;
  private lastActivityAt = 0;
  /** When the tokens were last issued or renewed, here or by anyone (API call, other tab). */
  private lastRenewalAt = 0;
  /** The silent renewal under way: polls do not start a second one. */
  private silentRenewal: Promise<void> | null = null;
  /** Index of the latest notice shown since the last activity. */
  private shownNotice = NONE;
  private inactivityTimer: CancelTask | null = null;
  private pollTimer: CancelTask | null = null;
  private countdownTimer: CancelTask | null = null;
  private readonly noticeTimers = new Set<CancelTask>();
  private readonly openWindows = new Set<OpenedWindow>();

  constructor(
    @inject(Identity) private readonly identity: Identity,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(Scheduler) private readonly scheduler: Scheduler,
    @inject(WindowOpener) private readonly windows: WindowOpener,
    @inject(ActivityBroadcast) private readonly broadcast: ActivityBroadcast,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  get current(): SessionTimeoutState {
    return this.state;
  }

  /** Returns the unsubscribe function. */
  subscribe(listener: (state: SessionTimeoutState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Reads the isExpired flag left by an earlier visit and follows the session from now on.
   * `endedBefore`: how the session last changed before the controller started (it arrives with a
   * session, in a chunk of its own), so a session the API refused or another tab closed while it
   * was on its way still gets 'Ha finalizado tu sesión'.
   */
  start(endedBefore: SessionChangeReason | null = null): void {
    if (this.unsubscribeIdentity !== null) return;
    const endedUnseen = endedBefore !== null && endsWithClosedSessionNotice(endedBefore) && !this.identity.currentSession().isLogged;
    this.update({ isSessionClosed: endedUnseen || this.storage.get(storageKeys.isExpired) === EXPIRED_FLAG_VALUE });
    this.unsubscribeIdentity = this.identity.onSessionChange((session, reason) => this.follow(session, reason));
    this.unsubscribeBroadcast = this.broadcast.subscribe((at) => this.activeInAnotherTab(at));
    if (this.identity.currentSession().isLogged) this.arm();
  }

  stop(): void {
    this.unsubscribeIdentity?.();
    this.unsubscribeIdentity = null;
    this.unsubscribeBroadcast?.();
    this.unsubscribeBroadcast = null;
    this.disarm();
  }

  recordActivity(kind: ActivityKind): void {
    if (!this.isArmed || this.isExpiring) return;
    // Opening a notice window takes focus from the portal, which fires 'blur' here: that is
    // the portal's own doing, not the person's, and counting it would restart the timers
    // at every notice so the session never ended.
    if (kind === 'blur' && [...this.openWindows].some((opened) => opened.isOpen())) return;
    const now = this.scheduler.now();
    if (now - this.lastSharedAt >= ACTIVITY_SHARE_INTERVAL_MS) {
      this.lastSharedAt = now;
      this.broadcast.publish(now);
    }
    this.activeAt(now);
  }

  /**
   * Activity another tab reported. Its time is taken as at most this tab's now, and a time that is
   * not a finite number is ignored: another tab's clock, or a message forged by any script of the
   * origin, must not push the inactivity sign-out back beyond the real idle time.
   */
  private activeInAnotherTab(at: number): void {
    if (!Number.isFinite(at)) return;
    this.activeAt(Math.min(at, this.scheduler.now()));
  }

  /** Activity here or in another tab at `at`. */
  private activeAt(at: number): void {
    if (!this.isArmed || this.isExpiring || at <= this.lastActivityAt) return;
    this.lastActivityAt = at;
    if (this.shownNotice !== NONE) {
      // A notice was shown: the sequence starts over from the first one.
      this.shownNotice = NONE;
      this.scheduleInactivityCheck();
    }
  }

  /** 'Cerrar' on the in-page notice. */
  dismissInPageNotice(): void {
    this.update({ inPageNotice: null });
  }

  /** 'Continuar sesión': renews the tokens; the countdown goes on if that fails. */
  async continueSession(): Promise<void> {
    if (this.state.isRefreshing || this.state.countdownSeconds === null) return;
    this.update({ isRefreshing: true });
    let renewed = false;
    try {
      renewed = await this.identity.refresh();
    } catch (error) {
      this.logger.error('Could not renew the session', error);
    }
    this.update({ isRefreshing: false });
    if (renewed) {
      this.lastRenewalAt = this.scheduler.now();
      this.stopCountdown();
    }
  }

  /** 'Cerrar sesión' on the countdown: an ordinary sign-out, so no isExpired flag. */
  async closeSession(): Promise<void> {
    this.stopCountdown();
    await this.logout();
  }

  /** 'Aceptar' on 'Ha finalizado tu sesión': clear the flag and close what is left of the session. */
  async acceptClosedSession(): Promise<void> {
    this.dismissClosedSession();
    if (this.identity.currentSession().isLogged) await this.logout();
  }

  /** Clears the flag and hides 'Ha finalizado tu sesión' ('Iniciar sesión' then starts login). */
  dismissClosedSession(): void {
    this.storage.remove(storageKeys.isExpired);
    this.update({ isSessionClosed: false });
  }

  private follow(session: Session, reason: SessionChangeReason): void {
    if (!session.isLogged) {
      this.disarm();
      // The API refused even renewed tokens (ADR 0012), or another tab of the portal signed out
      // (ADR 0020): 'Ha finalizado tu sesión' says what happened and offers a new login that
      // returns to this page. Not flagged in storage: unlike an expiry, there is nothing to tell
      // a later visit.
      if (endsWithClosedSessionNotice(reason)) this.update({ isSessionClosed: true });
      return;
    }
    if (!this.isArmed) this.arm();
    else if (reason === 'refreshed') {
      this.lastRenewalAt = this.scheduler.now();
      // Renewed elsewhere (an API call, another tab): the warning no longer holds.
      if (!isNearExpiry(this.identity.secondsUntilExpiry())) this.stopCountdown();
    }
  }

  private arm(): void {
    this.isArmed = true;
    this.isExpiring = false;
    this.lastActivityAt = this.scheduler.now();
    this.lastRenewalAt = this.lastActivityAt;
    this.shownNotice = NONE;
    this.scheduleInactivityCheck();
    this.pollTimer = this.scheduler.every(EXPIRY_POLL_INTERVAL_MS, () => this.pollExpiry());
  }

  private disarm(): void {
    this.isArmed = false;
    this.isExpiring = false;
    this.inactivityTimer?.();
    this.inactivityTimer = null;
    this.pollTimer?.();
    this.pollTimer = null;
    this.noticeTimers.forEach((cancel) => cancel());
    this.noticeTimers.clear();
    this.openWindows.forEach((opened) => opened.close());
    this.openWindows.clear();
    this.stopCountdown();
    this.update({ inPageNotice: null, isRefreshing: false });
  }

  private scheduleInactivityCheck(): void {
    this.inactivityTimer?.();
    this.inactivityTimer = null;
    const next = inactivityNotices[this.shownNotice + 1];
    if (next === undefined) return;
    const idleMs = this.scheduler.now() - this.lastActivityAt;
    this.inactivityTimer = this.scheduler.after(Math.max(0, next.afterIdleMs - idleMs), () => this.checkInactivity());
  }

  private checkInactivity(): void {
    this.inactivityTimer = null;
    const due = dueInactivityNotice(this.scheduler.now() - this.lastActivityAt);
    const notice = inactivityNotices[due];
    if (due > this.shownNotice && notice !== undefined) {
      this.shownNotice = due;
      this.showNotice(notice);
    }
    if (!this.isExpiring) this.scheduleInactivityCheck();
  }

  private showNotice(notice: InactivityNotice): void {
    const opened = this.windows.open(notice.path, notice.windowName, INACTIVITY_WINDOW_FEATURES);
    if (opened === null) {
      this.update({ inPageNotice: notice.kind });
      this.later(notice.closeAfterMs, () => {
        if (this.state.inPageNotice === notice.kind) this.update({ inPageNotice: null });
      });
    } else {
      this.openWindows.add(opened);
      // The previous notice, if it was shown in the page, is out of date now.
      this.update({ inPageNotice: null });
      this.later(notice.closeAfterMs, () => {
        opened.close();
        this.openWindows.delete(opened);
      });
    }
    if (notice.kind === 'timeExpired') {
      this.isExpiring = true;
      this.later(EXPIRED_LOGOUT_DELAY_MS, () => void this.expire());
    }
  }

  private later(delayMs: number, task: () => void): void {
    const cancel = this.scheduler.after(delayMs, () => {
      this.noticeTimers.delete(cancel);
      task();
    });
    this.noticeTimers.add(cancel);
  }

  private pollExpiry(): void {
    if (this.state.countdownSeconds !== null || this.silentRenewal !== null) return;
    if (!isNearExpiry(this.identity.secondsUntilExpiry())) return;
    if (this.lastActivityAt > this.lastRenewalAt) {
      this.silentRenewal = this.renewSilently().finally(() => {
        this.silentRenewal = null;
      });
      return;
    }
    this.startCountdown();
  }

  /** The person is working: renew without asking; ask only if that fails. */
  private async renewSilently(): Promise<void> {
    let renewed = false;
    try {
      renewed = await this.identity.refresh();
    } catch (error) {
      this.logger.error('Could not renew the session silently', error);
    }
    if (!this.isArmed || this.isExpiring) return;
    if (renewed) {
      this.lastRenewalAt = this.scheduler.now();
      return;
    }
    if (this.state.countdownSeconds === null && isNearExpiry(this.identity.secondsUntilExpiry())) this.startCountdown();
  }

  private startCountdown(): void {
    this.update({ countdownSeconds: TIME_TO_EXPIRED_SECONDS });
    this.countdownTimer = this.scheduler.every(COUNTDOWN_TICK_MS, () => {
      const left = (this.state.countdownSeconds ?? 1) - 1;
      this.update({ countdownSeconds: left });
      if (left <= 0) void this.expire();
    });
  }

  private stopCountdown(): void {
    this.countdownTimer?.();
    this.countdownTimer = null;
    if (this.state.countdownSeconds !== null) this.update({ countdownSeconds: null });
  }

  /** The session ran out: flag it for the closed-session dialog and sign out. */
  private async expire(): Promise<void> {
    this.storage.set(storageKeys.isExpired, EXPIRED_FLAG_VALUE);
    this.update({ isSessionClosed: true });
    // The real adapter leaves the page for the provider's end-session address; until then,
    // and whatever the adapter does, nothing here may fire again.
    this.disarm();
    await this.logout();
  }

  private async logout(): Promise<void> {
    try {
      await this.identity.logout();
    } catch (error) {
      this.logger.error('Could not close the session', error);
    }
  }

  private update(change: Partial<SessionTimeoutState>): void {
    const next = { ...this.state, ...change };
    const keys = Object.keys(change) as (keyof SessionTimeoutState)[];
    if (keys.every((key) => next[key] === this.state[key])) return;
    this.state = Object.freeze(next);
    this.listeners.forEach((listener) => listener(this.state));
  }
}

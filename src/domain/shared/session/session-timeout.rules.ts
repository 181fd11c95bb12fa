/**
 * Inactivity windows and session expiry (docs/identity.md, 'Session timeout'): the
 * numbers, and the decisions that depend only on them. Timers and windows live in
 * application/session-timeout; this file never reads a clock.
 */

export type InactivityNoticeKind = 'timeLeft' | 'littleTimeLeft' | 'timeExpired';

export interface InactivityNotice {
  readonly kind: InactivityNoticeKind;
  /** Milliseconds without activity after which the notice opens. */
  readonly afterIdleMs: number;
  /** The portal page the window shows, relative to the session redirect address. */
  readonly path: string;
  /** The window's name: one per notice, so a notice never replaces another's window. */
  readonly windowName: string;
  /** The window (or the in-page notice) closes itself this long after opening. */
  readonly closeAfterMs: number;
}

/** In the order they open; each one's `afterIdleMs` is larger than the previous one's. */
export const inactivityNotices: readonly InactivityNotice[] = Object.freeze([
  { kind: 'timeLeft', afterIdleMs: 900_000, path: 'tiempo-restante', windowName: 'tiempo-restante', closeAfterMs: 99_000 },
  {
    kind: 'littleTimeLeft',
    afterIdleMs: 1_000_000,
    path: 'poco-tiempo-restante',
    windowName: 'poco-tiempo-restante',
    closeAfterMs: 19_000,
  },
  { kind: 'timeExpired', afterIdleMs: 1_020_000, path: 'tiempo-expirado', windowName: 'tiempo-expirado', closeAfterMs: 3_000 },
]);

/** After the expired notice opens, the flag is stored and the person logged out this much later. */
export const EXPIRED_LOGOUT_DELAY_MS = 3_000;

/**
 * Activity is shared with the portal's other tabs at most this often: a stream of mousemove
 * events becomes one message a second, and another tab's windows open at most 1 s early.
 */
export const ACTIVITY_SHARE_INTERVAL_MS = 1_000;

/** window.open features of every notice window: 600×200. */
export const INACTIVITY_WINDOW_FEATURES = 'width=600,height=200';

/** How often the access token's remaining lifetime is checked. */
export const EXPIRY_POLL_INTERVAL_MS = 15_000;

/** The countdown's tick. */
export const COUNTDOWN_TICK_MS = 1_000;

/** Session.timeToExpired: the countdown starts when the token has this many seconds left or fewer. */
export const TIME_TO_EXPIRED_SECONDS = 120;

/** Seconds of the countdown at which a screen reader hears it again (it hears the start anyway). */
const COUNTDOWN_ANNOUNCED_AT: readonly number[] = Object.freeze([60, 30, 10]);

/** Value of the isExpired storage key once the session was closed for inactivity or expiry. */
export const EXPIRED_FLAG_VALUE = 'true';

/**
 * Index in {@link inactivityNotices} of the latest notice due after `idleMs` without activity,
 * or -1 when none is. A timer that fires late (a sleeping laptop, a throttled background tab)
 * goes straight to the notice that is due, never replaying the earlier ones.
 */
export function dueInactivityNotice(idleMs: number): number {
  let due = -1;
  inactivityNotices.forEach((notice, index) => {
    if (idleMs >= notice.afterIdleMs) due = index;
  });
  return due;
}

/** True when the access token is close enough to expiring to warn (null: nobody signed in). */
export function isNearExpiry(secondsUntilExpiry: number | null): boolean {
  return secondsUntilExpiry !== null && secondsUntilExpiry <= TIME_TO_EXPIRED_SECONDS;
}

/** The countdown's number as the notice shows it: at least two digits ('09', '120'). */
export function countdownDigits(seconds: number): string {
  return String(Math.max(0, Math.trunc(seconds))).padStart(2, '0');
}

/**
 * The last announcement milestone reached at `seconds` left (60, 30 or 10), or null before the
 * first: a live region whose text changes only at these values speaks three times, not 120.
 */
export function countdownMilestone(seconds: number): number | null {
  const reached = COUNTDOWN_ANNOUNCED_AT.filter((milestone) => seconds <= milestone);
  return reached.length === 0 ? null : Math.min(...reached);
}

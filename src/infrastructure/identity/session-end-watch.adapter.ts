import type { User, UserManager } from 'oidc-client-ts';
import { onPageWake } from '@/infrastructure/browser/page-wake.adapter';
import type { OidcBrowser } from './oidc-browser.adapter';
import { sessionIdOf } from './oidc-user.mapper';
import { SESSION_END_MARK_KEY, TOKENS_RECEIVED_AT_KEY, type SessionEndMark } from './session-end-mark.adapter';
import type { RotationHolder } from './token-rotation-channel.adapter';

/**
 * A sleeping tab still learns that the session ended. A tab in the back/forward cache or frozen
 * runs no script and may never get the sign-out message of another tab, and its tokens (in its own
 * sessionStorage) are still there when it wakes. So, while the tab holds a session, each wake
 * (page-wake.adapter.ts) re-checks that the session still exists: if the last session end a tab
 * announced (the mark, session-end-mark.adapter.ts) came after this tab received its tokens and
 * names their session, or the tokens are gone from oidc-client-ts's store
 * (`oidc.user:{authority}:{clientId}` in sessionStorage), the tab ends its session through the
 * holder's `endedElsewhere`, the very path the broadcast takes. The same test keeps a reload of
 * such a tab from using tokens the person signed out of (`predatesLastSignOut`).
 *
 * A chunk of its own, loaded when the tab first holds a session or finds a mark at its start
 * (lazy-session-end-watch.adapter.ts): an anonymous visit never downloads it.
 */
export class SessionEndWatch {
  private releaseWake: (() => void) | null = null;
  /** The check under way: a restore from the back/forward cache fires three wake events at once. */
  private check: Promise<void> | null = null;

  constructor(
    private readonly browser: OidcBrowser,
    private readonly manager: UserManager,
    private readonly holder: RotationHolder,
  ) {}

  /**
   * Registers the wake listeners, once, while the tab holds a session; `stop` releases them when
   * the session ends: an anonymous tab has nothing to re-check.
   */
  start(): void {
    const onWake = this.browser.onWake ?? ((listener: () => void) => onPageWake(window, listener));
    this.releaseWake ??= onWake(() => void this.recheck());
  }

  stop(): void {
    this.releaseWake?.();
    this.releaseWake = null;
  }

  /** True when `held`, this tab's stored tokens, were received before a session end that names their session. */
  predatesLastSignOut(held: User): boolean {
    return this.endingMark(held) !== null;
  }

  /** Re-checks the session after a wake; concurrent wakes share one check. */
  recheck(): Promise<void> {
    this.check ??= this.recheckOnce().finally(() => (this.check = null));
    return this.check;
  }

  private async recheckOnce(): Promise<void> {
    const held = this.holder.currentUser();
    if (!held) return;
    const mark = this.endingMark(held);
    if (mark) return this.holder.endedElsewhere(mark.sessionId);
    const stored = await this.manager.getUser();
    if (stored === null && this.holder.currentUser() === held) await this.holder.endedElsewhere(null);
  }

  private endingMark(held: User): SessionEndMark | null {
    const mark = readSessionEndMark(this.browser.localStorage);
    const receivedAt = Number(this.browser.sessionStorage.getItem(TOKENS_RECEIVED_AT_KEY) ?? Number.NaN);
    if (mark === null || !Number.isFinite(receivedAt) || receivedAt <= 0 || mark.at <= receivedAt) return null;
    // The rule of the message (OidcIdentity.endedElsewhere): a tab holding another provider session keeps it.
    const own = sessionIdOf(held);
    return mark.sessionId === null || own === null || own === mark.sessionId ? mark : null;
  }
}

/** The latest mark, or null when there is none or it is not one (storage blocked, a value of something else). */
export function readSessionEndMark(storage: Storage | undefined): SessionEndMark | null {
  let value: unknown;
  try {
    value = JSON.parse(storage?.getItem(SESSION_END_MARK_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { at, sessionId } = value as Record<string, unknown>;
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  if (sessionId !== null && typeof sessionId !== 'string') return null;
  return { at, sessionId };
}

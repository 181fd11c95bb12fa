import type { User, UserManager } from 'oidc-client-ts';
import type { OidcBrowser } from './oidc-browser.adapter';
import { sessionIdOf } from './oidc-user.mapper';
import type { SessionEndMark } from './session-end-mark.adapter';
import type { RotationHolder, TokenRotationChannel } from './token-rotation-channel.adapter';

/**
 * When this tab received the tokens it holds (milliseconds since the epoch), kept in the tab's
 * sessionStorage beside them, so a reload can still tell whether they predate the last sign-out.
 */
export const TOKENS_RECEIVED_AT_KEY = 'portal.tokensReceivedAt';

/** Whether the end of `sessionId` (null: every tab's session) ends the session of a tab holding `held`. */
export function endsSessionOf(sessionId: string | null, held: User): boolean {
  const own = sessionIdOf(held);
  return sessionId === null || own === null || own === sessionId;
}

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
 */
export class SessionEndWatch {
  private releaseWake: (() => void) | null = null;
  /** The check under way: a restore from the back/forward cache fires three wake events at once. */
  private check: Promise<void> | null = null;

  constructor(
    private readonly browser: OidcBrowser,
    private readonly rotation: TokenRotationChannel,
    private readonly manager: UserManager,
    private readonly holder: RotationHolder,
  ) {}

  /**
   * The tab's tokens change from `previous` to `next` (null: no session). New tokens are stamped
   * with their time of receipt. The wake listeners are registered once, when the tab first holds a
   * session, and released when its session ends: an anonymous tab has nothing to re-check.
   */
  follow(previous: User | null, next: User | null): void {
    if (next === null) {
      this.forgetReceipt();
      this.releaseWake?.();
      this.releaseWake = null;
      return;
    }
    if (next.access_token !== previous?.access_token) this.stampReceipt();
    this.releaseWake ??= this.browser.onWake?.(() => void this.recheck()) ?? null;
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
    const mark = this.rotation.lastSessionEnd();
    const receivedAt = this.receivedAt();
    if (mark === null || receivedAt === null || mark.at <= receivedAt) return null;
    return endsSessionOf(mark.sessionId, held) ? mark : null;
  }

  private receivedAt(): number | null {
    const value = Number(this.browser.sessionStorage.getItem(TOKENS_RECEIVED_AT_KEY) ?? Number.NaN);
    return Number.isFinite(value) && value > 0 ? value : null;
  }

  private stampReceipt(): void {
    try {
      this.browser.sessionStorage.setItem(TOKENS_RECEIVED_AT_KEY, String(Date.now()));
    } catch {
      // A full storage: no receipt time rather than an older one, so only the store check applies.
      this.forgetReceipt();
    }
  }

  private forgetReceipt(): void {
    try {
      this.browser.sessionStorage.removeItem(TOKENS_RECEIVED_AT_KEY);
    } catch {
      // Storage blocked: the memory store in its place (oidc-browser.adapter.ts) never throws.
    }
  }
}

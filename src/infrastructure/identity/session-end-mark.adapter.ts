/**
 * What a tab that slept through the sign-out reads when it wakes (session-end-watch.adapter.ts),
 * written here, in the start's code, because the tabs that write it may not have loaded the watch.
 *
 * The sign-out channel's last word goes to localStorage, where every tab of the origin can read it
 * later: a tab in the back/forward cache, frozen, or in a browser without BroadcastChannel hears no
 * message. It holds when the session ended and which provider session (null: every tab's), never a
 * token or anything of the person. And each tab stamps the tokens it holds with their local time
 * of receipt, in its own sessionStorage beside them, so that even a reload can tell whether they
 * predate the last sign-out.
 */
export const SESSION_END_MARK_KEY = 'portal.sessionEnded';
export const TOKENS_RECEIVED_AT_KEY = 'portal.tokensReceivedAt';

export interface SessionEndMark {
  /** When the session ended, in milliseconds since the epoch on this computer's clock. */
  readonly at: number;
  /** The provider session that ended, or null when every tab's session is to end. */
  readonly sessionId: string | null;
}

/** Writes the mark over the previous one; storage that refuses it (blocked, full) leaves the broadcast alone to say it. */
export function writeSessionEndMark(storage: Storage | undefined, mark: SessionEndMark): void {
  try {
    storage?.setItem(SESSION_END_MARK_KEY, JSON.stringify(mark));
  } catch (error) {
    console.warn('Sign-out mark not stored:', error);
  }
}

/** Stamps the tab's new tokens with now; a full storage leaves no stamp rather than an older one. */
export function stampTokensReceived(storage: Storage): void {
  try {
    storage.setItem(TOKENS_RECEIVED_AT_KEY, String(Date.now()));
  } catch {
    forgetTokensReceived(storage);
  }
}

export function forgetTokensReceived(storage: Storage): void {
  try {
    storage.removeItem(TOKENS_RECEIVED_AT_KEY);
  } catch {
    // Storage blocked: the memory store in its place (oidc-browser.adapter.ts) never throws.
  }
}

/**
 * The sign-out channel's last word, kept where every tab of the origin can read it later: a tab in
 * the back/forward cache, frozen, or in a browser without BroadcastChannel hears no message, and
 * reads this when it wakes instead (session-end-watch.adapter.ts). It holds when the session ended
 * and which provider session (null: every tab's), never a token or anything of the person.
 */
export const SESSION_END_MARK_KEY = 'portal.sessionEnded';

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
    console.warn('The sign-out could not be recorded for sleeping tabs:', error);
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

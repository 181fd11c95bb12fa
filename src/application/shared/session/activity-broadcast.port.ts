/**
 * Activity shared between the portal's tabs. One provider session serves them all, so a tab
 * left idle must not close it (and open its inactivity windows) while the person works in
 * another tab.
 */
export interface ActivityBroadcast {
  /** Tells the other tabs the person was active at `at` (milliseconds since the epoch). */
  publish(at: number): void;
  /** Called with the time of activity in another tab; returns the unsubscribe function. */
  subscribe(listener: (at: number) => void): () => void;
}
export const ActivityBroadcast = Symbol.for('ActivityBroadcast');

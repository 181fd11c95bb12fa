/** Cancels a scheduled task; calling it twice, or after the task ran, does nothing. */
export type CancelTask = () => void;

/**
 * Time for the session-timeout use cases: a port so unit tests drive it with fake timers and
 * integration tests with a hand-cranked clock, and no use case calls `setTimeout` itself.
 */
export interface Scheduler {
  /** Milliseconds since the epoch. */
  now(): number;
  after(delayMs: number, task: () => void): CancelTask;
  every(intervalMs: number, task: () => void): CancelTask;
}
export const Scheduler = Symbol.for('Scheduler');

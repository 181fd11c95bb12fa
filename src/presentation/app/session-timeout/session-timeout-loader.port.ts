import type { SessionTimeoutController } from '@/application/shared/session/session-timeout.controller';

/**
 * Loads the session timeout's controller, and the store its notices mirror it with, into the
 * container, once; later calls wait for the same load, and a load that failed is tried afresh.
 * Implemented at the composition level (src/modules/), which alone may bind classes; the
 * controller's code is a chunk of its own, which only a session (or an expiry left flagged by an
 * earlier visit) asks for.
 */
export interface SessionTimeoutLoader {
  /** The controller, when its chunk is in already; else null. */
  loaded(): SessionTimeoutController | null;
  load(): Promise<SessionTimeoutController>;
}

export const SessionTimeoutLoader = Symbol('SessionTimeoutLoader');

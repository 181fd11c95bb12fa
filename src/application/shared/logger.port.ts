/**
 * The one place the portal reports what went wrong: uncaught errors,
 * unhandled rejections, a failed startup, and the failures flows log on purpose. An
 * adapter may send them to a collector; whatever it does, it never records secrets (tokens,
 * authorization codes, PKCE verifiers) or form bodies, so callers may pass any error they caught.
 */
export interface Logger {
  error(message: string, cause?: unknown): void;
  warn(message: string, cause?: unknown): void;
}
export const Logger = Symbol.for('Logger');

import { injectable } from 'inversify';
import type { Logger } from '@/application/shared/logger.port';
import { installedPageLeaving, isInterruptedImport } from './page-leaving.util';
import { redactSecrets } from './redaction.util';

/** Longest description kept of one cause: enough for a message and the top of a stack. */
const MAX_DESCRIPTION_LENGTH = 2_000;

/**
 * What may be said about a caught value: an error's name, message and stack, redacted
 * ({@link redactSecrets}); of anything else only its type, since an object may be a form body or
 * a token response.
 */
export function describeCause(cause: unknown): string {
  if (cause instanceof Error) {
    const stack = cause.stack?.includes(cause.message) ? cause.stack : `${cause.name}: ${cause.message}\n${cause.stack ?? ''}`;
    return redactSecrets(stack.trim()).slice(0, MAX_DESCRIPTION_LENGTH);
  }
  if (typeof cause === 'string') return redactSecrets(cause).slice(0, MAX_DESCRIPTION_LENGTH);
  if (cause === null || cause === undefined || typeof cause === 'number' || typeof cause === 'boolean') return String(cause);
  return `(${Array.isArray(cause) ? 'array' : typeof cause} left out of the log)`;
}

/** Who else hears of the errors every ConsoleLogger logs (the field telemetry, once started). */
const errorListeners = new Set<(message: string, cause: unknown) => void>();

/** Hands `listener` every error any ConsoleLogger logs from now on; returns the function that stops it. */
export function forwardLoggedErrors(listener: (message: string, cause: unknown) => void): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/** What the console says of a chunk whose load the page's own leaving cancelled. */
const interruptedByLeaving = 'Carga interrumpida al dejar la página';

/**
 * {@link Logger} over the browser console, each cause described by {@link describeCause}. A chunk
 * that failed to load because the page is being left (page-leaving.util.ts) is no error of the
 * portal's: it is held for a short grace, then logged as a warning and kept from the telemetry if
 * the page was left, or logged as the error it is if the page stayed.
 */
@injectable()
export class ConsoleLogger implements Logger {
  error(message: string, cause?: unknown): void {
    const leaving = installedPageLeaving();
    if (leaving && isInterruptedImport(cause)) {
      leaving.reportUnlessLeft(
        () => this.report(message, cause),
        () => this.warn(`${interruptedByLeaving}: ${message}`, cause),
      );
      return;
    }
    this.report(message, cause);
  }

  warn(message: string, cause?: unknown): void {
    if (cause === undefined) console.warn(message);
    else console.warn(message, describeCause(cause));
  }

  private report(message: string, cause: unknown): void {
    if (cause === undefined) console.error(message);
    else console.error(message, describeCause(cause));
    // A listener that fails must not turn one logged error into an uncaught one.
    for (const listener of errorListeners) {
      try {
        listener(message, cause);
      } catch {
        // Nothing to do: the console already has the error.
      }
    }
  }
}

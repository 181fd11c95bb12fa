import { injectable } from 'inversify';
import type { Logger } from '@/application/shared/logger.port';

/** Longest description kept of one cause: enough for a message and the top of a stack. */
const MAX_DESCRIPTION_LENGTH = 2_000;

/** A JWT (three base64url parts, the first a JSON header): access, ID and some refresh tokens. */
const jwtPattern = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
/** key=value (query strings, form bodies) and "key": "value" (JSON) for the OAuth secrets. */
const secretNames = 'code|code_verifier|refresh_token|access_token|id_token|client_secret|state|session_state|password';
const secretParameterPattern = new RegExp(`\\b(${secretNames})=[^&\\s"']+`, 'gi');
const secretJsonPattern = new RegExp(`"(${secretNames})"\\s*:\\s*"[^"]*"`, 'gi');
const bearerPattern = /\bBearer\s+[\w.~+/-]+=*/gi;
/** Personal data a message may quote: e-mail addresses, and runs of 5 or more digits (document,
 * phone and card numbers) that are no stack's `:line:column`. */
const emailPattern = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const longNumberPattern = /(?<![\d:])\d{5,}/g;

/** The text with every secret and piece of personal data it may carry replaced by a mark. */
export function redactSecrets(text: string): string {
  return text
    .replace(jwtPattern, '[token]')
    .replace(bearerPattern, 'Bearer [token]')
    .replace(secretParameterPattern, '$1=[oculto]')
    .replace(secretJsonPattern, '"$1":"[oculto]"')
    .replace(emailPattern, '[correo]')
    .replace(longNumberPattern, '[número]');
}

/**
 * What may be said about a caught value: an error's name, message and stack, redacted; of
 * anything else only its type, since an object may be a form body or a token response.
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

/** {@link Logger} over the browser console, each cause described by {@link describeCause}. */
@injectable()
export class ConsoleLogger implements Logger {
  error(message: string, cause?: unknown): void {
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

  warn(message: string, cause?: unknown): void {
    if (cause === undefined) console.warn(message);
    else console.warn(message, describeCause(cause));
  }
}

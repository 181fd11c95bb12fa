import { setTimeout as pause } from 'node:timers/promises';

/** How often a bounded wait asks the page again. */
const POLL_MS = 50;

/**
 * Asks `check` until it returns something other than `undefined` or `false`, for at most
 * `timeoutMs`; then fails with `what`. The bounded wait of every step: no step sleeps a fixed time.
 */
export async function waitUntil<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
      lastError = null;
    } catch (error) {
      // A page between two documents (a navigation under way) answers with an error: ask again.
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (último error: ${lastError.message.split('\n')[0]})` : '';
      throw new Error(`Tiempo agotado (${timeoutMs} ms) esperando: ${what}${cause}`);
    }
    await pause(POLL_MS);
  }
}

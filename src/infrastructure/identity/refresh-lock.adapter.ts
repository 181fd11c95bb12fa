import { withTimeout } from './time-limit.util';

/** Web Locks name shared by every tab of the portal: one refresh at a time across tabs. */
export const REFRESH_LOCK_NAME = 'portal-token-refresh';
/**
 * A tab holds the refresh lock for at most this long (discovery and the token request are each
 * bounded by TOKEN_REQUEST_TIMEOUT_MS), so a tab stalled mid-refresh cannot keep every other
 * tab from refreshing; one that waits longer than LOCK_WAIT_MS for the lock keeps its session
 * as it is rather than spend a refresh token another tab may be spending.
 */
export const LOCK_HOLD_LIMIT_MS = 25_000;
export const LOCK_WAIT_MS = 30_000;

/**
 * Runs `refresh` holding the Web Lock REFRESH_LOCK_NAME: it waits while another tab refreshes,
 * then the caller's store may already hold that tab's tokens. Neither the wait nor the hold is
 * unbounded; when either runs out, or `refresh` fails, the result is `onFailure`'s.
 */
export function underRefreshLock<T>(locks: LockManager, refresh: () => Promise<T>, onFailure: (error: unknown) => T | Promise<T>): Promise<T> {
  const waiting = new AbortController();
  const waitTimer = setTimeout(() => waiting.abort(), LOCK_WAIT_MS);
  return locks
    .request(REFRESH_LOCK_NAME, { signal: waiting.signal }, () => {
      clearTimeout(waitTimer);
      return withTimeout(refresh(), LOCK_HOLD_LIMIT_MS, 'token refresh');
    })
    .catch((error: unknown) => {
      clearTimeout(waitTimer);
      return onFailure(error);
    });
}

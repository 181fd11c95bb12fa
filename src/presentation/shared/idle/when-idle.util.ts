/** Upper bound on how long an idle callback may wait on a busy page. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Runs `task` once the page has loaded and the main thread is idle, so work that is not
 * needed for the first screen never competes with it. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timeoutHandle: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    } else {
      timeoutHandle = setTimeout(run, 0);
    }
  };

  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    clearTimeout(timeoutHandle);
  };
}

/** Upper bound on how long an idle callback may wait on a busy page, and idle work on the first screen. */
const IDLE_TIMEOUT_MS = 5_000;

/** The first screen's hold on idle-time work, while there is one. */
let firstScreen: Promise<void> | null = null;

/**
 * Holds every `whenIdle` task, asked for before or after, until `shown` settles, and never longer
 * than IDLE_TIMEOUT_MS. The start passes the first screen's own work: its render and the answers
 * of its calls. Between those the main thread is idle (waiting on the network), and work the first
 * screen does not need (chunks preloaded for later, the drafts' sweep, field telemetry) would take
 * those moments and the slow line the first screen still needs.
 */
export function holdIdleWorkUntil(shown: Promise<unknown>): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, IDLE_TIMEOUT_MS);
  });
  const held: Promise<void> = Promise.race([shown, limit]).then(noop, noop);
  firstScreen = held;
  void held.then(() => {
    clearTimeout(timer);
    if (firstScreen === held) firstScreen = null;
  });
}

/**
 * Runs `task` once the page has loaded, the first screen is shown ({@link holdIdleWorkUntil}) and
 * the main thread is idle, so work that is not needed for the first screen never competes with
 * it. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timeoutHandle: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    } else {
      timeoutHandle = setTimeout(run, 0);
    }
  };
  const afterLoad = () => {
    if (firstScreen) void firstScreen.then(schedule);
    else schedule();
  };

  // The load listener, the idle callback and the timer registered here are all released by the
  // returned cancel function, which a component returns as its effect's cleanup.
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    clearTimeout(timeoutHandle);
  };
}

function noop(): void {}

/**
 * Whether the page is being left, so that a failure the leaving itself causes is not reported as
 * the portal's. A navigation away cancels the page's loads in flight: a chunk the page was still
 * importing then fails ("Failed to fetch dynamically imported module" in Chromium, "error loading
 * dynamically imported module" in Firefox, "Importing a module script failed" in Safari) in a page
 * nobody looks at any more.
 *
 * Chromium fails the import once the page is hidden for good (`pagehide` has fired). Firefox fails
 * it as the navigation starts, before `pagehide`, and the only earlier event, `beforeunload`, keeps
 * a page that listens to it out of Firefox's back-forward cache; so an import failure is held for
 * a short grace instead, and dropped if `pagehide` comes within it. A page restored from the
 * back-forward cache (`pageshow` with `persisted`) is staying again.
 */

/** How long an import failure waits for the page to be left before it is reported. */
export const LEAVE_GRACE_MS = 4_000;

/** The failures a navigation away causes: a module script (a chunk) whose load was cancelled. */
const interruptedImport =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isInterruptedImport = (cause: unknown): boolean =>
  cause instanceof Error && interruptedImport.test(cause.message);

export interface PageLeaving {
  /** Whether the page has been hidden for good (`pagehide`) and not restored since. */
  isLeaving(): boolean;
  /**
   * Runs `report` unless the page is being left now or is left within {@link LEAVE_GRACE_MS};
   * then runs `left` instead.
   */
  reportUnlessLeft(report: () => void, left: () => void): void;
  /** Removes the listeners and forgets what is held, reporting none of it. */
  release(): void;
}

/** Runs `run` after `ms`; returns the function that cancels it. */
export type StartTimer = (run: () => void, ms: number) => () => void;

const browserTimer: StartTimer = (run, ms) => {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
};

/** Listens on `target` (the window) to `pagehide` and `pageshow` until released. */
export function watchPageLeaving(target: EventTarget, graceMs = LEAVE_GRACE_MS, startTimer: StartTimer = browserTimer): PageLeaving {
  let leaving = false;
  /** What waits for the grace to end: each one's cancel, and what to run if the page is left. */
  const held = new Map<() => void, () => void>();

  const onPageHide = () => {
    leaving = true;
    for (const [cancel, left] of held) {
      cancel();
      left();
    }
    held.clear();
  };
  const onPageShow = (event: Event) => {
    if ((event as Partial<PageTransitionEvent>).persisted) leaving = false;
  };
  target.addEventListener('pagehide', onPageHide);
  target.addEventListener('pageshow', onPageShow);

  return {
    isLeaving: () => leaving,
    reportUnlessLeft(report, left) {
      if (leaving) {
        left();
        return;
      }
      const cancel = startTimer(() => {
        held.delete(cancel);
        report();
      }, graceMs);
      held.set(cancel, left);
    },
    release() {
      target.removeEventListener('pagehide', onPageHide);
      target.removeEventListener('pageshow', onPageShow);
      for (const cancel of held.keys()) cancel();
      held.clear();
    },
  };
}

/** The page's one watcher, which every ConsoleLogger asks; none until installed (tests, prerender). */
let installed: PageLeaving | null = null;

/**
 * Starts the page's one watcher on `target` (the window), first thing at startup: it belongs to
 * the page and lives as long as it. Installing again while one is installed keeps the first.
 * Returns the function that releases it (tests).
 */
export function installPageLeaving(target: EventTarget, graceMs = LEAVE_GRACE_MS, startTimer: StartTimer = browserTimer): () => void {
  if (installed) return () => undefined;
  const watcher = watchPageLeaving(target, graceMs, startTimer);
  installed = watcher;
  return () => {
    watcher.release();
    if (installed === watcher) installed = null;
  };
}

export const installedPageLeaving = (): PageLeaving | null => installed;

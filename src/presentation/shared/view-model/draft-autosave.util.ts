import { reaction } from 'mobx';

/** Where the page's leaving is heard: the window and the document's visibility, or a stand-in in tests. */
export interface LeavingPage {
  readonly events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  isHidden(): boolean;
}

/** The browser's page; null where there is none (the build-time prerender, Node). */
export function browserPage(): LeavingPage | null {
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  return { events: window, isHidden: () => document.visibilityState === 'hidden' };
}

export interface DraftAutosaveOptions {
  /** How long after the last change the draft is written: once a pause in typing, not once a key. */
  readonly delayMs: number;
  readonly page?: LeavingPage | null;
}

/**
 * Writes `current()` a moment after each change while a page with a draft is open; returns the
 * function that stops it. Every flow's draft (the booking requests, the data update) is kept this
 * way; the page starts it in an effect and stops it as the effect's cleanup (so StrictMode's
 * second mount starts it again).
 *
 * - What is written is the draft as it is when the write happens: a change of screen in between
 *   (the request filed, the form saved, back to step 1) gives null, and nothing is written.
 * - Stopping writes at once a change still waiting for its delay: a box checked just before
 *   leaving the page by a link must be there when the person comes back.
 * - Leaving the document (a reload, closing the tab, another site) writes it at once too, as far
 *   as the browser allows: at `beforeunload`, which comes before the browser asks for the next
 *   page (an asynchronous write has time to finish there), and again at `pagehide` and on
 *   becoming hidden. The three listeners exist only while a change is waiting (a `beforeunload`
 *   listener can keep some browsers from caching the page for the back button); they are removed
 *   when the change is written and when this stops, together with the timer and the reaction.
 */
export function autosaveDraft<T>(current: () => T | null, write: (draft: T) => void, options: DraftAutosaveOptions): () => void {
  const page = options.page === undefined ? browserPage() : options.page;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  let listening = false;

  const writeNow = () => {
    clearTimeout(waiting);
    waiting = undefined;
    release();
    const draft = current();
    if (draft !== null) write(draft);
  };
  const onVisibility = () => {
    if (page?.isHidden() === true) writeNow();
  };
  const listen = () => {
    if (listening || page === null) return;
    listening = true;
    page.events.addEventListener('beforeunload', writeNow);
    page.events.addEventListener('pagehide', writeNow);
    page.events.addEventListener('visibilitychange', onVisibility);
  };
  const release = () => {
    if (!listening || page === null) return;
    listening = false;
    page.events.removeEventListener('beforeunload', writeNow);
    page.events.removeEventListener('pagehide', writeNow);
    page.events.removeEventListener('visibilitychange', onVisibility);
  };

  const stopWatching = reaction(current, () => {
    clearTimeout(waiting);
    waiting = setTimeout(writeNow, options.delayMs);
    listen();
  });
  return () => {
    stopWatching();
    if (waiting !== undefined) writeNow();
  };
}

import { reaction } from 'mobx';
import type { BookingDrafts, DraftCheck, DraftOnEntry } from '@/application/bookings/booking-drafts.use-case';
import type { BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';

/**
 * How long the draft waits after the last change before it is written: typing observations
 * writes once a pause, not once a key, and a file added is kept well before anyone can reload.
 */
export const draftSaveDelayMs = 300;

/**
 * This tab's draft of one booking request, between the request's screens and the draft store:
 * when it began, bringing it back, forgetting it, and writing each change a moment after it
 * happens while the page is open. A plain class, not observable: `startedAt` changes only
 * together with the request's screen, which is, so the draft is recomputed then anyway.
 */
export class BookingDraftSync {
  /** When this draft began; null while there is none (step 1, and once the request is filed). */
  startedAt: number | null = null;

  constructor(
    private readonly drafts: BookingDrafts,
    private readonly kind: () => BookingRequestKind,
  ) {}

  /** This tab's draft of the flow: none (or expired: then it is forgotten), this page's own, or locked. */
  restore(): Promise<DraftOnEntry> {
    return this.drafts.restore(this.kind());
  }

  /** The buyer's document typed against a locked draft. */
  unlock(buyer: DocumentQuery): Promise<DraftCheck> {
    return this.drafts.unlock(this.kind(), buyer);
  }

  /** A draft brought back carries on from when it began. */
  resume(draft: BookingDraft): void {
    this.startedAt = draft.startedAt;
  }

  /** A new draft (a new buyer's): the one stored before is forgotten. */
  begin(): void {
    this.startedAt = this.drafts.now();
    void this.drafts.forget(this.kind());
  }

  /** No draft any more (back to step 1): the stored one is forgotten. */
  discard(): void {
    this.startedAt = null;
    void this.drafts.forget(this.kind());
  }

  /** Writes `draft` now, without waiting for the delay. */
  keep(draft: BookingDraft): Promise<void> {
    return this.drafts.keep(draft);
  }

  /** Forgets the stored draft (the request was filed); `end` follows once the screen changes. */
  forget(): Promise<void> {
    return this.drafts.forget(this.kind());
  }

  /** The request is done: there is no draft to keep. */
  end(): void {
    this.startedAt = null;
  }

  /**
   * Writes `current()` a moment after each change while the page is open; returns the function
   * that stops it. The page starts it in an effect (so StrictMode's second mount starts it again).
   *
   * Stopping writes at once a change still waiting for its delay: a box checked just before
   * leaving the page (the breadcrumb, a link) must be there when the person comes back. A full
   * browser test caught the loss on a busy machine.
   *
   * Leaving the document (a reload, closing the tab, another site) writes it at once too, as far
   * as the browser allows: the write is asynchronous (encryption, then IndexedDB), so it starts at
   * `beforeunload`, which comes before the browser asks for the next page, and again at `pagehide`
   * and on becoming hidden, where it may not finish. The three listeners exist only while a change
   * is waiting (a `beforeunload` listener can keep some browsers from caching the page for the back
   * button), and every one of them is removed when the change is written and when this stops.
   */
  watch(current: () => BookingDraft | null, page: LeavingPage | null = browserPage()): () => void {
    let waiting: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      clearTimeout(waiting);
      waiting = undefined;
      release();
      // The draft as it is now: a change of screen in between (the request filed, back to step 1)
      // must not bring back a draft that was just forgotten.
      const draft = current();
      if (draft !== null) void this.drafts.keep(draft);
    };
    const onHidden = () => {
      if (page?.isHidden() === true) write();
    };
    let listening = false;
    const listen = () => {
      if (listening || page === null) return;
      listening = true;
      page.events.addEventListener('beforeunload', write);
      page.events.addEventListener('pagehide', write);
      page.events.addEventListener('visibilitychange', onHidden);
    };
    const release = () => {
      if (!listening || page === null) return;
      listening = false;
      page.events.removeEventListener('beforeunload', write);
      page.events.removeEventListener('pagehide', write);
      page.events.removeEventListener('visibilitychange', onHidden);
    };
    const stopWatching = reaction(current, () => {
      clearTimeout(waiting);
      waiting = setTimeout(write, draftSaveDelayMs);
      listen();
    });
    return () => {
      stopWatching();
      if (waiting === undefined) return;
      write();
    };
  }
}

/** Where the page's leaving is heard: the window and the document's visibility, or a stand-in in tests. */
export interface LeavingPage {
  readonly events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  isHidden(): boolean;
}

/** The browser's page; null where there is none (server-side prerender, Node). */
function browserPage(): LeavingPage | null {
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  return { events: window, isHidden: () => document.visibilityState === 'hidden' };
}

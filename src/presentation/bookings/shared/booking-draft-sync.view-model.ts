import type { BookingDrafts, DraftCheck, DraftOnEntry } from '@/application/bookings/booking-drafts.use-case';
import type { BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { autosaveDraft, type LeavingPage } from '@/presentation/shared/view-model/draft-autosave.util';

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
   * Writes `current()` a moment after each change while the page is open, and at once when the
   * page stops watching or the document goes away (`autosaveDraft`); returns the function that
   * stops it. A full browser test caught the loss of a box checked just before leaving by a link.
   */
  watch(current: () => BookingDraft | null, page?: LeavingPage | null): () => void {
    return autosaveDraft(current, (draft) => void this.drafts.keep(draft), { delayMs: draftSaveDelayMs, page });
  }
}

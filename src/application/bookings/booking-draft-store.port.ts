import type { BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';

/** A draft as the store holds it, and whether the page reading it is the one that kept it. */
export interface StoredBookingDraft {
  readonly draft: BookingDraft;
  /**
   * True when this page (this document of the tab, since it started) saved the draft, or kept it
   * only in memory; false when an earlier page of the tab left it: a reload, a duplicated tab, or
   * a closed tab the browser reopened with its session storage.
   */
  readonly keptByThisPage: boolean;
}

/**
 * Where this tab keeps its rescheduling or refund draft (ADR 0014). The draft
 * belongs to the tab: a key in session storage points to it, and its file bytes wait in the
 * browser's IndexedDB; nothing is sent anywhere. Keeping a draft is a help, never a condition:
 * every method resolves, never rejects, and a browser that cannot store (private mode, storage
 * blocked, quota) simply keeps nothing.
 */
export interface BookingDraftStore {
  /** This tab's draft of the flow, or null (none, unreadable, or the browser keeps none). */
  load(kind: BookingRequestKind): Promise<StoredBookingDraft | null>;
  /** Replaces this tab's draft of the flow; from then on this page has kept it. */
  save(draft: BookingDraft): Promise<void>;
  /** Deletes this tab's draft of the flow (after a successful submission, or starting over). */
  discard(kind: BookingRequestKind): Promise<void>;
  /**
   * At startup: deletes every draft no open tab owns and every draft older than
   * `draftLifetimeMs`, so identity scans and bank certifications do not linger on a shared computer.
   */
  sweep(now: number): Promise<void>;
}
export const BookingDraftStore = Symbol.for('BookingDraftStore');

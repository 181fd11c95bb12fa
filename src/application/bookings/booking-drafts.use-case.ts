import { inject, injectable } from 'inversify';
import { draftCheckTries, isDraftExpired, isDraftFor, type BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { SessionKeyValueStorage } from '@/application/shared/key-value-storage.port';
import { Scheduler } from '@/application/shared/session/scheduler.port';
import { BookingDraftStore, type StoredBookingDraft } from './booking-draft-store.port';

/**
 * What entering a booking request finds: no draft; this page's own draft, to bring back; or a
 * draft an earlier page of the tab left (a reload, a tab the browser reopened), which shows
 * nothing until its buyer's document is typed again ({@link BookingDrafts.unlock}).
 */
export type DraftOnEntry =
  | { readonly kind: 'none' }
  | { readonly kind: 'restored'; readonly draft: BookingDraft }
  | { readonly kind: 'locked'; readonly triesLeft: number };

/** What typing a buyer's document against a locked draft gives. */
export type DraftCheck =
  | { readonly kind: 'restored'; readonly draft: BookingDraft }
  /** Another document: the draft stays locked, `triesLeft` more times. */
  | { readonly kind: 'mismatch'; readonly triesLeft: number }
  /** Another document for the last time: the draft is deleted. */
  | { readonly kind: 'deleted' }
  /** No draft any more (expired, or deleted from another tab meanwhile). */
  | { readonly kind: 'none' };

/** The session-storage key counting the wrong documents given for a flow's locked draft. */
export const draftCheckKey = (kind: BookingRequestKind) => `portal.bookingDraft.checks.${kind}`;

/**
 * Keeping, bringing back and forgetting a rescheduling or refund draft (ADR 0014, ADR 0019).
 *
 * - Its lifetime (`draftLifetimeMs`) is checked here, on the way back, as well as by the store's
 *   sweep: a tab left open must not restore a bank certification much later.
 * - A draft this page did not keep is locked: a closed tab the browser reopens (Ctrl+Shift+T,
 *   a restored session) brings its session storage back, draft key included, and the next
 *   person at a shared computer must not see the previous buyer's scans. A reload looks the same
 *   to the page, so it is asked too. The buyer's document type and number must be typed again and
 *   match the draft's; every other document counts one try, kept in the tab's session storage so
 *   a reload does not reset it, and the last of {@link draftCheckTries} deletes the draft.
 */
@injectable()
export class BookingDrafts {
  constructor(
    @inject(BookingDraftStore) private readonly store: BookingDraftStore,
    @inject(Scheduler) private readonly clock: Scheduler,
    @inject(SessionKeyValueStorage) private readonly session: SessionKeyValueStorage,
  ) {}

  /** This tab's draft of the flow, brought back or locked; an expired one is deleted. */
  async restore(kind: BookingRequestKind): Promise<DraftOnEntry> {
    const stored = await this.current(kind);
    if (stored === null) return { kind: 'none' };
    if (stored.keptByThisPage) return { kind: 'restored', draft: stored.draft };
    return { kind: 'locked', triesLeft: draftCheckTries - this.failedChecks(kind, stored.draft.startedAt) };
  }

  /**
   * `buyer` typed on step 1 while the flow's draft is locked: the draft when it is that buyer's
   * (from then on this page keeps it), else one try fewer, and at the last one the draft is gone.
   */
  async unlock(kind: BookingRequestKind, buyer: DocumentQuery): Promise<DraftCheck> {
    const stored = await this.current(kind);
    if (stored === null) return { kind: 'none' };
    const { draft } = stored;
    if (isDraftFor(draft, buyer)) {
      this.session.remove(draftCheckKey(kind));
      // Saved again, so this page has kept it: a return to the page (a link, the back button) brings it back.
      await this.store.save(draft);
      return { kind: 'restored', draft };
    }
    const failed = this.failedChecks(kind, draft.startedAt) + 1;
    if (failed >= draftCheckTries) {
      await this.forget(kind);
      return { kind: 'deleted' };
    }
    this.session.set(draftCheckKey(kind), `${draft.startedAt}:${failed}`);
    return { kind: 'mismatch', triesLeft: draftCheckTries - failed };
  }

  /** `startedAt` is kept from the draft; a new draft starts now. */
  keep(draft: Omit<BookingDraft, 'startedAt'> & { readonly startedAt?: number }): Promise<void> {
    return this.store.save({ ...draft, startedAt: draft.startedAt ?? this.clock.now() });
  }

  forget(kind: BookingRequestKind): Promise<void> {
    this.session.remove(draftCheckKey(kind));
    return this.store.discard(kind);
  }

  now(): number {
    return this.clock.now();
  }

  /** The flow's stored draft unless it has expired (then it is deleted). */
  private async current(kind: BookingRequestKind): Promise<StoredBookingDraft | null> {
    const stored = await this.store.load(kind);
    if (stored === null || stored.draft.kind !== kind) return null;
    if (isDraftExpired(stored.draft, this.clock.now())) {
      await this.forget(kind);
      return null;
    }
    return stored;
  }

  /** Wrong documents given so far for the draft that began at `startedAt` (a count for another draft is none). */
  private failedChecks(kind: BookingRequestKind, startedAt: number): number {
    const [counted, failed = 0] = (this.session.get(draftCheckKey(kind)) ?? '').split(':').map(Number);
    return counted === startedAt && Number.isInteger(failed) && failed > 0 ? Math.min(failed, draftCheckTries) : 0;
  }
}

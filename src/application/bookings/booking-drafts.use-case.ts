import { inject, injectable } from 'inversify';
import { isDraftExpired, type BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import { Scheduler } from '@/application/shared/session/scheduler.port';
import { BookingDraftStore } from './booking-draft-store.port';

/**
 * Keeping, bringing back and forgetting a rescheduling or refund draft (ADR 0014). The
 * hour a draft lives is checked here, on the way back, as well as by the store's sweep: a tab left
 * open overnight must not restore a bank certification in the morning.
 */
@injectable()
export class BookingDrafts {
  constructor(
    @inject(BookingDraftStore) private readonly store: BookingDraftStore,
    @inject(Scheduler) private readonly clock: Scheduler,
  ) {}

  /** This tab's draft of the flow, unless it has expired (then it is deleted). */
  async restore(kind: BookingRequestKind): Promise<BookingDraft | null> {
    const draft = await this.store.load(kind);
    if (draft === null || draft.kind !== kind) return null;
    if (isDraftExpired(draft, this.clock.now())) {
      await this.store.discard(kind);
      return null;
    }
    return draft;
  }

  /** `startedAt` is kept from the draft; a new draft starts now. */
  keep(draft: Omit<BookingDraft, 'startedAt'> & { readonly startedAt?: number }): Promise<void> {
    return this.store.save({ ...draft, startedAt: draft.startedAt ?? this.clock.now() });
  }

  forget(kind: BookingRequestKind): Promise<void> {
    return this.store.discard(kind);
  }

  now(): number {
    return this.clock.now();
  }
}

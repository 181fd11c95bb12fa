import type { DraftCheck } from '@/application/bookings/booking-drafts.use-case';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import type { Purchase } from '@/domain/bookings/purchase.entity';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import type { InFlight } from '@/presentation/shared/view-model/in-flight.util';

/**
 * 'restoring' while this tab's draft is looked for (step 1 shows meanwhile, so that nothing moves
 * when no draft is found, the usual case); then the screens of docs/bookings.md:
 * 'buyer' step 1, 'history' step 2, 'detail' step 3, 'attachments' step 4, 'buyerDocuments' step 5
 * (refund only); 'filed' once the success modal is up.
 */
export type BookingRequestPhase = 'restoring' | 'buyer' | 'history' | 'detail' | 'attachments' | 'buyerDocuments' | 'filed';

/** Each screen's step number (docs/bookings.md, Rescheduling and Refund request). */
export const bookingRequestSteps = {
  restoring: 1,
  buyer: 1,
  history: 2,
  detail: 3,
  attachments: 4,
  buyerDocuments: 5,
  filed: 5,
} as const satisfies Record<BookingRequestPhase, number>;

/**
 * What a step's model asks of the request it belongs to (`BookingRequestViewModel`): which flow it
 * is, whether the request is going out, and the moves that change more than the step itself.
 */
export interface BookingRequestFlow {
  readonly kind: BookingRequestKind;
  /** The request's one guard against double submission: the forward buttons wait for it. */
  readonly submission: InFlight;
  /** Shows another screen; what each step holds stays as it is. */
  go(phase: BookingRequestPhase): void;
  /** Step 1 found `buyer`'s purchases: another buyer than the draft's starts a new one; step 2 shows them. */
  showPurchases(buyer: DocumentQuery, purchases: readonly Purchase[]): void;
  /** Back to step 1 with nothing chosen: the draft is forgotten. */
  startOver(): void;
  /** Step 1's document against a locked draft; a match brings the draft back and shows its step. */
  unlockDraft(buyer: DocumentQuery): Promise<DraftCheck>;
  /** Deletes a locked draft without showing it. */
  discardLockedDraft(): void;
  /** Files the request (from step 4 of a rescheduling, step 5 of a refund). */
  send(): Promise<void>;
}

import { makeAutoObservable } from 'mobx';
import type { BookingDraft } from '@/domain/bookings/booking-draft.entity';
import { findReservation, type Purchase } from '@/domain/bookings/purchase.entity';
import { initialDocumentQuery, type DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { notState } from '@/presentation/shared/view-model/not-state.util';
import type { BookingRequestFlow } from './booking-request-flow.model';
import type { DetailStepViewModel } from './detail-step.view-model';

/** Step 2: the buyer's purchase history, to open one reservation. */
export class HistoryStepViewModel {
  /** The document the purchases were found with: the request is that buyer's, whatever the form says later. */
  buyer: DocumentQuery = initialDocumentQuery;
  purchases: readonly Purchase[] = [];

  constructor(
    private readonly flow: BookingRequestFlow,
    private readonly detail: DetailStepViewModel,
  ) {
    makeAutoObservable<this, 'flow' | 'detail'>(this, notState('flow', 'detail'));
  }

  /** The purchases step 1 found, and whose they are. */
  show(buyer: DocumentQuery, purchases: readonly Purchase[]): void {
    this.buyer = buyer;
    this.purchases = purchases;
  }

  restore(draft: Pick<BookingDraft, 'buyer' | 'purchases'>): void {
    this.show(draft.buyer, draft.purchases);
  }

  /** 'Ver detalles': the reservation's people (step 3). Another reservation starts a new selection. */
  openReservation(reservationCode: string): void {
    if (findReservation(this.purchases, reservationCode) === null) return;
    this.detail.open(reservationCode);
  }

  /** 'Regresar' on step 2: step 1, starting over (the draft is forgotten). */
  backToBuyer(): void {
    this.purchases = [];
    this.flow.startOver();
  }
}

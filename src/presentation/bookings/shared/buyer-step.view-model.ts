import { makeAutoObservable, runInAction } from 'mobx';
import type { FindCustomerPurchases } from '@/application/bookings/find-customer-purchases.use-case';
import type { UiFeedback } from '@/application/shared/ui-feedback.port';
import { initialDocumentQuery, isDocumentQueryValid, type DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { notState } from '@/presentation/shared/view-model/not-state.util';
import type { BookingRequestFlow } from './booking-request-flow.model';
import { bookingRequestMessages as m } from './booking-request.messages';

/** Step 1: the buyer's document, validated against the fund's purchases. */
export class BuyerStepViewModel {
  query: DocumentQuery = initialDocumentQuery;
  isQuerying = false;

  constructor(
    private readonly flow: BookingRequestFlow,
    private readonly findCustomerPurchases: FindCustomerPurchases,
    private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'flow' | 'findCustomerPurchases' | 'ui'>(this, notState('flow', 'findCustomerPurchases', 'ui'));
  }

  get canValidate(): boolean {
    return !this.isQuerying && isDocumentQueryValid(this.query);
  }

  changeQuery(query: DocumentQuery): void {
    this.query = query;
  }

  /** A draft brought back shows its buyer's document in the form. */
  restore(buyer: DocumentQuery): void {
    this.query = buyer;
  }

  async validate(): Promise<void> {
    if (!this.canValidate) return;
    this.isQuerying = true;
    const query = this.query;
    const result = await this.ui.withLoader(() => this.findCustomerPurchases.execute(query));
    runInAction(() => {
      this.isQuerying = false;
      switch (result.kind) {
        case 'purchases':
          this.flow.showPurchases(query, result.purchases);
          break;
        case 'noPurchases':
          // The document stays as typed, to correct it.
          this.ui.showToast({ tone: 'warning', message: m.buyer.noPurchases });
          break;
        case 'systemError':
          this.ui.showSystemError('reloadOnly');
          break;
      }
    });
  }
}

import { makeAutoObservable, runInAction } from 'mobx';
import type { FindCustomerPurchases } from '@/application/bookings/find-customer-purchases.use-case';
import type { UiFeedback } from '@/application/shared/ui-feedback.port';
import { initialDocumentQuery, isDocumentQueryValid, type DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { notState } from '@/presentation/shared/view-model/not-state.util';
import type { BookingRequestFlow } from './booking-request-flow.model';
import { bookingRequestMessages as m } from './booking-request.messages';

/**
 * Where step 1 stands with a draft an earlier page of the tab left: 'locked' until its buyer's
 * document is typed again ('mismatch' after another one), 'deleted' once the last try or
 * 'Empezar una solicitud nueva' removed it; null when there is none.
 */
export type DraftLockState =
  | { readonly kind: 'locked' | 'mismatch'; readonly triesLeft: number }
  | { readonly kind: 'deleted'; readonly by: 'tries' | 'person' }
  | null;

/** Step 1: the buyer's document, validated against the fund's purchases. */
export class BuyerStepViewModel {
  query: DocumentQuery = initialDocumentQuery;
  isQuerying = false;
  draftLock: DraftLockState = null;
  /**
   * A document is being checked against a locked draft. It does not disable the form (a check is
   * local and quick, and a disabled button would drop the focus to the page); it only stops a
   * second submit meanwhile.
   */
  private isChecking = false;

  constructor(
    private readonly flow: BookingRequestFlow,
    private readonly findCustomerPurchases: FindCustomerPurchases,
    private readonly ui: UiFeedback,
  ) {
    makeAutoObservable<this, 'flow' | 'findCustomerPurchases' | 'ui' | 'isChecking'>(this, notState('flow', 'findCustomerPurchases', 'ui', 'isChecking'));
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

  /** The page found a draft it did not keep: nothing of it shows until its buyer's document is typed. */
  lockDraft(triesLeft: number): void {
    this.draftLock = { kind: 'locked', triesLeft };
  }

  /** 'Empezar una solicitud nueva': the locked draft is deleted unseen. */
  discardDraft(): void {
    if (this.draftLock === null || this.draftLock.kind === 'deleted' || this.isChecking) return;
    this.flow.discardLockedDraft();
    this.draftLock = { kind: 'deleted', by: 'person' };
  }

  async validate(): Promise<void> {
    if (!this.canValidate || this.isChecking) return;
    const query = this.query;
    if (this.draftLock !== null && this.draftLock.kind !== 'deleted') {
      this.isChecking = true;
      const check = await this.flow.unlockDraft(query);
      const goOn = runInAction(() => {
        this.isChecking = false;
        switch (check.kind) {
          case 'restored':
            this.draftLock = null;
            return false;
          case 'mismatch':
            this.draftLock = { kind: 'mismatch', triesLeft: check.triesLeft };
            return false;
          case 'deleted':
            this.draftLock = { kind: 'deleted', by: 'tries' };
            return true;
          case 'none':
            this.draftLock = null;
            return true;
        }
      });
      // A deleted or vanished draft leaves a plain step 1: the document typed is looked up as usual.
      if (!goOn) return;
    }
    this.isQuerying = true;
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

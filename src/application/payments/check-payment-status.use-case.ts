import { inject, injectable } from 'inversify';
import { KeyValueStorage, SessionKeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import { paymentInformationOutcome } from '@/domain/payments/payment-information.outcomes';
import { latestPayment, paymentTransactionOf, sessionPaymentStatus, type PaymentStatus } from '@/domain/payments/payment-status.rules';
import type { PaymentTransaction } from '@/domain/payments/payment-transaction.entity';
import { PaymentsGateway } from './payments-gateway.port';

/**
 * The result screen's status (step 4), the spec's own keys: APPROVED, PENDING, REJECTED, FAILED,
 * cancel, error. `transaction` is the transaction data table; null when there was no answer to
 * read it from (no stored request, a failed call, the error flag, a non-zero code).
 */
export interface PaymentStatusResult {
  readonly kind: PaymentStatus;
  readonly transaction: PaymentTransaction | null;
}

const error: PaymentStatusResult = Object.freeze({ kind: 'error', transaction: null });

/**
 * Back from the provider (spec sections 4 and 7): saves the return address's `state` as
 * `estadoPago`, then asks the fund about the session whose `requestId` was stored when the payment
 * was requested. With no stored request id nothing is asked: 'error'. The status is the shown
 * attempt's (the most recent), else the session's; an unknown one is 'error'.
 *
 * Both keys live in the tab's session storage (ADR 0013, amendment): the checkout's return is a
 * navigation in the same tab, and a reload of the result reads them again, while another tab or a
 * later visitor of a shared browser finds nothing. Copies in local storage (written by earlier
 * builds) are removed unread each time the result is read: another payer's request id there must
 * never be asked about.
 */
@injectable()
export class CheckPaymentStatus {
  constructor(
    @inject(PaymentsGateway) private readonly gateway: PaymentsGateway,
    /** The tab's payment trace: `requestId`, `estadoPago`. */
    @inject(SessionKeyValueStorage) private readonly tab: SessionKeyValueStorage,
    /** Only to remove the copies earlier builds left in local storage. */
    @inject(KeyValueStorage) private readonly shared: KeyValueStorage,
  ) {}

  /** `state`: the return address's `state` query parameter, or null when it has none. */
  async execute(state: string | null): Promise<PaymentStatusResult> {
    this.shared.remove(storageKeys.requestId);
    this.shared.remove(storageKeys.estadoPago);
    if (state !== null) this.tab.set(storageKeys.estadoPago, state);
    const requestId = this.tab.get(storageKeys.requestId)?.trim() ?? '';
    if (requestId === '') return error;
    const answer = await this.gateway.getPaymentInformation(requestId);
    if (!answer.ok || answer.value.error || paymentInformationOutcome(answer.code) !== 'answered') return error;
    const payment = latestPayment(answer.value.payments);
    return {
      kind: sessionPaymentStatus(payment, answer.value.sessionStatus),
      transaction: paymentTransactionOf(answer.value.request, payment),
    };
  }

  /**
   * The person is done with the result ('Volver'): the tab's trace goes, so going back in this
   * tab's history does not show the payer's transaction again.
   */
  forget(): void {
    this.tab.remove(storageKeys.requestId);
    this.tab.remove(storageKeys.estadoPago);
  }
}

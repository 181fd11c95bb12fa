import { inject, injectable } from 'inversify';
import { KeyValueStorage, SessionKeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import { paymentInformationOutcome } from '@/domain/payments/payment-information.outcomes';
import { latestPayment, paymentTransactionOf, sessionPaymentStatus, type PaymentStatus } from '@/domain/payments/payment-status.rules';
import type { PaymentTransaction } from '@/domain/payments/payment-transaction.entity';
import { paymentReturnAwaitedKey } from './payment-trace.eraser';
import { PaymentsGateway } from './payments-gateway.port';

/**
 * The result screen's status (step 4), the contract's own keys: APPROVED, PENDING, REJECTED, FAILED,
 * cancel, error. `transaction` is the transaction data table; null when there was no answer to
 * read it from (no stored request, a failed call, the error flag, a non-zero code) or when it is
 * withheld. `transactionWithheld` is true when the fund answered but this page is not the first
 * return from the checkout this tab left for (a reload, a reopened or restored tab): the outcome is
 * shown without the payer's name, IP address, amount and reference.
 */
export interface PaymentStatusResult {
  readonly kind: PaymentStatus;
  readonly transaction: PaymentTransaction | null;
  readonly transactionWithheld: boolean;
}

const error: PaymentStatusResult = Object.freeze({ kind: 'error', transaction: null, transactionWithheld: false });

/**
 * Back from the provider (docs/payments.md; the contract's `getPaymentInformation`): saves the return address's `state` as
 * `estadoPago`, then asks the fund about the session whose `requestId` was stored when the payment
 * was requested. With no stored request id nothing is asked: 'error'. The status is the shown
 * attempt's (the most recent), else the session's; an unknown one is 'error'.
 *
 * Both keys live in the tab's session storage (ADR 0013, amendment): the checkout's return is a
 * navigation in the same tab, and a reload of the result reads them again, while another tab or a
 * later visitor of a shared browser finds nothing. Copies in local storage (written by earlier
 * builds) are removed unread each time the result is read: another payer's request id there must
 * never be asked about.
 *
 * The transaction's data is given only once: to the first reading after `RequestPayment` sent this
 * tab to the checkout, which removes the awaited-return mark (`paymentReturnAwaitedKey`) before it
 * asks, whatever the answer. Session storage outlives the page: a reload, and a closed tab that the
 * browser reopens or restores (it restores the tab's session storage), find the trace but not the
 * mark, and get the outcome alone. The page keeps what it was given in its memory.
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
    const awaited = this.tab.get(paymentReturnAwaitedKey)?.trim() ?? '';
    this.tab.remove(paymentReturnAwaitedKey);
    if (state !== null) this.tab.set(storageKeys.estadoPago, state);
    const requestId = this.tab.get(storageKeys.requestId)?.trim() ?? '';
    if (requestId === '') return error;
    const answer = await this.gateway.getPaymentInformation(requestId);
    if (!answer.ok || answer.value.error || paymentInformationOutcome(answer.code) !== 'answered') return error;
    const payment = latestPayment(answer.value.payments);
    const kind = sessionPaymentStatus(payment, answer.value.sessionStatus);
    if (awaited !== requestId) return { kind, transaction: null, transactionWithheld: true };
    return { kind, transaction: paymentTransactionOf(answer.value.request, payment), transactionWithheld: false };
  }

  /**
   * The person is done with the result ('Volver'): the tab's trace goes, so going back in this
   * tab's history does not show the payer's transaction again.
   */
  forget(): void {
    this.tab.remove(storageKeys.requestId);
    this.tab.remove(storageKeys.estadoPago);
    this.tab.remove(paymentReturnAwaitedKey);
  }
}

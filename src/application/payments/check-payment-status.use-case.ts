import { inject, injectable } from 'inversify';
import { KeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
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
 */
@injectable()
export class CheckPaymentStatus {
  constructor(
    @inject(PaymentsGateway) private readonly gateway: PaymentsGateway,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
  ) {}

  /** `state`: the return address's `state` query parameter, or null when it has none. */
  async execute(state: string | null): Promise<PaymentStatusResult> {
    if (state !== null) this.storage.set(storageKeys.estadoPago, state);
    const requestId = this.storage.get(storageKeys.requestId)?.trim() ?? '';
    if (requestId === '') return error;
    const answer = await this.gateway.getPaymentInformation(requestId);
    if (!answer.ok || answer.value.error || paymentInformationOutcome(answer.code) !== 'answered') return error;
    const payment = latestPayment(answer.value.payments);
    return {
      kind: sessionPaymentStatus(payment, answer.value.sessionStatus),
      transaction: paymentTransactionOf(answer.value.request, payment),
    };
  }
}

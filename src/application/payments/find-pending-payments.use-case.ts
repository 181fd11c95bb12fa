import { inject, injectable } from 'inversify';
import { pendingPaymentsOutcome } from '@/domain/payments/pending-payments.outcomes';
import type { PendingPayment } from '@/domain/payments/pending-payment.entity';
import { documentQueryForRequest, type DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { PaymentsGateway } from './payments-gateway.port';

export type PendingPaymentsResult =
  /** The pending-payments table (step 2), in the order the fund sent them. */
  | { readonly kind: 'pending'; readonly payments: readonly PendingPayment[] }
  /** The toast 'La persona con los datos ingresados no tiene pagos pendientes.'; the form keeps what was typed. */
  | { readonly kind: 'noPendingPayments' }
  | { readonly kind: 'systemError' };

/**
 * Step 1 of /pagos-en-linea (docs/payments.md; the contract's `findPendingPayments`): the person's pending payments by document
 * type and number, without sign-in. No answer, an unnamed code or a list that cannot be read is
 * the generic error (`pendingPaymentsOutcome`).
 */
@injectable()
export class FindPendingPayments {
  constructor(@inject(PaymentsGateway) private readonly gateway: PaymentsGateway) {}

  async execute(query: DocumentQuery): Promise<PendingPaymentsResult> {
    const answer = await this.gateway.findPendingPayments(documentQueryForRequest(query));
    if (!answer.ok) return { kind: 'systemError' };
    const { payments } = answer.value;
    switch (pendingPaymentsOutcome(answer.code, payments)) {
      case 'pending':
        return { kind: 'pending', payments: payments ?? [] };
      case 'noPendingPayments':
        return { kind: 'noPendingPayments' };
      case 'systemError':
        return { kind: 'systemError' };
    }
  }
}

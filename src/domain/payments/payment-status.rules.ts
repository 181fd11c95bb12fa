import { compareLocalDateTimes, parseLocalDateTime } from '@/domain/shared/dates.rules';
import type { PaymentRecord, PaymentRequestRecord, PaymentTransaction } from './payment-transaction.entity';

/**
 * The statuses of the result screen (docs/payments.md), spelled as the contract spells them (`cancel` in
 * lower case). Each has its text: approved 'Tu pago ha sido realizado con éxito',
 * pending 'Tu pago está pendiente', rejected 'Tu pago fue rechazado', failed 'Falló el pago',
 * cancel 'El proceso de pago ha sido declinado', error 'El proceso de pago tuvo inconvenientes'.
 */
export const paymentStatuses = ['APPROVED', 'PENDING', 'REJECTED', 'FAILED', 'cancel', 'error'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A status text as the API sends it: one of the known statuses (surrounding spaces ignored), else 'error'. */
export function paymentStatusOf(text: string | null): PaymentStatus {
  const trimmed = text?.trim() ?? '';
  return (paymentStatuses as readonly string[]).includes(trimmed) ? (trimmed as PaymentStatus) : 'error';
}

/**
 * The attempt the result screen shows: the most recent by `status.date`; among attempts whose
 * dates cannot be compared, the first as sent. Null for none.
 */
export function latestPayment(payments: readonly PaymentRecord[]): PaymentRecord | null {
  let latest: PaymentRecord | null = null;
  let latestDate = null as ReturnType<typeof parseLocalDateTime>;
  for (const payment of payments) {
    const date = parseLocalDateTime(payment.date);
    if (latest === null || (date !== null && (latestDate === null || compareLocalDateTimes(date, latestDate) > 0))) {
      latest = payment;
      latestDate = date;
    }
  }
  return latest;
}

/**
 * The session's status: the shown attempt's `status.status` when there is an
 * attempt, otherwise the session's own `status.status`; an unknown text is 'error'.
 */
export function sessionPaymentStatus(payment: PaymentRecord | null, sessionStatus: string | null): PaymentStatus {
  return paymentStatusOf(payment === null ? sessionStatus : payment.status);
}

/** The transaction data table from the request and the attempt shown. */
export function paymentTransactionOf(request: PaymentRequestRecord | null, payment: PaymentRecord | null): PaymentTransaction {
  const names = [request?.buyerName, request?.buyerSurname].map((part) => part?.trim() ?? '').filter((part) => part !== '');
  return {
    reference: request?.reference ?? null,
    description: request?.description ?? null,
    amount: payment?.amount ?? request?.amount ?? null,
    date: payment?.date ?? null,
    paymentMethod: payment?.paymentMethodName ?? null,
    issuer: payment?.issuerName ?? null,
    authorization: payment?.authorization ?? null,
    receipt: payment?.receipt ?? null,
    buyerFullName: names.length === 0 ? null : names.join(' '),
    ipAddress: request?.ipAddress ?? null,
  };
}

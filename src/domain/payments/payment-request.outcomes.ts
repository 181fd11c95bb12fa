import { outcomeTable } from '@/domain/shared/outcome-table.rules';

/**
 * POST /api/pagos/getUrlPlaceToPay (the contract's `requestPayment`; docs/payments.md). The one code the contract
 * names is '404' (the person has no registered e-mail: the 'Error de validación' modal offering
 * 'Crear cuenta'); every other answer is decided by the answer's `status` and `paymentPending`,
 * as the contract states them: status 'OK' with no payment pending goes to the provider's checkout, a
 * payment pending shows its CUS and references (step 3), anything else is the generic error.
 */
export const paymentRequestOutcomes = outcomeTable<'noRegisteredEmail', 'statusDecides'>(
  { 404: 'noRegisteredEmail' },
  'statusDecides',
);

/**
 * - `redirect`: `requestId` stored, the browser goes to `processUrl` (only to an allowed checkout
 *   origin: `isAllowedCheckoutUrl`);
 * - `pending`: step 3, the pending transaction's CUS and references;
 * - `noRegisteredEmail`: the '404' modal;
 * - `systemError`: the generic 'Error del sistema'.
 */
export type PaymentRequestOutcome = 'redirect' | 'pending' | 'noRegisteredEmail' | 'systemError';

/** What the answer says, as far as the outcome needs it. */
export interface PaymentRequestReading {
  /** `data.status` ('OK'), trimmed as sent; null when there is none. */
  readonly status: string | null;
  /** Whether the answer carries a `paymentPending` at all (even one that cannot be read). */
  readonly hasPaymentPending: boolean;
}

/** The status that means the checkout session was created. */
const paymentRequestCreated = 'OK';

/**
 * The outcome of an answer. A payment pending wins over 'OK': sending the person to pay again while
 * a transaction for the same references awaits confirmation could charge them twice.
 */
export function paymentRequestOutcome(code: number | null, reading: PaymentRequestReading): PaymentRequestOutcome {
  if (paymentRequestOutcomes.outcomeOf(code) === 'noRegisteredEmail') return 'noRegisteredEmail';
  if (reading.hasPaymentPending) return 'pending';
  return reading.status === paymentRequestCreated ? 'redirect' : 'systemError';
}

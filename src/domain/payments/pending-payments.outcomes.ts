import { outcomeTable } from '@/domain/shared/outcome-table.rules';

/**
 * GET /api/pagos/consulta (the contract's `findPendingPayments`): `{message, pagos}`, where `pagos` null means the
 * person owes nothing. The contract names no business code for this call, so the answer without one is
 * the answer; a body that does carry a code is read only when the code is one the fund's APIs use
 * for success (0, 200). Any other code is a system error: a failed query that happens to say
 * `pagos: null` must never tell the person they owe nothing.
 *
 * - `answered`: the list decides (`pendingPaymentsOutcome`).
 * - `systemError`: the generic 'Error del sistema'.
 */
export const pendingPaymentsOutcomes = outcomeTable<'answered', 'systemError'>({ 0: 'answered', 200: 'answered' }, 'systemError');

/**
 * What the query leads to (docs/payments.md):
 * - `pending`: the pending-payments table (step 2);
 * - `noPendingPayments`: the toast 'La persona con los datos ingresados no tiene pagos pendientes.';
 * - `systemError`: an unnamed code, or a list that could not be read (`payments` null).
 *
 * `payments` is the list as read: empty when `pagos` was null, absent or `[]`; null when it was
 * something else or held a row that could not be read.
 */
export type PendingPaymentsOutcome = 'pending' | 'noPendingPayments' | 'systemError';

/** No code at all (the contract's usual answer) is read as an answer; a code goes through the table. */
export function pendingPaymentsOutcome(code: number | null, payments: readonly unknown[] | null): PendingPaymentsOutcome {
  const codeOutcome = code === null ? 'answered' : pendingPaymentsOutcomes.outcomeOf(code);
  if (codeOutcome === 'systemError' || payments === null) return 'systemError';
  return payments.length === 0 ? 'noPendingPayments' : 'pending';
}

import { outcomeTable } from '@/domain/shared/outcome-table.rules';

/**
 * GET /api/v1/show-booking/customer-purchases (the contract's `findCustomerPurchases`):
 * - `purchases`: responseCode 200 with the list → the purchase history (step 2);
 * - `noPurchases`: 202 → the toast 'No existe una compra asociada…', the document kept;
 * - `systemError`: any other code (or none) → 'Error del sistema', closing it reloads the page.
 *
 * A 200 whose list cannot be read, or is empty, is not a history to show: `customerPurchasesOutcome`
 * makes an unreadable list a system error and an empty one the 202's toast.
 */
export type CustomerPurchasesOutcome = 'purchases' | 'noPurchases' | 'systemError';

export const customerPurchasesOutcomes = outcomeTable<'purchases' | 'noPurchases', 'systemError'>(
  { 200: 'purchases', 202: 'noPurchases' },
  'systemError',
);

export function customerPurchasesOutcome(code: number | null, purchases: readonly unknown[] | null): CustomerPurchasesOutcome {
  const outcome = customerPurchasesOutcomes.outcomeOf(code);
  if (outcome !== 'purchases') return outcome;
  if (purchases === null) return 'systemError';
  return purchases.length === 0 ? 'noPurchases' : 'purchases';
}

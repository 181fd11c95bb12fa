import type { PendingPayment } from './pending-payment.entity';

/**
 * The pending-payments table (docs/payments.md, step 2): Pay and PayCash are enabled
 * once at least one row is checked, and the table shows the total of the rows checked.
 */
export function canPay(selected: readonly PendingPayment[]): boolean {
  return selected.length > 0;
}

/**
 * The total of the chosen rows: the sum of their `valor.total`, in pesos (every
 * payment is in Colombian pesos, shown without decimals by `formatCop`). 0 for no rows.
 */
export function selectionTotal(selected: readonly PendingPayment[]): number {
  return selected.reduce((total, payment) => total + payment.amount.total, 0);
}

/** Whether the select-all box shows the indeterminate state: some rows checked, not all. */
export function isPartialSelection(selectedCount: number, rowCount: number): boolean {
  return selectedCount > 0 && selectedCount < rowCount;
}

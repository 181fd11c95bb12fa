import { describe, expect, it } from 'vitest';
import { cashPayment, paymentMethodCodes } from '@/domain/payments/payment-method.entity';
import { canPay, isPartialSelection, selectionTotal } from '@/domain/payments/payment-selection.rules';
import type { PendingPayment } from '@/domain/payments/pending-payment.entity';

const row = (reference: string, total: number): PendingPayment => ({
  description: `Obligación ${reference}`,
  reference,
  dueDate: '2026-12-15',
  amount: { total, currency: 'COP' },
});

describe('the pending-payments selection (step 2)', () => {
  it('totals the chosen rows in pesos', () => {
    expect(selectionTotal([])).toBe(0);
    expect(selectionTotal([row('A', 150_000)])).toBe(150_000);
    expect(selectionTotal([row('A', 150_000), row('B', 48_500), row('C', 1_200_000)])).toBe(1_398_500);
  });

  it('enables paying with at least one row', () => {
    expect(canPay([])).toBe(false);
    expect(canPay([row('A', 1)])).toBe(true);
  });

  it.each([
    [0, 3, false],
    [1, 3, true],
    [2, 3, true],
    [3, 3, false],
    [0, 0, false],
  ])('%i of %i checked: indeterminate %s', (selected, rows, partial) => {
    expect(isPartialSelection(selected, rows)).toBe(partial);
  });
});

describe('payment methods and cash (the contract’s `requestPayment`; docs/payments.md)', () => {
  it('sends "" for the card and "Efectivo" for cash', () => {
    expect(paymentMethodCodes).toEqual({ card: '', cash: 'Efectivo' });
  });

  it('gives cash 6 hours, 6 more before changing the method, at convenio 93282', () => {
    expect(cashPayment).toEqual({ hoursToPay: 6, hoursBeforeChangingMethod: 6, correspondentAgreement: '93282' });
  });
});

import { describe, expect, it } from 'vitest';
import { paymentInformationOutcome, paymentInformationOutcomes } from '@/domain/payments/payment-information.outcomes';

describe('payment information outcome table (the contract’s `getPaymentInformation`)', () => {
  it('names 0 only; any other code is the error status', () => {
    expect(paymentInformationOutcomes.rows).toEqual({ 0: 'answered', 404: 'error' });
    expect(paymentInformationOutcomes.otherwise).toBe('error');
  });

  it.each([
    [0, 'answered'],
    [200, 'error'],
    [1, 'error'],
    [987, 'error'],
    [null, 'error'],
  ] as const)('code %s -> %s', (code, outcome) => {
    expect(paymentInformationOutcome(code)).toBe(outcome);
  });
});

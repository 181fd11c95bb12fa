import { describe, expect, it } from 'vitest';
import { paymentInformationCodeOutcomes } from '@/domain/payments/payment-information.outcomes';

describe('payment information outcome table (GET information, spec sections 4 and 7)', () => {
  it('names 0 only; any other code is the error status', () => {
    expect(paymentInformationCodeOutcomes.rows).toEqual({ 0: 'answered' });
    expect(paymentInformationCodeOutcomes.otherwise).toBe('error');
  });

  it.each([
    [0, 'answered'],
    [200, 'error'],
    [1, 'error'],
    [987, 'error'],
    [null, 'error'],
  ] as const)('code %s -> %s', (code, outcome) => {
    expect(paymentInformationCodeOutcomes.outcomeOf(code)).toBe(outcome);
  });
});

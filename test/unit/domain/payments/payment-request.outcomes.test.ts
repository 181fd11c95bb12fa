import { describe, expect, it } from 'vitest';
import { paymentRequestOutcomes, paymentRequestOutcome } from '@/domain/payments/payment-request.outcomes';

describe('payment request outcome table (the contract’s `requestPayment`)', () => {
  it('names 404 only; any other code leaves the status to decide', () => {
    expect(paymentRequestOutcomes.rows).toEqual({ 404: 'noRegisteredEmail' });
    expect(paymentRequestOutcomes.otherwise).toBe('statusDecides');
  });

  it.each([
    [404, 'noRegisteredEmail'],
    [0, 'statusDecides'],
    [200, 'statusDecides'],
    [500, 'statusDecides'],
    [987, 'statusDecides'],
    [null, 'statusDecides'],
  ] as const)('code %s -> %s', (code, outcome) => {
    expect(paymentRequestOutcomes.outcomeOf(code)).toBe(outcome);
  });

  it.each([
    ['OK, nothing pending: the checkout', null, { status: 'OK', hasPaymentPending: false }, 'redirect'],
    ['OK with a code that is not named', 200, { status: 'OK', hasPaymentPending: false }, 'redirect'],
    ['a payment pending: step 3', null, { status: 'OK', hasPaymentPending: true }, 'pending'],
    ['a payment pending without OK', null, { status: 'PENDING', hasPaymentPending: true }, 'pending'],
    ['404 wins over everything', 404, { status: 'OK', hasPaymentPending: true }, 'noRegisteredEmail'],
    ['404 without a status', 404, { status: null, hasPaymentPending: false }, 'noRegisteredEmail'],
    ['another status', null, { status: 'FAILED', hasPaymentPending: false }, 'systemError'],
    ['ok in lower case is not OK', null, { status: 'ok', hasPaymentPending: false }, 'systemError'],
    ['no status', null, { status: null, hasPaymentPending: false }, 'systemError'],
    ['an unnamed code without OK', 987, { status: null, hasPaymentPending: false }, 'systemError'],
  ] as const)('%s', (_name, code, reading, outcome) => {
    expect(paymentRequestOutcome(code, reading)).toBe(outcome);
  });
});

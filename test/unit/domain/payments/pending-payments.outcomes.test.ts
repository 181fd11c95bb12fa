import { describe, expect, it } from 'vitest';
import { pendingPaymentsOutcome, pendingPaymentsOutcomes } from '@/domain/payments/pending-payments.outcomes';

describe('pending payments outcome table (the contract’s `findPendingPayments`)', () => {
  it('holds the success codes; any other code is a system error', () => {
    expect(pendingPaymentsOutcomes.rows).toEqual({ 0: 'answered', 200: 'answered' });
    expect(pendingPaymentsOutcomes.otherwise).toBe('systemError');
  });

  it.each([
    [0, 'pending'],
    [200, 'pending'],
    [null, 'pending'],
    [404, 'systemError'],
    [500, 'systemError'],
    [1, 'systemError'],
    [987, 'systemError'],
  ] as const)('code %s with a row -> %s (no code: the contract’s own answer, which carries none)', (code, outcome) => {
    expect(pendingPaymentsOutcome(code, [{}])).toBe(outcome);
  });

  it('the table alone keeps null as any other code', () => {
    expect(pendingPaymentsOutcomes.outcomeOf(null)).toBe('systemError');
  });

  it.each([
    [null, [{}], 'pending'],
    [0, [{}, {}], 'pending'],
    [null, [], 'noPendingPayments'],
    [200, [], 'noPendingPayments'],
    [null, null, 'systemError'],
    [987, [{}], 'systemError'],
    [987, [], 'systemError'],
  ] as const)('code %s with rows %j -> %s', (code, rows, outcome) => {
    expect(pendingPaymentsOutcome(code, rows)).toBe(outcome);
  });
});

import { describe, expect, it } from 'vitest';
import {
  pendingPaymentsCodeOutcome,
  pendingPaymentsCodeOutcomes,
  pendingPaymentsOutcome,
} from '@/domain/payments/pending-payments.outcomes';

describe('pending payments outcome table (GET consulta, spec sections 7 and 8)', () => {
  it('holds the success codes; any other code is a system error', () => {
    expect(pendingPaymentsCodeOutcomes.rows).toEqual({ 0: 'answered', 200: 'answered' });
    expect(pendingPaymentsCodeOutcomes.otherwise).toBe('systemError');
  });

  it.each([
    [0, 'answered'],
    [200, 'answered'],
    [null, 'answered'],
    [404, 'systemError'],
    [500, 'systemError'],
    [1, 'systemError'],
    [987, 'systemError'],
  ] as const)('code %s -> %s (no code: the spec’s own answer)', (code, outcome) => {
    expect(pendingPaymentsCodeOutcome(code)).toBe(outcome);
  });

  it('the table alone keeps null as any other code', () => {
    expect(pendingPaymentsCodeOutcomes.outcomeOf(null)).toBe('systemError');
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

import { describe, expect, it } from 'vitest';
import { customerPurchasesOutcome, customerPurchasesOutcomes } from '@/domain/bookings/customer-purchases.outcomes';

describe('customer purchases outcome table (the contract’s `findCustomerPurchases`)', () => {
  it('holds 200 and 202; any other code is a system error', () => {
    expect(customerPurchasesOutcomes.rows).toEqual({ 200: 'purchases', 202: 'noPurchases' });
    expect(customerPurchasesOutcomes.otherwise).toBe('systemError');
  });

  it.each([
    [200, 'purchases'],
    [202, 'noPurchases'],
    [0, 'systemError'],
    [201, 'systemError'],
    [204, 'systemError'],
    [404, 'systemError'],
    [500, 'systemError'],
    [987, 'systemError'],
    [null, 'systemError'],
  ] as const)('code %s -> %s', (code, outcome) => {
    expect(customerPurchasesOutcomes.outcomeOf(code)).toBe(outcome);
  });

  it.each([
    [200, [{}], 'purchases'],
    [200, [{}, {}], 'purchases'],
    [200, [], 'noPurchases'],
    [200, null, 'systemError'],
    [202, [], 'noPurchases'],
    [202, null, 'noPurchases'],
    [202, [{}], 'noPurchases'],
    [500, [{}], 'systemError'],
    [500, [], 'systemError'],
    [null, [{}], 'systemError'],
    [null, null, 'systemError'],
  ] as const)('code %s with the list %j -> %s', (code, purchases, outcome) => {
    expect(customerPurchasesOutcome(code, purchases)).toBe(outcome);
  });
});

import { describe, expect, it } from 'vitest';
import { bookingRequestOutcome, bookingRequestOutcomes } from '@/domain/bookings/booking-request.outcomes';

describe('booking request outcome table (the contract’s `createRequest`)', () => {
  it('holds 200; any other code is a system error', () => {
    expect(bookingRequestOutcomes.rows).toEqual({ 200: 'filed' });
    expect(bookingRequestOutcomes.otherwise).toBe('systemError');
  });

  it.each([
    [200, 'filed'],
    [0, 'systemError'],
    [201, 'systemError'],
    [202, 'systemError'],
    [400, 'systemError'],
    [500, 'systemError'],
    [987, 'systemError'],
    [null, 'systemError'],
  ] as const)('code %s -> %s', (code, outcome) => {
    expect(bookingRequestOutcomes.outcomeOf(code)).toBe(outcome);
  });

  it.each([
    [200, 1, 1, 'filed'],
    [200, 3, 3, 'filed'],
    [200, 4, 3, 'filed'],
    [200, 2, 3, 'systemError'],
    [200, 0, 1, 'systemError'],
    [200, 0, 0, 'systemError'],
    [200, null, 1, 'systemError'],
    [202, 3, 3, 'systemError'],
    [500, 1, 1, 'systemError'],
    [null, 1, 1, 'systemError'],
  ] as const)('code %s, %s filing numbers for %s people -> %s', (code, filed, sent, outcome) => {
    expect(bookingRequestOutcome(code, filed, sent)).toBe(outcome);
  });
});

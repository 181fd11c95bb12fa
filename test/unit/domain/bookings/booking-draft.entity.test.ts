import { describe, expect, it } from 'vitest';
import { draftLifetimeMs, isDraftExpired, isDraftFor } from '@/domain/bookings/booking-draft.entity';

const startedAt = Date.UTC(2026, 10, 2, 14, 35);
const hour = 60 * 60 * 1000;
const lifetime = 30 * 60 * 1000;

describe('a draft’s lifetime', () => {
  it('lives 30 minutes', () => {
    expect(draftLifetimeMs).toBe(lifetime);
  });

  it.each([
    ['when it was started', 0, false],
    ['a minute later', 60_000, false],
    ['a millisecond before its end', lifetime - 1, false],
    ['exactly at its end', lifetime, true],
    ['a millisecond after its end', lifetime + 1, true],
    ['a day later', 24 * hour, true],
    ['years later', 10 * 365 * 24 * hour, true],
    ['with a clock a minute behind', -60_000, false],
    ['with a clock just under 30 minutes behind', -(lifetime - 1), false],
    ['with a clock more than 30 minutes behind', -(lifetime + 1), true],
    ['with a clock years behind', -10 * 365 * 24 * hour, true],
  ])('%s: expired %s', (_when, elapsed, expired) => {
    expect(isDraftExpired({ startedAt }, startedAt + elapsed)).toBe(expired);
  });

  it('a draft whose start cannot be read has expired', () => {
    expect(isDraftExpired({ startedAt: Number.NaN }, startedAt)).toBe(true);
  });
});

describe('isDraftFor (a draft is shown only to its buyer)', () => {
  const draft = { buyer: { documentType: 'CC', documentNumber: '1037600123' } } as const;

  it('is the buyer with the same type and number', () => {
    expect(isDraftFor(draft, { documentType: 'CC', documentNumber: '1037600123' })).toBe(true);
  });

  it.each([
    ['another number', { documentType: 'CC', documentNumber: '1037600124' }],
    ['another type', { documentType: 'TI', documentNumber: '1037600123' }],
    ['an empty number', { documentType: 'CC', documentNumber: '' }],
  ] as const)('is not %s', (_case, buyer) => {
    expect(isDraftFor(draft, buyer)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  countdownDigits,
  countdownMilestone,
  dueInactivityNotice,
  inactivityNotices,
  isNearExpiry,
} from '@/domain/shared/session/session-timeout.rules';

describe('session-timeout rules', () => {
  it('has the documented thresholds, pages and closing times (docs/identity.md)', () => {
    expect(inactivityNotices.map(({ afterIdleMs, path, closeAfterMs }) => [afterIdleMs, path, closeAfterMs])).toEqual([
      [900_000, 'tiempo-restante', 99_000],
      [1_000_000, 'poco-tiempo-restante', 19_000],
      [1_020_000, 'tiempo-expirado', 3_000],
    ]);
  });

  it.each([
    [0, -1],
    [899_999, -1],
    [900_000, 0],
    [999_999, 0],
    [1_000_000, 1],
    [1_019_999, 1],
    [1_020_000, 2],
    [9_000_000, 2],
  ])('after %i ms idle the due notice is #%i', (idleMs, due) => {
    expect(dueInactivityNotice(idleMs)).toBe(due);
  });

  it('is near expiry at 120 s or less, never when anonymous', () => {
    expect(isNearExpiry(121)).toBe(false);
    expect(isNearExpiry(120)).toBe(true);
    expect(isNearExpiry(-5)).toBe(true);
    expect(isNearExpiry(null)).toBe(false);
  });

  it('shows the countdown with two digits', () => {
    expect([120, 10, 9, 0, -1].map(countdownDigits)).toEqual(['120', '10', '09', '00', '00']);
  });

  it('announces at 60, 30 and 10 s only', () => {
    const spoken = new Set<number | null>();
    const changes: number[] = [];
    for (let seconds = 120; seconds >= 0; seconds -= 1) {
      const milestone = countdownMilestone(seconds);
      if (!spoken.has(milestone) && milestone !== null) changes.push(seconds);
      spoken.add(milestone);
    }
    expect(changes).toEqual([60, 30, 10]);
  });
});

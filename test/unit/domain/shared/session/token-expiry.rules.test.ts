import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertPkceMethod } from '@/domain/shared/session/pkce.rules';
import { isTokenExpired, secondsUntilExpiry, timeToExpiredSeconds, tokenRefreshMarginSeconds } from '@/domain/shared/session/token-expiry.rules';

describe('isTokenExpired', () => {
  const now = 1_000_000;
  it.each([
    ['valid for 10 s', { exp: now + 10, timeSkew: 0 }, undefined, false],
    ['expired 1 s ago', { exp: now - 1, timeSkew: 0 }, undefined, true],
    ['expires exactly now is not yet expired', { exp: now, timeSkew: 0 }, undefined, false],
    ['local clock 30 s ahead of the server: exp shifts forward', { exp: now - 10, timeSkew: 30 }, undefined, false],
    ['local clock 30 s behind the server: exp shifts back', { exp: now + 10, timeSkew: -30 }, undefined, true],
    ['within the 5 s refresh margin', { exp: now + 4, timeSkew: 0 }, tokenRefreshMarginSeconds, true],
    ['exactly at the 5 s margin', { exp: now + 5, timeSkew: 0 }, tokenRefreshMarginSeconds, false],
    ['a zero margin', { exp: now + 1, timeSkew: 0 }, 0, false],
  ])('%s', (_name, token, margin, expected) => {
    expect(isTokenExpired(token, now, margin)).toBe(expected);
  });

  it("checking with no token fails with 'Not authenticated'", () => {
    expect(() => isTokenExpired(null, now)).toThrow('Not authenticated');
  });

  it.each([['5'], [Number.NaN], [Infinity], [null], [{}]])("a margin of %j fails with 'Invalid minValidity'", (margin) => {
    expect(() => isTokenExpired({ exp: now, timeSkew: 0 }, now, margin)).toThrow('Invalid minValidity');
  });

  it('property: expired exactly when the skew-corrected time left is below the margin', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: -3600, max: 3600 }),
        fc.integer({ min: -3600, max: 3600 }),
        fc.integer({ min: 0, max: 600 }),
        (exp, skew, offset, margin) => {
          const token = { exp, timeSkew: skew };
          const at = exp + skew + offset;
          expect(secondsUntilExpiry(token, at)).toBe(0 - offset);
          expect(isTokenExpired(token, at, margin)).toBe(0 - offset < margin);
        },
      ),
    );
  });
});

describe('constants and PKCE', () => {
  it('timeToExpired is 120 s and the refresh margin 5 s (docs/identity.md)', () => {
    expect([timeToExpiredSeconds, tokenRefreshMarginSeconds]).toEqual([120, 5]);
  });

  it.each(['plain', 's256', '', 'S384'])("PKCE method %j fails with 'Invalid value for pkceMethod'", (method) => {
    expect(() => assertPkceMethod(method)).toThrow('Invalid value for pkceMethod');
  });

  it('S256 is accepted', () => {
    expect(assertPkceMethod('S256')).toBe('S256');
  });
});

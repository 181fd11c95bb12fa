import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCop, formatCopOr } from '@/domain/shared/money.rules';

const intl = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

describe('formatCop', () => {
  it.each([
    [0, '$ 0'],
    [1, '$ 1'],
    [12, '$ 12'],
    [999, '$ 999'],
    [1000, '$ 1.000'],
    [1234, '$ 1.234'],
    [12345, '$ 12.345'],
    [123456, '$ 123.456'],
    [1234567, '$ 1.234.567'],
    [1000000000, '$ 1.000.000.000'],
    [Number.MAX_SAFE_INTEGER, '$ 9.007.199.254.740.991'],
    [-1, '-$ 1'],
    [-1234567, '-$ 1.234.567'],
    [-Number.MAX_SAFE_INTEGER, '-$ 9.007.199.254.740.991'],
  ])('%d -> %j', (amount, expected) => {
    expect(formatCop(amount)).toBe(expected);
  });

  it.each([
    [0.4, '$ 0'],
    [0.5, '$ 1'],
    [1234.49, '$ 1.234'],
    [1234.5, '$ 1.235'],
    [999.5, '$ 1.000'],
    [999999.5, '$ 1.000.000'],
    [-2.5, '-$ 3'],
    [-2.4, '-$ 2'],
  ])('rounds half away from zero, no decimals: %d -> %j', (amount, expected) => {
    expect(formatCop(amount)).toBe(expected);
  });

  it.each([[-0], [-0.4], [-0.49999]])('shows an amount that rounds to zero as "$ 0", never "-$ 0" (%d)', (amount) => {
    expect(formatCop(amount)).toBe('$ 0');
  });

  it.each([[NaN], [Infinity], [-Infinity], [Number.MAX_SAFE_INTEGER + 2], [1e21]])('returns null for %d', (amount) => {
    expect(formatCop(amount)).toBeNull();
  });

  it('uses a plain space, never the no-break space ICU emits', () => {
    expect(intl.format(1234)).toContain('\u00A0');
    expect(formatCop(1234)).not.toMatch(/[\u00A0\u202F]/);
  });

  it('property: equals Intl es-CO COP with the no-break space made plain (integers and fractions)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
          fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        ),
        (amount) => {
          const expected = intl.format(amount).replace(/\u00A0/g, ' ').replace(/^-\$ 0$/, '$ 0');
          expect(formatCop(amount)).toBe(expected);
        },
      ),
    );
  });

  it('property: the text reads back to the rounded amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (amount) => {
        const text = formatCop(amount) ?? '';
        expect(text).toMatch(/^-?\$ \d{1,3}(\.\d{3})*$/);
        const back = Number(text.replace(/[$ .]/g, ''));
        expect(back).toBe(Math.sign(amount) * Math.round(Math.abs(amount)) || 0);
      }),
    );
  });
});

describe('formatCopOr', () => {
  it.each([
    [1234, '$ 1.234'],
    [null, 'No registra'],
    [undefined, 'No registra'],
    [NaN, 'No registra'],
  ])('%j -> %j', (amount, expected) => {
    expect(formatCopOr(amount, 'No registra')).toBe(expected);
  });
});

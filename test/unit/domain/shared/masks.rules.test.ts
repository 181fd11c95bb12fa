import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskIdentification, visibleIdentificationCharacters } from '@/domain/shared/masks.rules';
import { anyCodePointText } from '@test/support/arbitraries';

describe('maskIdentification', () => {
  it.each([
    ['1234567890', '*******890'],
    ['1234', '*234'],
    ['AB12345', '****345'],
    [' 1234567890 ', '*******890'],
    ['123', '***'],
    ['12', '**'],
    ['1', '*'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
    ['12😀45', '**😀45'],
  ])('%j -> %j', (value, expected) => {
    expect(maskIdentification(value)).toBe(expected);
  });

  it('shows exactly 3 characters', () => {
    expect(visibleIdentificationCharacters).toBe(3);
  });

  it('property: keeps the length, shows only the last 3 of a value longer than 3, never shows a short one', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 20 }), (raw) => {
        const value = raw.trim();
        const masked = maskIdentification(raw);
        expect(masked.length).toBe(value.length);
        if (value.length <= 3) {
          expect(masked).toBe('*'.repeat(value.length));
        } else {
          expect(masked.slice(0, -3)).toBe('*'.repeat(value.length - 3));
          expect(masked.slice(-3)).toBe(value.slice(-3));
        }
      }),
    );
  });

  it('property: masking the masked value changes nothing visible', () => {
    fc.assert(
      fc.property(anyCodePointText(20), (raw) => {
        const once = maskIdentification(raw);
        if (Array.from(once).length > 3) expect(maskIdentification(once)).toBe(once);
      }),
    );
  });
});

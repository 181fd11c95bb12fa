import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSequentialNumberValid,
  sanitizeSequentialNumber,
  sequentialNumberForRequest,
  validateSequentialNumber,
} from '@/domain/certificates/school-sequential-number.rules';
import { anyCodePointText } from '@test/support/arbitraries';

describe('school sequential number (docs/certificates.md: required, 1 to 8 digits)', () => {
  it.each([
    ['', 'sequentialNumber.required'],
    ['   ', 'sequentialNumber.required'],
    ['1', null],
    ['12345678', null],
    ['00000001', null],
    [' 1234 ', null],
    ['123456789', 'sequentialNumber.invalid'],
    ['12a4', 'sequentialNumber.invalid'],
    ['12.5', 'sequentialNumber.invalid'],
    ['-12', 'sequentialNumber.invalid'],
    ['１２３', 'sequentialNumber.invalid'],
    ['1 2', 'sequentialNumber.invalid'],
  ] as const)('%j -> %s', (value, error) => {
    expect(validateSequentialNumber(value)).toBe(error);
    expect(isSequentialNumberValid(value)).toBe(error === null);
  });

  it('keeps only ASCII digits while typing, without cutting the length', () => {
    expect(sanitizeSequentialNumber('12-34 ab5')).toBe('12345');
    expect(sanitizeSequentialNumber('１２3')).toBe('3');
    expect(sanitizeSequentialNumber('123456789')).toBe('123456789');
  });

  it('any sanitised value is digits only, and valid exactly when it has 1 to 8 of them', () => {
    fc.assert(
      fc.property(anyCodePointText(), (typed) => {
        const kept = sanitizeSequentialNumber(typed);
        expect(kept).toMatch(/^[0-9]*$/);
        expect(isSequentialNumberValid(kept)).toBe(kept.length >= 1 && kept.length <= 8);
      }),
    );
  });

  it('is sent as a number; never when invalid', () => {
    expect(sequentialNumberForRequest('00001234')).toBe(1234);
    expect(sequentialNumberForRequest(' 99999999 ')).toBe(99_999_999);
    expect(sequentialNumberForRequest('0')).toBe(0);
    expect(sequentialNumberForRequest('')).toBeNull();
    expect(sequentialNumberForRequest('123456789')).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeDocumentNumber,
  changeDocumentType,
  documentQueryError,
  documentQueryForRequest,
  initialDocumentQuery,
  isDocumentQueryValid,
  sanitizeDocumentNumber,
  validateDocumentNumber,
  type DocumentQuery,
} from '@/domain/shared/documents/document-number.rules';
import { documentTypeCodes, documentTypeFor, documentTypes } from '@/domain/shared/documents/document-type.entity';

const digits = (length: number) => '1234567890'.repeat(2).slice(0, length);
// Starts with a letter, so it is wrong for every numeric type whatever its length.
const alphanumeric = (length: number) => 'AB12cd34EF56gh78ij90'.slice(0, length);

describe('validateDocumentNumber: every type at its bounds', () => {
  const cases = documentTypes.flatMap((type) => {
    const sample = type.kind === 'numeric' ? digits : alphanumeric;
    return [
      [type.code, 'min - 1', sample(type.min - 1), 'documentNumber.invalid'],
      [type.code, 'min', sample(type.min), null],
      [type.code, 'max', sample(type.max), null],
      [type.code, 'max + 1', sample(type.max + 1), 'documentNumber.invalid'],
      [type.code, 'min with surrounding spaces', `  ${sample(type.min)}\t`, null],
      [type.code, 'max with surrounding spaces', ` ${sample(type.max)} `, null],
      [type.code, 'max + 1 inside spaces', ` ${sample(type.max + 1)} `, 'documentNumber.invalid'],
      [type.code, 'a space inside', `${sample(type.min)} ${sample(1)}`, 'documentNumber.invalid'],
      [type.code, 'empty', '', 'documentNumber.required'],
      [type.code, 'only spaces', '   ', 'documentNumber.required'],
      [type.code, 'only a no-break space', '\u00A0', 'documentNumber.required'],
    ] as const;
  });

  it.each(cases)('%s, %s (%j) -> %s', (code, _label, value, expected) => {
    expect(validateDocumentNumber(code, value)).toBe(expected);
  });

  it.each(documentTypes.filter((type) => type.kind === 'numeric').map((type) => [type.code, type.max] as const))(
    'numeric type %s rejects letters at an accepted length',
    (code, max) => {
      expect(validateDocumentNumber(code, alphanumeric(max))).toBe('documentNumber.invalid');
      expect(validateDocumentNumber(code, `${digits(max - 1)}a`)).toBe('documentNumber.invalid');
    },
  );

  it.each(['12.345', '12-345', 'ABÑ12', 'ÁBC12', '１２３４５'])('PA rejects %j (only ASCII letters and digits)', (value) => {
    expect(validateDocumentNumber('PA', value)).toBe('documentNumber.invalid');
  });

  it.each(['abc', 'ABC', 'aB3', '123', 'X1Y2Z3W4V5U6T7S8'])('PA accepts %j', (value) => {
    expect(validateDocumentNumber('PA', value)).toBeNull();
  });

  it.each(['1.234.567', '1234567-8', '+123456', '١٢٣٤٥'])('CC rejects %j (separators, signs, non-ASCII digits)', (value) => {
    expect(validateDocumentNumber('CC', value)).toBe('documentNumber.invalid');
  });

  it.each([['XX'], [''], [null], [undefined]])('an unknown type %j is validated as CC', (code) => {
    expect(validateDocumentNumber(code, '12')).toBe('documentNumber.invalid');
    expect(validateDocumentNumber(code, '123')).toBeNull();
    expect(validateDocumentNumber(code, '1234567890')).toBeNull();
    expect(validateDocumentNumber(code, '12345678901')).toBe('documentNumber.invalid');
    expect(validateDocumentNumber(code, 'abc')).toBe('documentNumber.invalid');
  });
});

describe('validateDocumentNumber: properties', () => {
  const typeArb = fc.constantFrom(...documentTypes);

  it('accepts exactly the trimmed values that match the type within its bounds', () => {
    fc.assert(
      fc.property(typeArb, fc.string({ maxLength: 20 }), (type, value) => {
        const trimmed = value.trim();
        const expected =
          trimmed === ''
            ? 'documentNumber.required'
            : trimmed.length >= type.min && trimmed.length <= type.max && type.pattern.test(trimmed)
              ? null
              : 'documentNumber.invalid';
        expect(validateDocumentNumber(type.code, value)).toBe(expected);
      }),
    );
  });

  it('accepts every digit string within the bounds of a numeric type, wherever spaces surround it', () => {
    fc.assert(
      fc.property(
        typeArb,
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 0, maxLength: 17 }),
        fc.constantFrom('', ' ', '  ', '\t', '\n', '\u00A0'),
        fc.constantFrom('', ' ', '\u00A0', '\r\n'),
        (type, number, before, after) => {
          const withinBounds = number.length >= type.min && number.length <= type.max;
          const result = validateDocumentNumber(type.code, before + number + after);
          if (number === '') expect(result).toBe('documentNumber.required');
          else expect(result === null).toBe(withinBounds);
        },
      ),
    );
  });

  it('never accepts a value that holds a character other than ASCII letters and digits', () => {
    fc.assert(
      fc.property(typeArb, fc.string({ maxLength: 20 }), (type, value) => {
        fc.pre(/[^A-Za-z0-9]/.test(value.trim()));
        expect(validateDocumentNumber(type.code, value)).not.toBeNull();
      }),
    );
  });
});

describe('sanitizeDocumentNumber', () => {
  it.each([
    ['CC', ' 1.234.567 ', '1234567'],
    ['CC', 'abc123', '123'],
    ['PE', '12-34', '1234'],
    ['PA', ' ab-12.C ', 'ab12C'],
    ['PA', 'ñandú 7', 'and7'],
  ])('%s keeps only what the type can hold: %j -> %j', (code, typed, expected) => {
    expect(sanitizeDocumentNumber(documentTypeFor(code), typed)).toBe(expected);
  });

  it('does not cut a number longer than the type allows, so validation can report it', () => {
    expect(sanitizeDocumentNumber(documentTypeFor('RC'), '123456789012')).toBe('123456789012');
  });

  it('yields only characters of the type kind, and is idempotent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...documentTypes), fc.string(), (type, typed) => {
        const once = sanitizeDocumentNumber(type, typed);
        expect(once).toMatch(type.kind === 'numeric' ? /^[0-9]*$/ : /^[A-Za-z0-9]*$/);
        expect(sanitizeDocumentNumber(type, once)).toBe(once);
      }),
    );
  });
});

describe('document query state', () => {
  it('starts with CC and an empty number, which is not yet valid', () => {
    expect(initialDocumentQuery).toEqual({ documentType: 'CC', documentNumber: '' });
    expect(Object.isFrozen(initialDocumentQuery)).toBe(true);
    expect(documentQueryError(initialDocumentQuery)).toBe('documentNumber.required');
    expect(isDocumentQueryValid(initialDocumentQuery)).toBe(false);
  });

  it('changing the type resets the number and applies the new bounds', () => {
    let state: DocumentQuery = changeDocumentNumber(initialDocumentQuery, '1234567890');
    expect(isDocumentQueryValid(state)).toBe(true);

    state = changeDocumentType(state, 'CE');
    expect(state).toEqual({ documentType: 'CE', documentNumber: '' });
    expect(documentQueryError(state)).toBe('documentNumber.required');

    // Ten digits were valid for CC; CE allows at most seven.
    state = changeDocumentNumber(state, '1234567890');
    expect(documentQueryError(state)).toBe('documentNumber.invalid');
    state = changeDocumentNumber(state, '1234567');
    expect(isDocumentQueryValid(state)).toBe(true);
  });

  it('selecting the type already chosen keeps the number', () => {
    const state = changeDocumentNumber(changeDocumentType(initialDocumentQuery, 'TI'), '1234567890');
    expect(changeDocumentType(state, 'TI')).toBe(state);
  });

  it('an unknown type selects CC (and resets the number when CC was not selected)', () => {
    const passport = changeDocumentNumber(changeDocumentType(initialDocumentQuery, 'PA'), 'AB123');
    expect(changeDocumentType(passport, 'ZZ')).toEqual({ documentType: 'CC', documentNumber: '' });
  });

  it('typing sanitises by the selected type', () => {
    const cc = changeDocumentNumber(initialDocumentQuery, 'A1 2.3');
    expect(cc.documentNumber).toBe('123');
    const pa = changeDocumentNumber(changeDocumentType(initialDocumentQuery, 'PA'), 'A1 2.3');
    expect(pa).toEqual({ documentType: 'PA', documentNumber: 'A123' });
  });

  it('does not mutate the state it is given', () => {
    const state = { documentType: 'CC', documentNumber: '123' } as const;
    changeDocumentType(state, 'PA');
    changeDocumentNumber(state, '456');
    expect(state).toEqual({ documentType: 'CC', documentNumber: '123' });
  });

  it('sends the number trimmed', () => {
    expect(documentQueryForRequest({ documentType: 'PA', documentNumber: ' AB123 ' })).toEqual({
      documentType: 'PA',
      documentNumber: 'AB123',
    });
  });

  it('property: after any type change the number is empty and the type is a known code', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...documentTypeCodes),
        fc.string(),
        fc.oneof(fc.constantFrom(...documentTypeCodes), fc.string()),
        (from, typed, to) => {
          const before = changeDocumentNumber(changeDocumentType(initialDocumentQuery, from), typed);
          const after = changeDocumentType(before, to);
          expect(documentTypeCodes).toContain(after.documentType);
          if (after.documentType !== before.documentType) expect(after.documentNumber).toBe('');
          else expect(after).toBe(before);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressError,
  cellphoneNumberError,
  confirmEmailError,
  emailError,
  personalDataErrors,
  phoneNumberError,
  sanitizeField,
  type PersonalDataField,
} from '@/domain/profile/personal-data.rules';
import { keepAddressCharacters } from '@/domain/shared/input-sanitizers.rules';
import { anyCodePointText } from '@test/support/arbitraries';

// The per-value rules the personal-data form's constraints call, and the sanitising while typing;
// the form as a whole (its checks, what each field shows, 'Guardar') is personal-data.form.test.ts.

const digits = (n: number) => '3'.repeat(n);
const emailOfLength = (n: number) => `${'a'.repeat(n - '@x.co'.length)}@x.co`;

/** The data update's messages, by code (docs/profile.md): the presentation catalogue must say exactly these. */
const specMessages = {
  'cellphoneNumber.required': 'Ingresa un número de celular',
  'cellphoneNumber.invalid': 'Ingresa un número válido',
  'phoneNumber.invalid': 'Ingresa un número válido',
  'email.required': 'Ingresa un correo electrónico',
  'email.invalid': 'Ingresa un correo válido',
  'confirmEmail.required': 'Debes confirmar tu correo electrónico',
  'confirmEmail.mismatch': 'El correo no coincide',
  'address.required': 'Ingresa una dirección',
  'address.tooLong': 'Ingresa una dirección',
} as const;

describe('data-update error codes (docs/profile.md)', () => {
  it('are exactly the codes the documented messages are written for', () => {
    expect([...personalDataErrors].sort()).toEqual(Object.keys(specMessages).sort());
  });
});

describe('CellphoneNumber: required, exactly 10 digits', () => {
  it.each([
    ['', 'cellphoneNumber.required'],
    ['   ', 'cellphoneNumber.required'],
    [digits(1), 'cellphoneNumber.invalid'],
    [digits(6), 'cellphoneNumber.invalid'],
    [digits(7), 'cellphoneNumber.invalid'],
    [digits(9), 'cellphoneNumber.invalid'],
    [digits(10), null],
    [` ${digits(10)} `, null],
    [digits(11), 'cellphoneNumber.invalid'],
    ['310 456 789', 'cellphoneNumber.invalid'],
    ['310456789a', 'cellphoneNumber.invalid'],
    ['+573104567', 'cellphoneNumber.invalid'],
    ['３１０４５６７８９０', 'cellphoneNumber.invalid'],
  ])('%j -> %s', (value, expected) => {
    expect(cellphoneNumberError(value)).toBe(expected);
  });
});

describe('PhoneNumber: optional, 7 to 10 digits', () => {
  it.each([
    ['', null],
    ['  ', null],
    [digits(1), 'phoneNumber.invalid'],
    [digits(6), 'phoneNumber.invalid'],
    [digits(7), null],
    [digits(8), null],
    [digits(10), null],
    [` ${digits(7)} `, null],
    [digits(11), 'phoneNumber.invalid'],
    ['604-5551', 'phoneNumber.invalid'],
    ['abcdefg', 'phoneNumber.invalid'],
  ])('%j -> %s', (value, expected) => {
    expect(phoneNumberError(value)).toBe(expected);
  });
});

describe('Email: required, max 60, e-mail pattern', () => {
  it.each([
    ['', 'email.required'],
    ['   ', 'email.required'],
    ['ana.perez@correo.co', null],
    [' ana.perez@correo.co ', null],
    ['ANA_PEREZ+portal@sub.correo.com.co', null],
    ['a-b%c@x-y.org', null],
    [emailOfLength(59), null],
    [emailOfLength(60), null],
    [emailOfLength(61), 'email.invalid'],
    ['ana', 'email.invalid'],
    ['ana@', 'email.invalid'],
    ['@correo.co', 'email.invalid'],
    ['ana@correo', 'email.invalid'],
    ['ana@correo.c', 'email.invalid'],
    ['ana@@correo.co', 'email.invalid'],
    ['ana perez@correo.co', 'email.invalid'],
    ['ana@correo..co', 'email.invalid'],
    ['ana@.correo.co', 'email.invalid'],
    ['ana@correo.co.', 'email.invalid'],
    ['añá@correo.co', 'email.invalid'],
    ['ana@correo.co\nbcc@x.co', 'email.invalid'],
  ])('%j -> %s', (value, expected) => {
    expect(emailError(value)).toBe(expected);
  });
});

describe('ConfirmEmail: required, same pattern, max 60, equal to Email', () => {
  it.each([
    ['', 'ana@correo.co', 'confirmEmail.required'],
    ['  ', 'ana@correo.co', 'confirmEmail.required'],
    ['', '', 'confirmEmail.required'],
    ['ana@correo.co', 'ana@correo.co', null],
    [' ana@correo.co ', 'ana@correo.co  ', null],
    ['ana@correo.com', 'ana@correo.co', 'confirmEmail.mismatch'],
    ['Ana@correo.co', 'ana@correo.co', 'confirmEmail.mismatch'],
    ['ana@correo.co', '', 'confirmEmail.mismatch'],
    // Equal to Email, but neither is an e-mail: the confirmation breaks the pattern.
    ['ana', 'ana', 'confirmEmail.mismatch'],
    [emailOfLength(60), emailOfLength(60), null],
    [emailOfLength(61), emailOfLength(61), 'confirmEmail.mismatch'],
  ])('%j confirming %j -> %s', (value, email, expected) => {
    expect(confirmEmailError(value, email)).toBe(expected);
  });
});

describe('Address: required, max 250', () => {
  it.each([
    ['', 'address.required'],
    ['   ', 'address.required'],
    ['Calle 10 # 20-30', null],
    ['a'.repeat(249), null],
    ['a'.repeat(250), null],
    [` ${'a'.repeat(250)} `, null],
    ['a'.repeat(251), 'address.tooLong'],
    ['Calle 10, apto 2', null], // a stored address with a comma stays valid: the rule has no character set
  ])('%j -> %s', (value, expected) => {
    expect(addressError(value)).toBe(expected);
  });
});

// Any text, as a paste can carry (lone surrogates included).
const texts = fc.oneof(anyCodePointText(40), fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 }));

describe('sanitizeField while typing: properties', () => {
  it.each<PersonalDataField>(['cellphoneNumber', 'phoneNumber'])('%s keeps ASCII digits only, in order', (field) => {
    fc.assert(
      fc.property(texts, (typed) => {
        const kept = sanitizeField(field, typed);
        expect(kept).toMatch(/^[0-9]*$/);
        expect(kept).toBe([...typed].filter((c) => c >= '0' && c <= '9').join(''));
        expect(sanitizeField(field, kept)).toBe(kept);
      }),
    );
  });

  it('the address keeps its character set (the shared sanitiser), idempotent and never longer', () => {
    fc.assert(
      fc.property(texts, (typed) => {
        const kept = sanitizeField('address', typed);
        expect(kept).toBe(keepAddressCharacters(typed));
        expect(kept).toMatch(/^[A-Za-z0-9áéíóúüñÁÉÍÓÚÜÑ #\u002D-\u00B0]*$/u);
        expect(sanitizeField('address', kept)).toBe(kept);
        expect(kept.length).toBeLessThanOrEqual(typed.normalize('NFC').length);
      }),
    );
  });

  it.each<PersonalDataField>(['email', 'confirmEmail'])('%s is kept as typed', (field) => {
    fc.assert(
      fc.property(texts, (typed) => {
        expect(sanitizeField(field, typed)).toBe(typed);
      }),
    );
  });
});

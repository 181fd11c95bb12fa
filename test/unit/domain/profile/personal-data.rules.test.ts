import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultLocationSelection, type LocationSelection } from '@/domain/profile/location.entity';
import {
  addressError,
  canSave,
  cellphoneNumberError,
  changeField,
  changeSector,
  checkedPersonalDataForm,
  confirmEmailError,
  emailError,
  emptyPersonalDataForm,
  fieldError,
  initialPersonalDataForm,
  leaveField,
  personalDataErrors,
  personalDataFieldErrors,
  personalDataFields,
  phoneNumberError,
  sanitizeField,
  shownError,
  type PersonalDataField,
  type PersonalDataFormState,
  type PersonalDataValues,
} from '@/domain/profile/personal-data.rules';
import { keepAddressCharacters } from '@/domain/shared/input-sanitizers.rules';
import { anyCodePointText } from '@test/support/arbitraries';

const digits = (n: number) => '3'.repeat(n);
const emailOfLength = (n: number) => `${'a'.repeat(n - '@x.co'.length)}@x.co`;

const valid: PersonalDataValues = Object.freeze({
  cellphoneNumber: '3104567890',
  phoneNumber: '6045551234',
  email: 'ana.perez@correo.co',
  confirmEmail: 'ana.perez@correo.co',
  address: 'Cra. 45 # 12-30 Apto 201',
  sector: 'U',
});

/** Spec section 5's messages, by code: the presentation catalogue must say exactly these. */
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

describe('data-update error codes (spec section 5, Data update)', () => {
  it('are exactly the codes the spec messages are written for', () => {
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

describe('fieldError and personalDataFieldErrors', () => {
  it('a valid form has no error', () => {
    expect(personalDataFieldErrors(valid)).toEqual({});
    for (const field of personalDataFields) expect(fieldError(field, valid)).toBeNull();
  });

  it('an empty form: every required field, the optional phone valid', () => {
    expect(personalDataFieldErrors(emptyPersonalDataForm.values)).toEqual({
      cellphoneNumber: 'cellphoneNumber.required',
      email: 'email.required',
      confirmEmail: 'confirmEmail.required',
      address: 'address.required',
    });
  });

  it('the confirmation is checked against the form\'s e-mail', () => {
    expect(fieldError('confirmEmail', { ...valid, email: 'otra@correo.co' })).toBe('confirmEmail.mismatch');
  });
});

const state = (values: Partial<PersonalDataValues>, validity: Partial<PersonalDataFormState['validity']> = {}): PersonalDataFormState => ({
  values: { ...emptyPersonalDataForm.values, ...values },
  validity: { ...emptyPersonalDataForm.validity, ...validity },
});

describe('initialPersonalDataForm (prefilled from the record)', () => {
  const record = { mobile: '3104567890', phone: '', email: 'ana@correo.co', address: ' Calle 10 # 20-30 ', sector: 'R' };

  it('prefills the values, trimmed, the confirmation as the e-mail on record, and the sector', () => {
    expect(initialPersonalDataForm(record).values).toEqual({
      cellphoneNumber: '3104567890',
      phoneNumber: '',
      email: 'ana@correo.co',
      confirmEmail: 'ana@correo.co',
      address: 'Calle 10 # 20-30',
      sector: 'R',
    });
  });

  it('counts prefilled non-empty values as valid on load; empty ones are neutral', () => {
    expect(initialPersonalDataForm(record).validity).toEqual({
      cellphoneNumber: true,
      phoneNumber: null,
      email: true,
      confirmEmail: true,
      address: true,
    });
  });

  it('a record that breaks a rule shows the message on load instead of a disabled button without a reason', () => {
    const form = initialPersonalDataForm({ ...record, mobile: '310456789', email: '', address: '', sector: null });
    expect(form.validity).toEqual({ cellphoneNumber: false, phoneNumber: null, email: null, confirmEmail: null, address: null });
    expect(shownError(form, 'cellphoneNumber')).toBe('cellphoneNumber.invalid');
    expect(form.values.sector).toBe('U');
  });

  it('never sanitises what the fund stored (a comma in an address stays)', () => {
    expect(initialPersonalDataForm({ ...record, address: 'Calle 10, apto 2' }).values.address).toBe('Calle 10, apto 2');
  });

  it('checkedPersonalDataForm (a restored draft) checks the same way', () => {
    expect(checkedPersonalDataForm({ ...valid, phoneNumber: '', address: 'a'.repeat(251) }).validity).toEqual({
      cellphoneNumber: true,
      phoneNumber: null,
      email: true,
      confirmEmail: true,
      address: false,
    });
  });
});

describe('changeField: typing sanitises and checks the field', () => {
  it.each<[PersonalDataField, string, string, boolean]>([
    ['cellphoneNumber', '310-456 7890', '3104567890', true],
    ['cellphoneNumber', '+57 310', '57310', false],
    ['cellphoneNumber', '', '', false],
    ['phoneNumber', '(604) 555 1234', '6045551234', true],
    ['phoneNumber', 'abc', '', true],
    ['phoneNumber', '555 12', '55512', false],
    ['address', 'Cra. 45 #12-30, (Apto 201)', 'Cra. 45 #12-30 Apto 201', true],
    ['address', 'Calle Ñandú 5°', 'Calle Ñandú 5°', true],
    ['address', '!!!', '', false],
    ['email', ' Ana@Correo.co', ' Ana@Correo.co', true],
    ['email', 'ana', 'ana', false],
  ])('%s: %j keeps %j (valid: %s)', (field, typed, kept, isValid) => {
    const next = changeField(emptyPersonalDataForm, field, typed);
    expect(next.values[field]).toBe(kept);
    expect(next.validity[field]).toBe(isValid);
  });

  it('touches no other field (but the e-mail rule below)', () => {
    const next = changeField(emptyPersonalDataForm, 'address', 'Calle 1');
    expect(next.validity).toEqual({ ...emptyPersonalDataForm.validity, address: true });
    expect(next.values).toEqual({ ...emptyPersonalDataForm.values, address: 'Calle 1' });
  });

  it('the confirmation is checked against the e-mail as typed', () => {
    const typedEmail = changeField(emptyPersonalDataForm, 'email', 'ana@correo.co');
    expect(changeField(typedEmail, 'confirmEmail', 'ana@correo.co').validity.confirmEmail).toBe(true);
    expect(changeField(typedEmail, 'confirmEmail', 'ana@correo.com').validity.confirmEmail).toBe(false);
  });

  it('changes the sector', () => {
    expect(changeSector(emptyPersonalDataForm, 'R').values.sector).toBe('R');
  });
});

describe('changing Email re-checks ConfirmEmail and clears it when Email is empty (spec section 5)', () => {
  it('a confirmation that matched stops matching when the e-mail changes', () => {
    const matched = state({ email: 'ana@correo.co', confirmEmail: 'ana@correo.co' }, { email: true, confirmEmail: true });
    const next = changeField(matched, 'email', 'ana@correo.com');
    expect(next.values.confirmEmail).toBe('ana@correo.co');
    expect(next.validity.confirmEmail).toBe(false);
    expect(shownError(next, 'confirmEmail')).toBe('confirmEmail.mismatch');
  });

  it('a confirmation that did not match matches once the e-mail catches up', () => {
    const mismatched = state({ email: 'ana@correo.c', confirmEmail: 'ana@correo.co' }, { email: false, confirmEmail: false });
    expect(changeField(mismatched, 'email', 'ana@correo.co').validity.confirmEmail).toBe(true);
  });

  it('emptying the e-mail clears the confirmation, back to neutral', () => {
    const matched = state({ email: 'ana@correo.co', confirmEmail: 'ana@correo.co' }, { email: true, confirmEmail: true });
    for (const emptied of ['', '   ']) {
      const next = changeField(matched, 'email', emptied);
      expect(next.values.confirmEmail).toBe('');
      expect(next.validity.confirmEmail).toBeNull();
      expect(next.validity.email).toBe(false);
      expect(shownError(next, 'email')).toBe('email.required');
      expect(shownError(next, 'confirmEmail')).toBeNull();
    }
  });

  it('an untouched empty confirmation stays neutral while the e-mail is typed', () => {
    const next = changeField(emptyPersonalDataForm, 'email', 'ana@correo.co');
    expect(next.validity.confirmEmail).toBeNull();
  });

  it('a confirmation left empty after being checked is checked again (still required)', () => {
    const leftEmpty = state({ email: 'ana@correo.c' }, { email: false, confirmEmail: false });
    const next = changeField(leftEmpty, 'email', 'ana@correo.co');
    expect(next.validity.confirmEmail).toBe(false);
    expect(shownError(next, 'confirmEmail')).toBe('confirmEmail.required');
  });

  it('changing another field never touches the confirmation', () => {
    const matched = state({ email: 'ana@correo.co', confirmEmail: 'x' }, { confirmEmail: null });
    expect(changeField(matched, 'address', 'Calle 1').validity.confirmEmail).toBeNull();
  });
});

describe('leaveField: the value trimmed and checked', () => {
  it('an untouched empty required field shows its message on leaving', () => {
    const next = leaveField(emptyPersonalDataForm, 'cellphoneNumber');
    expect(next.validity.cellphoneNumber).toBe(false);
    expect(shownError(next, 'cellphoneNumber')).toBe('cellphoneNumber.required');
  });

  it('an untouched empty phone is valid on leaving', () => {
    expect(leaveField(emptyPersonalDataForm, 'phoneNumber').validity.phoneNumber).toBe(true);
  });

  it('trims the address and the e-mails', () => {
    const typed = state({ address: '  Calle 1  ', email: ' ana@correo.co ' });
    expect(leaveField(typed, 'address').values.address).toBe('Calle 1');
    expect(leaveField(typed, 'email').values.email).toBe('ana@correo.co');
  });

  it('leaving the e-mail keeps the e-mail rule (an e-mail of spaces clears the confirmation)', () => {
    const typed = state({ email: '   ', confirmEmail: 'ana@correo.co' }, { confirmEmail: true });
    const next = leaveField(typed, 'email');
    expect(next.values).toMatchObject({ email: '', confirmEmail: '' });
    expect(next.validity).toMatchObject({ email: false, confirmEmail: null });
  });
});

describe('shownError: a message only when validity is explicitly false; null is neutral', () => {
  it.each<[boolean | null, string, string | null]>([
    [null, '', null],
    [null, '123', null],
    [true, '3104567890', null],
    [false, '', 'cellphoneNumber.required'],
    [false, '123', 'cellphoneNumber.invalid'],
    // Marked false but valid now (never produced by the rules): nothing to say.
    [false, '3104567890', null],
  ])('validity %s with %j -> %s', (validity, value, expected) => {
    expect(shownError(state({ cellphoneNumber: value }, { cellphoneNumber: validity }), 'cellphoneNumber')).toBe(expected);
  });
});

describe('canSave: mobile, phone, email, confirm email and address valid, and the privacy policy accepted', () => {
  it('a valid form with the policy accepted', () => {
    expect(canSave(valid, defaultLocationSelection, true)).toBe(true);
  });

  it('an empty phone is valid', () => {
    expect(canSave({ ...valid, phoneNumber: '' }, defaultLocationSelection, true)).toBe(true);
  });

  it('never without the privacy policy', () => {
    expect(canSave(valid, defaultLocationSelection, false)).toBe(false);
  });

  it.each<[string, Partial<PersonalDataValues>]>([
    ['mobile of 9 digits', { cellphoneNumber: digits(9) }],
    ['mobile of 11 digits', { cellphoneNumber: digits(11) }],
    ['no mobile', { cellphoneNumber: '' }],
    ['phone of 6 digits', { phoneNumber: digits(6) }],
    ['phone of 11 digits', { phoneNumber: digits(11) }],
    ['no e-mail', { email: '', confirmEmail: '' }],
    ['an e-mail of 61 characters', { email: emailOfLength(61), confirmEmail: emailOfLength(61) }],
    ['no confirmation', { confirmEmail: '' }],
    ['a confirmation that differs', { confirmEmail: 'otra@correo.co' }],
    ['no address', { address: ' ' }],
    ['an address of 251 characters', { address: 'a'.repeat(251) }],
  ])('never with %s', (_label, change) => {
    expect(canSave({ ...valid, ...change }, defaultLocationSelection, true)).toBe(false);
  });

  it.each<[string, LocationSelection]>([
    ['no city', { ...defaultLocationSelection, city: null }],
    ['no neighborhood (a list with no options)', { ...defaultLocationSelection, neighborhood: null }],
    ['a blank state', { ...defaultLocationSelection, state: ' ' }],
  ])('never with %s', (_label, location) => {
    expect(canSave(valid, location, true)).toBe(false);
  });

  it('reads the rules from the values themselves', () => {
    const invalidMobile = { ...valid, cellphoneNumber: '123' };
    expect(canSave(invalidMobile, defaultLocationSelection, true)).toBe(false);
  });
});

// Any text, as a paste can carry (lone surrogates included).
const texts = fc.oneof(anyCodePointText(40), fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 }));

describe('sanitizeField while typing (spec section 5): properties', () => {
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

  it('a sanitised phone is valid exactly when its digit count is in the rule', () => {
    fc.assert(
      fc.property(texts, (typed) => {
        const mobile = changeField(emptyPersonalDataForm, 'cellphoneNumber', typed);
        const phone = changeField(emptyPersonalDataForm, 'phoneNumber', typed);
        const count = mobile.values.cellphoneNumber.length;
        expect(mobile.validity.cellphoneNumber).toBe(count === 10);
        expect(phone.validity.phoneNumber).toBe(count === 0 || (count >= 7 && count <= 10));
      }),
    );
  });

  it('after any typing, a field shows a message exactly when its rule fails', () => {
    const fields = fc.constantFrom(...personalDataFields);
    fc.assert(
      fc.property(fc.array(fc.tuple(fields, texts), { maxLength: 8 }), (keystrokes) => {
        const final = keystrokes.reduce((form, [field, typed]) => changeField(form, field, typed), emptyPersonalDataForm);
        for (const field of personalDataFields) {
          if (final.validity[field] !== null) expect(shownError(final, field)).toBe(fieldError(field, final.values));
        }
      }),
    );
  });
});

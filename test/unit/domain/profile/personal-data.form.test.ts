import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultLocationSelection, type LocationSelection } from '@/domain/profile/location.entity';
import {
  arePersonalDataValid,
  canSave,
  changeField,
  changeSector,
  checkedPersonalDataForm,
  emptyPersonalDataForm,
  initialPersonalDataForm,
  leaveField,
  PersonalDataForm,
  personalDataFieldErrors,
  shownError,
  type PersonalDataFormState,
  type PersonalDataValues,
} from '@/domain/profile/personal-data.form';
import {
  addressError,
  cellphoneNumberError,
  confirmEmailError,
  emailError,
  personalDataFields,
  phoneNumberError,
  type PersonalDataField,
} from '@/domain/profile/personal-data.rules';
import { formErrors, isFormValid } from '@/domain/shared/form-validation.rules';
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

const formValid: PersonalDataValues = {
  cellphoneNumber: '3104567890',
  phoneNumber: '',
  email: 'ana@correo.co',
  confirmEmail: 'ana@correo.co',
  address: 'Calle 10 # 20-30',
  sector: 'U',
};

describe('PersonalDataForm (class-validator)', () => {
  it('a new form is empty, sector U, and every required field reports its code', () => {
    const form = new PersonalDataForm();
    expect(form.sector).toBe('U');
    expect(formErrors(form)).toEqual({
      cellphoneNumber: 'cellphoneNumber.required',
      email: 'email.required',
      confirmEmail: 'confirmEmail.required',
      address: 'address.required',
    });
    expect(isFormValid(form)).toBe(false);
  });

  it('a valid form', () => {
    expect(formErrors(new PersonalDataForm(formValid))).toEqual({});
    expect(isFormValid(new PersonalDataForm(formValid))).toBe(true);
  });

  it.each<[Partial<PersonalDataValues>, Record<string, string>]>([
    [{ cellphoneNumber: '310456789' }, { cellphoneNumber: 'cellphoneNumber.invalid' }],
    [{ phoneNumber: '123456' }, { phoneNumber: 'phoneNumber.invalid' }],
    [{ email: 'ana@correo', confirmEmail: 'ana@correo' }, { email: 'email.invalid', confirmEmail: 'confirmEmail.mismatch' }],
    [{ confirmEmail: 'otra@correo.co' }, { confirmEmail: 'confirmEmail.mismatch' }],
    [{ address: 'a'.repeat(251) }, { address: 'address.tooLong' }],
  ])('%j -> %j', (change, expected) => {
    expect(formErrors(new PersonalDataForm({ ...formValid, ...change }))).toEqual(expected);
  });

  it('an unknown sector has its own code', () => {
    const form = new PersonalDataForm(formValid);
    (form as { sector: unknown }).sector = 'X';
    expect(formErrors(form)).toEqual({ sector: 'sector.invalid' });
  });

  it('a value that is not text (an untouched or corrupted field) reads as empty', () => {
    const form = new PersonalDataForm(formValid);
    (form as { cellphoneNumber: unknown }).cellphoneNumber = 3104567890;
    (form as { phoneNumber: unknown }).phoneNumber = undefined;
    expect(formErrors(form)).toEqual({ cellphoneNumber: 'cellphoneNumber.required' });
  });

  it('never disagrees with the per-value rules its constraints call', () => {
    const fieldText = fc.oneof(fc.string({ maxLength: 70 }), fc.constantFrom('', '3104567890', '6045551', 'ana@correo.co', 'a'.repeat(251)));
    fc.assert(
      fc.property(fieldText, fieldText, fieldText, fieldText, fieldText, (cellphoneNumber, phoneNumber, email, confirmEmail, address) => {
        const values: PersonalDataValues = { cellphoneNumber, phoneNumber, email, confirmEmail, address, sector: 'R' };
        const expected = Object.fromEntries(
          Object.entries({
            cellphoneNumber: cellphoneNumberError(cellphoneNumber),
            phoneNumber: phoneNumberError(phoneNumber),
            email: emailError(email),
            confirmEmail: confirmEmailError(confirmEmail, email),
            address: addressError(address),
          }).filter(([, code]) => code !== null),
        );
        expect(formErrors(new PersonalDataForm(values))).toEqual(expected);
        expect(personalDataFieldErrors(values)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('personalDataFieldErrors (the form, field by field)', () => {
  it('a valid form has no error', () => {
    expect(personalDataFieldErrors(valid)).toEqual({});
    expect(arePersonalDataValid(valid)).toBe(true);
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
    expect(personalDataFieldErrors({ ...valid, email: 'otra@correo.co' }).confirmEmail).toBe('confirmEmail.mismatch');
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

describe('changing Email re-checks ConfirmEmail and clears it when Email is empty', () => {
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

describe('typing, as the form checks it: properties', () => {
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
          if (final.validity[field] !== null) expect(shownError(final, field)).toBe(personalDataFieldErrors(final.values)[field] ?? null);
        }
      }),
    );
  });
});

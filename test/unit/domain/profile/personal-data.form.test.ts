import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PersonalDataForm } from '@/domain/profile/personal-data.form';
import { personalDataFieldErrors, type PersonalDataValues } from '@/domain/profile/personal-data.rules';
import { formErrors, isFormValid } from '@/domain/shared/form-validation.rules';

const valid: PersonalDataValues = {
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
    expect(formErrors(new PersonalDataForm(valid))).toEqual({});
    expect(isFormValid(new PersonalDataForm(valid))).toBe(true);
  });

  it.each<[Partial<PersonalDataValues>, Record<string, string>]>([
    [{ cellphoneNumber: '310456789' }, { cellphoneNumber: 'cellphoneNumber.invalid' }],
    [{ phoneNumber: '123456' }, { phoneNumber: 'phoneNumber.invalid' }],
    [{ email: 'ana@correo', confirmEmail: 'ana@correo' }, { email: 'email.invalid', confirmEmail: 'confirmEmail.mismatch' }],
    [{ confirmEmail: 'otra@correo.co' }, { confirmEmail: 'confirmEmail.mismatch' }],
    [{ address: 'a'.repeat(251) }, { address: 'address.tooLong' }],
  ])('%j -> %j', (change, expected) => {
    expect(formErrors(new PersonalDataForm({ ...valid, ...change }))).toEqual(expected);
  });

  it('an unknown sector has its own code', () => {
    const form = new PersonalDataForm(valid);
    (form as { sector: unknown }).sector = 'X';
    expect(formErrors(form)).toEqual({ sector: 'sector.invalid' });
  });

  it('a value that is not text (an untouched or corrupted field) reads as empty', () => {
    const form = new PersonalDataForm(valid);
    (form as { cellphoneNumber: unknown }).cellphoneNumber = 3104567890;
    (form as { phoneNumber: unknown }).phoneNumber = undefined;
    expect(formErrors(form)).toEqual({ cellphoneNumber: 'cellphoneNumber.required' });
  });

  it('never disagrees with the plain rules', () => {
    const fieldText = fc.oneof(fc.string({ maxLength: 70 }), fc.constantFrom('', '3104567890', '6045551', 'ana@correo.co', 'a'.repeat(251)));
    fc.assert(
      fc.property(fieldText, fieldText, fieldText, fieldText, fieldText, (cellphoneNumber, phoneNumber, email, confirmEmail, address) => {
        const values: PersonalDataValues = { cellphoneNumber, phoneNumber, email, confirmEmail, address, sector: 'R' };
        expect(formErrors(new PersonalDataForm(values))).toEqual(personalDataFieldErrors(values));
      }),
      { numRuns: 200 },
    );
  });
});

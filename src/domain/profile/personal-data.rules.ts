import { keepAddressCharacters, keepDigits, trimInput } from '@/domain/shared/input-sanitizers.rules';

/**
 * The pure per-value rules of the personal-data form (docs/profile.md, the rules:
 * cellphone 10 digits, phone 7 to 10, address max 250, e-mail max 60), which the form's
 * constraints call (`personal-data.constraint.ts`); the form itself, checked as a whole, is
 * `personal-data.form.ts`. The domain speaks in codes; presentation turns them into
 * Spanish:
 *
 * | code                      | message                                   |
 * |---------------------------|-------------------------------------------|
 * | cellphoneNumber.required  | 'Ingresa un número de celular'            |
 * | cellphoneNumber.invalid   | 'Ingresa un número válido'                |
 * | phoneNumber.invalid       | 'Ingresa un número válido'                |
 * | email.required            | 'Ingresa un correo electrónico'           |
 * | email.invalid             | 'Ingresa un correo válido'                |
 * | confirmEmail.required     | 'Debes confirmar tu correo electrónico'   |
 * | confirmEmail.mismatch     | 'El correo no coincide'                   |
 * | address.required          | 'Ingresa una dirección'                   |
 * | address.tooLong           | (none of its own: 'Ingresa una dirección' is the field's one message) |
 *
 * Every rule reads the value trimmed.
 */
export type CellphoneNumberError = 'cellphoneNumber.required' | 'cellphoneNumber.invalid';
export type PhoneNumberError = 'phoneNumber.invalid';
export type EmailError = 'email.required' | 'email.invalid';
export type ConfirmEmailError = 'confirmEmail.required' | 'confirmEmail.mismatch';
export type AddressError = 'address.required' | 'address.tooLong';
export type PersonalDataError = CellphoneNumberError | PhoneNumberError | EmailError | ConfirmEmailError | AddressError;

export const personalDataErrors: readonly PersonalDataError[] = Object.freeze([
  'cellphoneNumber.required',
  'cellphoneNumber.invalid',
  'phoneNumber.invalid',
  'email.required',
  'email.invalid',
  'confirmEmail.required',
  'confirmEmail.mismatch',
  'address.required',
  'address.tooLong',
]);

export const isPersonalDataError = (code: string): code is PersonalDataError => (personalDataErrors as readonly string[]).includes(code);

const cellphoneNumberLength = 10;
const phoneNumberLength = Object.freeze({ min: 7, max: 10 });
const maxEmailLength = 60;
const maxAddressLength = 250;

/**
 * An e-mail address as the fund's records hold them: a local part of letters, digits and . _ % + -,
 * '@', then dot-separated labels of letters, digits and hyphens ending in a top-level domain of two
 * letters or more. Anchored and non-global.
 */
const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

const cellphonePattern = new RegExp(`^[0-9]{${cellphoneNumberLength}}$`);
const phonePattern = new RegExp(`^[0-9]{${phoneNumberLength.min},${phoneNumberLength.max}}$`);

/** CellphoneNumber: required, exactly 10 digits. */
export function cellphoneNumberError(value: string): CellphoneNumberError | null {
  const number = trimInput(value);
  if (number === '') return 'cellphoneNumber.required';
  return cellphonePattern.test(number) ? null : 'cellphoneNumber.invalid';
}

/** PhoneNumber: optional (empty is valid), else 7 to 10 digits. */
export function phoneNumberError(value: string): PhoneNumberError | null {
  const number = trimInput(value);
  return number === '' || phonePattern.test(number) ? null : 'phoneNumber.invalid';
}

/** Email: required, at most 60 characters, the e-mail pattern. */
export function emailError(value: string): EmailError | null {
  const email = trimInput(value);
  if (email === '') return 'email.required';
  return email.length <= maxEmailLength && emailPattern.test(email) ? null : 'email.invalid';
}

/**
 * ConfirmEmail: required; the same pattern and limit as Email, and equal to it (both trimmed,
 * compared exactly). It has two messages, so any non-empty confirmation that fails is
 * 'El correo no coincide': one that breaks the pattern or the limit cannot be the valid e-mail.
 */
export function confirmEmailError(value: string, email: string): ConfirmEmailError | null {
  const confirmation = trimInput(value);
  if (confirmation === '') return 'confirmEmail.required';
  const isWellFormed = confirmation.length <= maxEmailLength && emailPattern.test(confirmation);
  return isWellFormed && confirmation === trimInput(email) ? null : 'confirmEmail.mismatch';
}

/** Address: required, at most 250 characters. */
export function addressError(value: string): AddressError | null {
  const address = trimInput(value);
  if (address === '') return 'address.required';
  return address.length <= maxAddressLength ? null : 'address.tooLong';
}

/** The typed fields with a rule (the sector is a choice between two valid options). */
export type PersonalDataField = 'cellphoneNumber' | 'phoneNumber' | 'email' | 'confirmEmail' | 'address';

export const personalDataFields: readonly PersonalDataField[] = Object.freeze([
  'cellphoneNumber',
  'phoneNumber',
  'email',
  'confirmEmail',
  'address',
]);

/**
 * What a field keeps while typing or pasting (docs/profile.md, "Input sanitising while typing"):
 * the phone numbers digits only, the address its character set; e-mails as typed. The length is
 * not cut: a number pasted too long is reported, never shortened into someone else's number.
 */
export function sanitizeField(field: PersonalDataField, typed: string): string {
  switch (field) {
    case 'cellphoneNumber':
    case 'phoneNumber':
      return keepDigits(typed);
    case 'address':
      return keepAddressCharacters(typed);
    case 'email':
    case 'confirmEmail':
      return typed;
  }
}

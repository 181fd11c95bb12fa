import { keepAddressCharacters, keepDigits, trimInput } from '@/domain/shared/input-sanitizers.rules';
import { completeLocation, type LocationSelection } from './location.entity';
import { defaultSector, sectorOf, type Sector, type UserRecord } from './user-record.entity';

/**
 * The data-update form's rules (spec section 5, "Data update"; section 9: cellphone 10 digits,
 * phone 7 to 10, address max 250, e-mail max 60). The domain speaks in codes; presentation turns
 * them into the spec's Spanish:
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
 * | address.tooLong           | (none in the spec: 'Ingresa una dirección' is the field's one message) |
 *
 * Every rule reads the value trimmed (section 5: "Values are trimmed").
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

export const cellphoneNumberLength = 10;
export const phoneNumberLength = Object.freeze({ min: 7, max: 10 });
export const maxEmailLength = 60;
export const maxAddressLength = 250;

/**
 * An e-mail address as the fund's records hold them: a local part of letters, digits and . _ % + -,
 * '@', then dot-separated labels of letters, digits and hyphens ending in a top-level domain of two
 * letters or more. Anchored and non-global.
 */
export const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

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
 * compared exactly). The spec gives it two messages, so any non-empty confirmation that fails is
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

/** The typed fields of the form (spec section 3, Data update form), named as the spec names them. */
export interface PersonalDataValues {
  readonly cellphoneNumber: string;
  readonly phoneNumber: string;
  readonly email: string;
  readonly confirmEmail: string;
  readonly address: string;
  readonly sector: Sector;
}

/** The fields with a rule (the sector is a choice between two valid options). */
export type PersonalDataField = 'cellphoneNumber' | 'phoneNumber' | 'email' | 'confirmEmail' | 'address';

export const personalDataFields: readonly PersonalDataField[] = Object.freeze([
  'cellphoneNumber',
  'phoneNumber',
  'email',
  'confirmEmail',
  'address',
]);

/** The code of a field's first problem, null when it is valid. */
export function fieldError(field: PersonalDataField, values: PersonalDataValues): PersonalDataError | null {
  switch (field) {
    case 'cellphoneNumber':
      return cellphoneNumberError(values.cellphoneNumber);
    case 'phoneNumber':
      return phoneNumberError(values.phoneNumber);
    case 'email':
      return emailError(values.email);
    case 'confirmEmail':
      return confirmEmailError(values.confirmEmail, values.email);
    case 'address':
      return addressError(values.address);
  }
}

/** Every field's problem; a field absent from the result is valid. */
export function personalDataFieldErrors(values: PersonalDataValues): Partial<Record<PersonalDataField, PersonalDataError>> {
  const errors: Partial<Record<PersonalDataField, PersonalDataError>> = {};
  for (const field of personalDataFields) {
    const error = fieldError(field, values);
    if (error !== null) errors[field] = error;
  }
  return errors;
}

/**
 * What a field shows (spec section 5): true valid, false shows its message, null neutral (nothing
 * typed yet, or a confirmation emptied because the e-mail was).
 */
export type FieldValidity = boolean | null;

export interface PersonalDataFormState {
  readonly values: PersonalDataValues;
  readonly validity: Readonly<Record<PersonalDataField, FieldValidity>>;
}

const validityOf = (field: PersonalDataField, values: PersonalDataValues): boolean => fieldError(field, values) === null;

/**
 * The form prefilled from the record. The confirmation starts as the e-mail on
 * record, which the person already confirmed, so saving a change of phone does not ask for the
 * e-mail again. Prefilled values are trimmed, never sanitised (an address the fund stored with a
 * comma stays as it is). A non-empty prefilled value counts as checked on load: valid when its
 * rule says so, and showing its message when the fund's record breaks the rule (a 9-digit mobile),
 * so the save button is never disabled without a reason on screen; an empty one is neutral.
 */
export function initialPersonalDataForm(record: Pick<UserRecord, 'mobile' | 'phone' | 'email' | 'address' | 'sector'>): PersonalDataFormState {
  const values: PersonalDataValues = {
    cellphoneNumber: trimInput(record.mobile),
    phoneNumber: trimInput(record.phone),
    email: trimInput(record.email),
    confirmEmail: trimInput(record.email),
    address: trimInput(record.address),
    sector: sectorOf(record.sector),
  };
  return checkedPersonalDataForm(values);
}

/**
 * A form whose values were not typed just now (prefilled, or brought back from the tab's draft):
 * each non-empty value checked, each empty one neutral.
 */
export function checkedPersonalDataForm(values: PersonalDataValues): PersonalDataFormState {
  const validity = Object.fromEntries(
    personalDataFields.map((field) => [field, values[field] === '' ? null : validityOf(field, values)]),
  ) as Record<PersonalDataField, FieldValidity>;
  return { values, validity };
}

/** An empty form (no record yet), every field neutral. */
export const emptyPersonalDataForm: PersonalDataFormState = Object.freeze({
  values: Object.freeze({ cellphoneNumber: '', phoneNumber: '', email: '', confirmEmail: '', address: '', sector: defaultSector }),
  validity: Object.freeze({ cellphoneNumber: null, phoneNumber: null, email: null, confirmEmail: null, address: null }),
});

/**
 * What a field keeps while typing or pasting (spec section 5, "Input sanitising while typing"):
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

/**
 * Typing into a field: the value is sanitised and the field checked. Changing Email re-checks
 * ConfirmEmail (once the confirmation holds something or has been checked) and clears it, back to
 * neutral, when Email is emptied (spec section 5).
 */
export function changeField(state: PersonalDataFormState, field: PersonalDataField, typed: string): PersonalDataFormState {
  const values: PersonalDataValues = { ...state.values, [field]: sanitizeField(field, typed) };
  const validity = { ...state.validity, [field]: validityOf(field, values) };
  if (field !== 'email') return { values, validity };
  if (trimInput(values.email) === '') {
    return { values: { ...values, confirmEmail: '' }, validity: { ...validity, confirmEmail: null } };
  }
  const isConfirmationStarted = values.confirmEmail !== '' || state.validity.confirmEmail !== null;
  return isConfirmationStarted ? { values, validity: { ...validity, confirmEmail: validityOf('confirmEmail', values) } } : { values, validity };
}

/** Leaving a field: its value trimmed and checked (an empty required field now shows its message). */
export function leaveField(state: PersonalDataFormState, field: PersonalDataField): PersonalDataFormState {
  const trimmed = trimInput(state.values[field]);
  const next = trimmed === state.values[field] ? state : changeField(state, field, trimmed);
  return { values: next.values, validity: { ...next.validity, [field]: validityOf(field, next.values) } };
}

export function changeSector(state: PersonalDataFormState, sector: Sector): PersonalDataFormState {
  return { ...state, values: { ...state.values, sector } };
}

/** The message a field shows: its problem's code when its validity is explicitly false, else null. */
export function shownError(state: PersonalDataFormState, field: PersonalDataField): PersonalDataError | null {
  return state.validity[field] === false ? fieldError(field, state.values) : null;
}

/** True when every rule holds, whatever has been shown yet. */
export function arePersonalDataValid(values: PersonalDataValues): boolean {
  return personalDataFields.every((field) => validityOf(field, values));
}

/**
 * 'Guardar' is enabled (spec section 4) only when mobile, phone, email, confirm email and address
 * are valid and the privacy-policy box is checked; the rules are read from the values, not from
 * what is shown, so an untouched empty phone counts as valid and nothing invalid is ever sent.
 * The location must be complete too: a select left with no options has no code to send.
 */
export function canSave(values: PersonalDataValues, location: LocationSelection, isPrivacyAccepted: boolean): boolean {
  return isPrivacyAccepted && arePersonalDataValid(values) && completeLocation(location) !== null;
}

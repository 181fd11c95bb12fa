import { IsIn, Validate } from 'class-validator';
import { formErrors, isFormValid } from '@/domain/shared/form-validation.rules';
import { trimInput } from '@/domain/shared/input-sanitizers.rules';
import { completeLocation, type LocationSelection } from './location.entity';
import { PersonalDataFieldConstraint } from './personal-data.constraint';
import { isPersonalDataError, personalDataFields, sanitizeField, type PersonalDataError, type PersonalDataField } from './personal-data.rules';
import { defaultSector, sectorOf, sectors, type Sector, type UserRecord } from './user-record.entity';

/** The typed fields of the form (docs/profile.md, Data update form), named as the contract's `updateUser` names them. */
export interface PersonalDataValues {
  readonly cellphoneNumber: string;
  readonly phoneNumber: string;
  readonly email: string;
  readonly confirmEmail: string;
  readonly address: string;
  readonly sector: Sector;
}

/**
 * The data-update form (docs/profile.md, the rules) as a class-validator form, the one check of its
 * fields: each constraint calls the field's rule in `personal-data.rules.ts`, whose codes
 * ('cellphoneNumber.required', 'confirmEmail.mismatch'…) are the form's messages. The location and
 * the privacy policy are not fields here: see `canSave`.
 */
export class PersonalDataForm implements PersonalDataValues {
  @Validate(PersonalDataFieldConstraint, ['cellphoneNumber'])
  cellphoneNumber: string;

  @Validate(PersonalDataFieldConstraint, ['phoneNumber'])
  phoneNumber: string;

  @Validate(PersonalDataFieldConstraint, ['email'])
  email: string;

  @Validate(PersonalDataFieldConstraint, ['confirmEmail'])
  confirmEmail: string;

  @Validate(PersonalDataFieldConstraint, ['address'])
  address: string;

  @IsIn(sectors, { message: 'sector.invalid' })
  sector: PersonalDataValues['sector'];

  constructor(values: Partial<PersonalDataValues> = {}) {
    this.cellphoneNumber = values.cellphoneNumber ?? '';
    this.phoneNumber = values.phoneNumber ?? '';
    this.email = values.email ?? '';
    this.confirmEmail = values.confirmEmail ?? '';
    this.address = values.address ?? '';
    this.sector = values.sector ?? defaultSector;
  }
}

/** Every typed field's problem, as the form reports it; a field absent from the result is valid. */
export function personalDataFieldErrors(values: PersonalDataValues): Partial<Record<PersonalDataField, PersonalDataError>> {
  const errors = formErrors(new PersonalDataForm(values));
  const byField: Partial<Record<PersonalDataField, PersonalDataError>> = {};
  for (const field of personalDataFields) {
    const code = errors[field];
    if (code !== undefined && isPersonalDataError(code)) byField[field] = code;
  }
  return byField;
}

/** True when every rule of the form holds, whatever has been shown yet. */
export function arePersonalDataValid(values: PersonalDataValues): boolean {
  return isFormValid(new PersonalDataForm(values));
}

/**
 * What a field shows: true valid, false shows its message, null neutral (nothing
 * typed yet, or a confirmation emptied because the e-mail was).
 */
export type FieldValidity = boolean | null;

export interface PersonalDataFormState {
  readonly values: PersonalDataValues;
  readonly validity: Readonly<Record<PersonalDataField, FieldValidity>>;
}

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
  const errors = personalDataFieldErrors(values);
  const validity = Object.fromEntries(
    personalDataFields.map((field) => [field, values[field] === '' ? null : errors[field] === undefined]),
  ) as Record<PersonalDataField, FieldValidity>;
  return { values, validity };
}

/** An empty form (no record yet), every field neutral. */
export const emptyPersonalDataForm: PersonalDataFormState = Object.freeze({
  values: Object.freeze({ cellphoneNumber: '', phoneNumber: '', email: '', confirmEmail: '', address: '', sector: defaultSector }),
  validity: Object.freeze({ cellphoneNumber: null, phoneNumber: null, email: null, confirmEmail: null, address: null }),
});

/**
 * Typing into a field: the value is sanitised and the field checked. Changing Email re-checks
 * ConfirmEmail (once the confirmation holds something or has been checked) and clears it, back to
 * neutral, when Email is emptied (docs/profile.md, the rules).
 */
export function changeField(state: PersonalDataFormState, field: PersonalDataField, typed: string): PersonalDataFormState {
  const values: PersonalDataValues = { ...state.values, [field]: sanitizeField(field, typed) };
  const errors = personalDataFieldErrors(values);
  const validity = { ...state.validity, [field]: errors[field] === undefined };
  if (field !== 'email') return { values, validity };
  if (trimInput(values.email) === '') {
    return { values: { ...values, confirmEmail: '' }, validity: { ...validity, confirmEmail: null } };
  }
  const isConfirmationStarted = values.confirmEmail !== '' || state.validity.confirmEmail !== null;
  return isConfirmationStarted ? { values, validity: { ...validity, confirmEmail: errors.confirmEmail === undefined } } : { values, validity };
}

/** Leaving a field: its value trimmed and checked (an empty required field now shows its message). */
export function leaveField(state: PersonalDataFormState, field: PersonalDataField): PersonalDataFormState {
  const trimmed = trimInput(state.values[field]);
  const next = trimmed === state.values[field] ? state : changeField(state, field, trimmed);
  const isValid = personalDataFieldErrors(next.values)[field] === undefined;
  return { values: next.values, validity: { ...next.validity, [field]: isValid } };
}

export function changeSector(state: PersonalDataFormState, sector: Sector): PersonalDataFormState {
  return { ...state, values: { ...state.values, sector } };
}

/** The message a field shows: its problem's code when its validity is explicitly false, else null. */
export function shownError(state: PersonalDataFormState, field: PersonalDataField): PersonalDataError | null {
  return state.validity[field] === false ? (personalDataFieldErrors(state.values)[field] ?? null) : null;
}

/**
 * 'Guardar' is enabled only when mobile, phone, email, confirm email and address
 * are valid and the privacy-policy box is checked; the rules are read from the values, not from
 * what is shown, so an untouched empty phone counts as valid and nothing invalid is ever sent.
 * The location must be complete too: a select left with no options has no code to send.
 */
export function canSave(values: PersonalDataValues, location: LocationSelection, isPrivacyAccepted: boolean): boolean {
  return isPrivacyAccepted && arePersonalDataValid(values) && completeLocation(location) !== null;
}

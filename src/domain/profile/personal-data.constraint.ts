import { ValidatorConstraint, type ValidationArguments, type ValidatorConstraintInterface } from 'class-validator';
import {
  addressError,
  cellphoneNumberError,
  confirmEmailError,
  emailError,
  personalDataFields,
  phoneNumberError,
  type PersonalDataError,
  type PersonalDataField,
} from './personal-data.rules';

/**
 * class-validator constraint for one field of the personal-data form, named in the decorator's
 * constraints (`@Validate(PersonalDataFieldConstraint, ['email'])`). It calls the field's rule in
 * `personal-data.rules.ts` (the confirmation with the form's e-mail); the message is the rule's code.
 */
@ValidatorConstraint({ name: 'personalDataField', async: false })
export class PersonalDataFieldConstraint implements ValidatorConstraintInterface {
  validate(_value: unknown, args: ValidationArguments): boolean {
    return codeFor(args) === null;
  }

  /** The rule's code; empty for a valid value, which class-validator never asks about. */
  defaultMessage(args: ValidationArguments): string {
    return codeFor(args) ?? '';
  }
}

/** A missing or non-text value is what an untouched field holds: it reads as empty. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const isField = (field: unknown): field is PersonalDataField => (personalDataFields as readonly unknown[]).includes(field);

function codeFor(args: ValidationArguments): PersonalDataError | null {
  const field: unknown = args.constraints[0];
  if (!isField(field)) throw new Error(`Unknown personal-data field: ${String(field)}`);
  const form = args.object as Partial<Record<PersonalDataField, unknown>>;
  const value = text(form[field]);
  switch (field) {
    case 'cellphoneNumber':
      return cellphoneNumberError(value);
    case 'phoneNumber':
      return phoneNumberError(value);
    case 'email':
      return emailError(value);
    case 'confirmEmail':
      return confirmEmailError(value, text(form.email));
    case 'address':
      return addressError(value);
  }
}

import { ValidatorConstraint, type ValidationArguments, type ValidatorConstraintInterface } from 'class-validator';
import { fieldError, personalDataFields, type PersonalDataField, type PersonalDataValues } from './personal-data.rules';

/**
 * class-validator constraint for one field of the data-update form, named in the decorator's
 * constraints (`@Validate(PersonalDataFieldConstraint, ['email'])`). It delegates to `fieldError`,
 * so `PersonalDataForm` and the plain rules can never disagree; the message is the rule's code.
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

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function codeFor(args: ValidationArguments) {
  const field: unknown = args.constraints[0];
  if (!(personalDataFields as readonly unknown[]).includes(field)) throw new Error(`Unknown data-update field: ${String(field)}`);
  // A missing or non-text value is what an untouched field holds: it reads as empty.
  const form = args.object as Partial<Record<keyof PersonalDataValues, unknown>>;
  const values: PersonalDataValues = {
    cellphoneNumber: text(form.cellphoneNumber),
    phoneNumber: text(form.phoneNumber),
    email: text(form.email),
    confirmEmail: text(form.confirmEmail),
    address: text(form.address),
    sector: 'U',
  };
  return fieldError(field as PersonalDataField, values);
}

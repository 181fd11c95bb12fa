import { ValidatorConstraint, type ValidationArguments, type ValidatorConstraintInterface } from 'class-validator';
import { validateDocumentNumber } from './document-number.rules';

/**
 * class-validator constraint for a document number, checked against the `documentType` of the
 * object it sits on. It delegates to `validateDocumentNumber`, so forms validated with
 * class-validator and the plain rule can never disagree; the message is the rule's code
 * ('documentNumber.required' or 'documentNumber.invalid'), which presentation translates.
 */
@ValidatorConstraint({ name: 'documentNumber', async: false })
export class DocumentNumberConstraint implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    return codeFor(value, args) === null;
  }

  /** The rule's code; empty for a valid value, which class-validator never asks about. */
  defaultMessage(args: ValidationArguments): string {
    return codeFor(args.value, args) ?? '';
  }
}

function codeFor(value: unknown, args: ValidationArguments) {
  // A missing or non-text value is what an untouched field holds: it is "required".
  if (typeof value !== 'string') return 'documentNumber.required' as const;
  const { documentType } = args.object as { documentType?: unknown };
  return validateDocumentNumber(typeof documentType === 'string' ? documentType : null, value);
}

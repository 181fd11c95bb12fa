import {
  defaultDocumentTypeCode,
  documentTypeFor,
  type DocumentType,
  type DocumentTypeCode,
} from './document-type.entity';
import { keepDigits, keepLettersAndDigits } from '@/domain/shared/input-sanitizers.rules';

/** Codes of a document number's problems; presentation turns them into the Spanish messages. */
export type DocumentNumberError = 'documentNumber.required' | 'documentNumber.invalid';

/**
 * Validates a document number for a type (docs/certificates.md, "Document number"): the value is
 * trimmed; empty is `required`; otherwise its length must lie within the type's min..max (both
 * included) and it must match the type's pattern, else `invalid`. An unknown type code is
 * validated as the default type (CC), the same fallback the forms use.
 * Returns null when the number is valid.
 */
export function validateDocumentNumber(
  typeCode: string | null | undefined,
  value: string,
): DocumentNumberError | null {
  const type = documentTypeFor(typeCode);
  const number = value.trim();
  if (number === '') return 'documentNumber.required';
  if (number.length < type.min || number.length > type.max) return 'documentNumber.invalid';
  if (!type.pattern.test(number)) return 'documentNumber.invalid';
  return null;
}

/**
 * What a field accepts while typing for a type: digits for numeric types, ASCII letters and
 * digits for the passport. Characters the type can never hold are dropped as they are typed;
 * the length is not cut, so a pasted number that is too long is reported as invalid instead of
 * being silently shortened into another person's number.
 */
export function sanitizeDocumentNumber(type: DocumentType, typed: string): string {
  return type.kind === 'numeric' ? keepDigits(typed) : keepLettersAndDigits(typed);
}

/** A document query as the certificate, payment, rescheduling and refund forms hold it. */
export interface DocumentQuery {
  readonly documentType: DocumentTypeCode;
  readonly documentNumber: string;
}

export const initialDocumentQuery: DocumentQuery = Object.freeze({
  documentType: defaultDocumentTypeCode,
  documentNumber: '',
});

/**
 * Selecting another type empties the number ("changing the type resets the number and
 * applies the type's bounds"); the bounds follow from the new type through `documentTypeFor`.
 * An unknown code selects the default type. Selecting the type already chosen keeps the number,
 * so re-selecting the same option does not wipe what the person typed.
 */
export function changeDocumentType(state: DocumentQuery, code: string): DocumentQuery {
  const type = documentTypeFor(code);
  if (type.code === state.documentType) return state;
  return { documentType: type.code, documentNumber: '' };
}

/** Typing into the number field: the value is sanitised for the selected type. */
export function changeDocumentNumber(state: DocumentQuery, typed: string): DocumentQuery {
  return { ...state, documentNumber: sanitizeDocumentNumber(documentTypeFor(state.documentType), typed) };
}

export function documentQueryError(state: DocumentQuery): DocumentNumberError | null {
  return validateDocumentNumber(state.documentType, state.documentNumber);
}

/** Consultar / Validar / Continuar are enabled exactly when this is true. */
export function isDocumentQueryValid(state: DocumentQuery): boolean {
  return documentQueryError(state) === null;
}

/** The number as sent to the API: trimmed, as validated. */
export function documentQueryForRequest(state: DocumentQuery): DocumentQuery {
  return { documentType: state.documentType, documentNumber: state.documentNumber.trim() };
}

import { keepDigits } from '@/domain/shared/input-sanitizers.rules';

/**
 * The sequential number ('consecutivo') printed on a school certificate issued under the
 * fund's own scheme (docs/certificates.md, 'School sequential number'): required, 1 to 8 digits.
 * The fund's upload call takes it as a number (the contract's `uploadSchoolCertificate`).
 */
export type SequentialNumberError = 'sequentialNumber.required' | 'sequentialNumber.invalid';

const sequentialNumberMaxDigits = 8;

const sequentialNumberPattern = new RegExp(`^[0-9]{1,${sequentialNumberMaxDigits}}$`);

/** While typing: digits only, as every number field. The length is not cut, so a pasted 9-digit number is reported, not silently shortened. */
export function sanitizeSequentialNumber(typed: string): string {
  return keepDigits(typed);
}

/** Null when valid; the value is trimmed first, like every field. */
export function validateSequentialNumber(value: string): SequentialNumberError | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'sequentialNumber.required';
  return sequentialNumberPattern.test(trimmed) ? null : 'sequentialNumber.invalid';
}

export function isSequentialNumberValid(value: string): boolean {
  return validateSequentialNumber(value) === null;
}

/**
 * The number as the upload call sends it. Leading zeros are dropped ('00001234' -> 1234),
 * as any JSON number would; 8 digits stay far below Number.MAX_SAFE_INTEGER.
 * Null when the value is not valid, so an invalid number can never be sent by mistake.
 */
export function sequentialNumberForRequest(value: string): number | null {
  return isSequentialNumberValid(value) ? Number.parseInt(value.trim(), 10) : null;
}

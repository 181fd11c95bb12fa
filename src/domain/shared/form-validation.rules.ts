import { validateSync } from 'class-validator';

/**
 * Validates a class-validator form and returns, per field, the code of its first problem
 * (our decorators carry codes as messages). A field absent from the result is valid.
 *
 * class-validator reports a field's failed constraints as an object keyed by constraint name in
 * declaration order; the first one is the one a person should fix first, so only it is kept.
 */
export function formErrors<F extends object>(form: F): Partial<Record<keyof F & string, string>> {
  const errors: Partial<Record<keyof F & string, string>> = {};
  for (const error of validateSync(form)) {
    const [first] = Object.values(error.constraints ?? {});
    if (first !== undefined) errors[error.property as keyof F & string] = first;
  }
  return errors;
}

/** True when the form has no problem at all. */
export function isFormValid(form: object): boolean {
  return validateSync(form).length === 0;
}

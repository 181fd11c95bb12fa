import { validateSync, type ValidationError } from 'class-validator';

/** A form field's key; nested forms and lists use dotted paths ('people.0.reasonType'). */
export type FormErrorKey<F> = (keyof F & string) | `${keyof F & string}.${string}`;

/**
 * Validates a class-validator form and returns, per field, the code of its first problem (our
 * decorators carry codes as their messages). A field absent from the result is valid.
 *
 * "First" means the first decorator written above the property that fails: with legacy
 * decorators the lowest one registers first, so class-validator lists a field's failures
 * bottom-up and the last one listed is the topmost. Write a field's checks in the order a person
 * should fix them (required before length before pattern). Errors of nested forms
 * (`@ValidateNested`) are reported under their dotted path.
 */
export function formErrors<F extends object>(form: F): Partial<Record<FormErrorKey<F>, string>> {
  const errors: Record<string, string> = {};
  collect(validateSync(form), '', errors);
  return errors as Partial<Record<FormErrorKey<F>, string>>;
}

function collect(validationErrors: readonly ValidationError[], prefix: string, into: Record<string, string>): void {
  for (const error of validationErrors) {
    const path = prefix + error.property;
    const first = Object.values(error.constraints ?? {}).at(-1);
    if (first !== undefined) into[path] = first;
    if (error.children?.length) collect(error.children, `${path}.`, into);
  }
}

/** True when the form, nested forms included, has no problem at all. */
export function isFormValid(form: object): boolean {
  return validateSync(form).length === 0;
}

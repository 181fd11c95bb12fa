/**
 * Expected failures travel as values, never as exceptions (exceptions are for bugs).
 * `error` is a code; presentation turns codes into the spec's Spanish text.
 */
export type Result<T, E extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = <E extends string>(error: E): Result<never, E> => ({ ok: false, error });

import { outcomeTable } from '@/domain/shared/outcome-table.rules';

/*
 * One table per call and one reading of it (`<call>Outcomes`, `<call>Outcome`): the use cases
 * call the reading, never the table's `outcomeOf`.
 */

/**
 * GET /api/v1/manage/people/users/user (the contract's `getUser`; a code but 200 is the generic error):
 * - `record`: code 200 with the person's record → the form, prefilled;
 * - `systemError`: any other code, or none → 'Error del sistema'.
 *
 * A 200 whose record cannot be read (no data, no idSap to update it by) is a system error too:
 * `userRecordOutcome`.
 */
export type UserRecordOutcome = 'record' | 'systemError';

export const userRecordOutcomes = outcomeTable<'record', 'systemError'>({ 200: 'record' }, 'systemError');

export function userRecordOutcome(code: number | null, record: object | null): UserRecordOutcome {
  return userRecordOutcomes.outcomeOf(code) === 'record' && record !== null ? 'record' : 'systemError';
}

/**
 * PUT /api/v1/manage/people/users/{idSap} (the contract's `updateUser`; docs/profile.md):
 * - `updated`: code 0 → 'Actualización de datos' / 'Los datos fueron actualizados exitosamente.';
 * - `emailInUse`: 409 → the warning 'Correo existente' / 'Existe una cuenta asociada al correo
 *   electrónico ingresado. Por favor verifica la información.';
 * - `systemError`: any other code, or none → 'Error del sistema'.
 * Nothing typed is lost on any of them: the form keeps its values.
 */
export type PersonalDataUpdateOutcome = 'updated' | 'emailInUse' | 'systemError';

export const personalDataUpdateOutcomes = outcomeTable<'updated' | 'emailInUse', 'systemError'>(
  { 0: 'updated', 409: 'emailInUse' },
  'systemError',
);

export const personalDataUpdateOutcome = (code: number | null): PersonalDataUpdateOutcome => personalDataUpdateOutcomes.outcomeOf(code);

/**
 * GET .../locations/states, cities, neighborhoods (`getStates`, `getCities`, `getNeighborhoods`: `detail.states`,
 * `detail.cities`, `detail.neighborhoods`). The contract names no code for them, so an answer without
 * one is the answer; a code is accepted only when it is one the fund's APIs use for success (0,
 * 200): `locationListOutcomes` holds those codes. `locationListOutcome` reads the code, then the list:
 * - `options`: the select's options;
 * - `noResults`: an empty list → the select shows 'No se encontraron resultados';
 * - `systemError`: another code, or a list that could not be read.
 */
export const locationListOutcomes = outcomeTable<'answered', 'systemError'>({ 0: 'answered', 200: 'answered' }, 'systemError');

export type LocationListOutcome = 'options' | 'noResults' | 'systemError';

export function locationListOutcome(code: number | null, options: readonly unknown[] | null): LocationListOutcome {
  // No code at all is the answer itself (the contract names none for these calls).
  const codeOutcome = code === null ? 'answered' : locationListOutcomes.outcomeOf(code);
  if (codeOutcome === 'systemError' || options === null) return 'systemError';
  return options.length === 0 ? 'noResults' : 'options';
}

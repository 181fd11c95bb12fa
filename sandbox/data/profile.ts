/**
 * What the fund's people service (manage/people users: the contract's `getUser` and `updateUser`)
 * does differently for some personas, and the e-mail addresses it already holds besides theirs.
 * The records themselves are the personas' (sandbox/data/personas.ts: mobile, phone, e-mail,
 * address, location, sector, idSap), so a data update changes the one record every flow reads.
 * docs/sandbox-answers.md ('Data update, per persona') lists who gets what; keep it in step with
 * this file.
 */

/**
 * - `load-server-error`: GET users/user answers HTTP 500 (the record cannot be read);
 * - `update-server-error`: PUT users/{idSap} answers HTTP 500 once the body passed every check.
 */
export type PeopleScenario = 'load-server-error' | 'update-server-error';

export const peopleScenarios: Readonly<Record<string, PeopleScenario>> = {
  'registro-no-disponible': 'load-server-error',
  'actualizacion-falla-al-guardar': 'update-server-error',
};

/**
 * Accounts of people who are not personas (they cannot sign in): changing one's e-mail to one of
 * these answers code 409 'Correo existente', as changing it to another persona's does. The first
 * is easy to type in the form.
 */
export const emailsOfOtherAccounts: readonly string[] = ['correo.en.uso@correo.example', 'afiliado.antiguo@correo.example'];

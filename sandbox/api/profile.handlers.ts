import { http, HttpResponse } from 'msw';
import { answerIn } from './answer-reading';
import { citiesOf, neighborhoodsOf, statesOf } from '../data/profile-locations';
import { emailsOfOtherAccounts, peopleScenarios } from '../data/profile';
import { currentPersona, unauthorizedResponse } from './current-persona';
import { failureResponse, type FailureKind } from './failure-responses';
import { jsonBody, type JsonObject } from './json-body';
import { sandboxState, type SandboxPersona } from './sandbox-state';

/**
 * The fund's people API for the data update (the contract's `getUser` and `updateUser`: GET users/user, PUT
 * users/{idSap}), both requiring the bearer token: the person is the access token's. The query's document and the
 * path's idSap must be that person's own; anyone else's answers **403** (the gateway knows who is
 * calling, and a person may read and change only their own record: docs/profile.md). The location
 * lists of the form's selects (`locationsHandlers`, below) are part of this feature's entry,
 * `profileHandlers`.
 *
 * Who gets what is docs/sandbox-answers.md ('Data update, per persona'): the record is the persona's
 * (sandbox/data/personas.ts) and the few personas the service fails for are
 * sandbox/data/profile.ts. Business codes travel in the body with HTTP 200 (0 updated, 409 e-mail
 * in use, 200 record found); a body the fund cannot take is a 400 naming the problem, so a test
 * through the sandbox fails where the fund's API would have refused the update.
 */
export const profilePaths = {
  user: '*/api/v1/manage/people/users/user',
  update: '*/api/v1/manage/people/users/:idSap',
} as const;

export const profileTexts = {
  found: 'Consulta exitosa',
  missingQuery: 'Los parámetros idType e idNumber son obligatorios.',
  notYourRecord: 'Solo puedes consultar y actualizar tus propios datos.',
  updated: 'Los datos fueron actualizados exitosamente.',
  emailInUse: 'Existe una cuenta asociada al correo electrónico ingresado.',
} as const;

/** The data update's rules (docs/profile.md), restated: the fund checks what the portal's form checks. */
const MAX_EMAIL_LENGTH = 60;
const MAX_ADDRESS_LENGTH = 250;
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** HTTP 500 as a Spring service answers it: JSON without any business field. */
function serverError(path: string): Response {
  return HttpResponse.json(
    { timestamp: new Date().toISOString(), status: 500, error: 'Internal Server Error', path },
    { status: 500 },
  );
}

/**
 * Location lists of the data-update form (the contract's `getStates`, `getCities`, `getNeighborhoods`): states of a country, cities of
 * a state, neighbourhoods of a city. An unknown or missing code answers an empty list with
 * code 0, as a lookup that finds nothing does, so the form shows 'No se encontraron resultados'.
 */
const locationsPaths = {
  states: '*/api/v1/manage/people/locations/states',
  cities: '*/api/v1/manage/people/locations/cities',
  neighborhoods: '*/api/v1/manage/people/locations/neighborhoods',
} as const;

const param = (request: Request, name: string): string => new URL(request.url).searchParams.get(name)?.trim() ?? '';

const locationsHandlers = [
  http.get(
    locationsPaths.states,
    answerIn('getStates', ({ request }) =>
      HttpResponse.json({ code: 0, detail: { states: statesOf(param(request, 'countryCode').toUpperCase()) } }),
    ),
  ),
  http.get(
    locationsPaths.cities,
    answerIn('getCities', ({ request }) => HttpResponse.json({ code: 0, detail: { cities: citiesOf(param(request, 'stateCode')) } })),
  ),
  http.get(
    locationsPaths.neighborhoods,
    answerIn('getNeighborhoods', ({ request }) =>
      HttpResponse.json({ code: 0, detail: { neighborhoods: neighborhoodsOf(param(request, 'cityCode')) } }),
    ),
  ),
];

export const profileHandlers = [
  ...locationsHandlers,
  http.get(profilePaths.user, answerIn('getUser', async ({ request }) => {
    const persona = await currentPersona(request);
    if (!persona) return unauthorizedResponse();
    const params = new URL(request.url).searchParams;
    const idType = (params.get('idType') ?? '').trim().toUpperCase();
    const idNumber = (params.get('idNumber') ?? '').trim();
    if (!idType || !idNumber) return HttpResponse.json({ code: 400, data: null, message: profileTexts.missingQuery }, { status: 400 });
    if (idType !== persona.documentType || idNumber !== persona.documentNumber) {
      return HttpResponse.json({ code: 403, data: null, message: profileTexts.notYourRecord }, { status: 403 });
    }
    if (peopleScenarios[persona.id] === 'load-server-error') return serverError('/api/v1/manage/people/users/user');
    return HttpResponse.json({ code: 200, message: profileTexts.found, data: userRecordOf(persona) });
  })),

  http.put(profilePaths.update, answerIn('updateUser', async ({ request, params }) => {
    const persona = await currentPersona(request);
    if (!persona) return unauthorizedResponse();
    const forbidden = () => HttpResponse.json({ code: 403, description: profileTexts.notYourRecord }, { status: 403 });
    if (String(params.idSap) !== persona.idSap) return forbidden();
    const checked = checkUserUpdate(persona, await jsonBody(request));
    if ('forbidden' in checked) return forbidden();
    if ('invalid' in checked) return HttpResponse.json({ code: 400, description: checked.invalid }, { status: 400 });
    if (peopleScenarios[persona.id] === 'update-server-error') return serverError(`/api/v1/manage/people/users/${persona.idSap}`);
    if (isEmailOfSomeoneElse(persona, checked.email)) return HttpResponse.json({ code: 409, description: profileTexts.emailInUse });
    sandboxState.updatePersona(persona.id, (current) => ({
      ...current,
      mobile: checked.mobile,
      phone: checked.phone,
      email: checked.email,
      address: checked.address,
      location: { country: 'CO', state: checked.state, city: checked.city, neighborhood: checked.neighborhood },
      sector: checked.sector,
    }));
    return HttpResponse.json({ code: 0, description: profileTexts.updated });
  })),
];

/** Either users call (GET users/user, PUT users/{idSap}) made to fail in the given way (use with `server.use`). */
export function profileFailure(call: keyof typeof profilePaths, kind: FailureKind) {
  const method = call === 'update' ? http.put : http.get;
  return method(profilePaths[call], () => failureResponse(kind));
}

// ---------------------------------------------------------------------------------------------

/**
 * The record as the fund sends it (the contract's `UserRecord`). A person without
 * an e-mail gets `email: null`; a person without a location on record gets no `country`, `state`,
 * `city`, `neighborhood` nor `sector` at all (the fund holds no address data for them), so the
 * portal starts the form at its defaults (docs/profile.md) (CO, 05, 05001, 0500109999, U).
 */
function userRecordOf(persona: SandboxPersona) {
  return {
    idSap: persona.idSap,
    mobile: persona.mobile,
    phone: persona.phone,
    email: persona.email,
    ...(persona.location ? { ...persona.location, sector: persona.sector } : {}),
    address: persona.address,
  };
}

interface UserUpdate {
  readonly mobile: string;
  readonly phone: string;
  readonly email: string;
  readonly state: string;
  readonly city: string;
  readonly neighborhood: string;
  readonly sector: 'U' | 'R';
  readonly address: string;
}

/**
 * The PUT body (the contract's `UpdateUserBody`), checked as the fund would: every field a text; the person's own
 * document; the rules of docs/profile.md (mobile 10 digits, phone empty or 7 to 10 digits, e-mail
 * pattern up to 60 characters, address up to 250, sector U or R); and locations that nest:
 * Colombia, one of its departments, a municipality of that department, a neighbourhood of that
 * municipality. The first problem found is the 400's `description`. Keys the API does not know
 * are ignored.
 */
function checkUserUpdate(persona: SandboxPersona, body: JsonObject | null): UserUpdate | { invalid: string } | { forbidden: true } {
  if (!body) return { invalid: 'El cuerpo de la solicitud debe ser un objeto JSON.' };
  const fields = ['documentType', 'documentNumber', 'mobile', 'phone', 'email', 'country', 'state', 'city', 'neighborhood', 'sector', 'address'];
  for (const field of fields) {
    if (typeof body[field] !== 'string') return { invalid: `${field} es obligatorio y debe ser un texto.` };
  }
  const text = (field: string) => body[field] as string;
  if (text('documentType').trim().toUpperCase() !== persona.documentType || text('documentNumber').trim() !== persona.documentNumber) {
    return { forbidden: true };
  }
  const mobile = text('mobile');
  if (!/^\d{10}$/.test(mobile)) return { invalid: 'mobile debe tener exactamente 10 dígitos.' };
  const phone = text('phone');
  if (!/^(\d{7,10})?$/.test(phone)) return { invalid: 'phone debe estar vacío o tener de 7 a 10 dígitos.' };
  const email = text('email');
  if (email.length > MAX_EMAIL_LENGTH) return { invalid: `email admite como máximo ${MAX_EMAIL_LENGTH} caracteres.` };
  if (!EMAIL_PATTERN.test(email)) return { invalid: 'email no es un correo electrónico válido.' };
  const [country, state, city, neighborhood] = [text('country'), text('state'), text('city'), text('neighborhood')];
  if (country !== 'CO') return { invalid: 'country debe ser CO (Colombia).' };
  if (!statesOf(country).some((option) => option.code === state)) return { invalid: `state ${state} no es un departamento de Colombia.` };
  if (!citiesOf(state).some((option) => option.code === city)) return { invalid: `city ${city} no pertenece al departamento ${state}.` };
  if (!neighborhoodsOf(city).some((option) => option.code === neighborhood)) {
    return { invalid: `neighborhood ${neighborhood} no pertenece al municipio ${city}.` };
  }
  const sector = text('sector');
  if (sector !== 'U' && sector !== 'R') return { invalid: 'sector debe ser U (urbano) o R (rural).' };
  const address = text('address').trim();
  if (address === '') return { invalid: 'address es obligatoria.' };
  if (address.length > MAX_ADDRESS_LENGTH) return { invalid: `address admite como máximo ${MAX_ADDRESS_LENGTH} caracteres.` };
  return { mobile, phone, email, state, city, neighborhood, sector, address };
}

/** Another persona's current e-mail, or an account that is not a persona's (case and spaces aside). */
function isEmailOfSomeoneElse(persona: SandboxPersona, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return (
    emailsOfOtherAccounts.some((other) => other.toLowerCase() === wanted) ||
    sandboxState.allPersonas().some((other) => other.id !== persona.id && other.email?.toLowerCase() === wanted)
  );
}

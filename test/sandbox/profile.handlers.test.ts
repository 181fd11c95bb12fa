import { describe, expect, it } from 'vitest';
import { profileFailure, profileTexts } from '@sandbox/api/profile.handlers';
import { sandboxState } from '@sandbox/api/sandbox-state';
import { seededPersonas } from '@sandbox/data/personas';
import { emailsOfOtherAccounts, peopleScenarios } from '@sandbox/data/profile';
import { server } from '@test/support/msw-server';
import { callsAsPersona, type AnswerBody, type Persona } from '@test/support/sandbox/persona-calls';

// The profile's sandbox calls (the contract's `getUser`, `updateUser`, `getStates`, `getCities`,
// `getNeighborhoods`) over msw/node: each row of docs/sandbox-answers.md 'Data update, per persona', 401
// without a valid token, 403 for someone else's record, one 400 per rule of the PUT's check, and the
// location lists of the form's selects.

const api = 'http://localhost/api/v1/manage/people';

const call = callsAsPersona<'GET' | 'PUT'>(api);

const user = (who: Persona, idType: string, idNumber: string) => call(who, 'GET', `users/user?idType=${idType}&idNumber=${idNumber}`);
const mariaUser = () => user('maria', 'CC', '1037600123');

/** A valid update of María's record: Laureles instead of El Poblado, a new mobile. */
const mariaUpdate = (change: AnswerBody = {}): AnswerBody => ({
  documentType: 'CC',
  documentNumber: '1037600123',
  mobile: '3111234567',
  phone: '6044441234',
  email: 'maria.restrepo@correo.example',
  country: 'CO',
  state: '05',
  city: '05001',
  neighborhood: '0500100002',
  sector: 'U',
  address: 'Carrera 70 # 44-10',
  ...change,
});
const updateMaria = (body: unknown, who: Persona = 'maria') => call(who, 'PUT', 'users/0001000123', body);

describe('sandbox profile: 401 without a valid access token', () => {
  it.each([
    ['GET', 'users/user?idType=CC&idNumber=1037600123'],
    ['PUT', 'users/0001000123'],
  ] as const)('%s %s', async (method, path) => {
    const body = method === 'PUT' ? mariaUpdate() : undefined;
    const anonymous = await call(null, method, path, body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: 'unauthorized', message: 'Se requiere un token de acceso válido.' });
    const forged = await fetch(`${api}/${path}`, { method, headers: { Authorization: 'Bearer token-robado' }, body: body && JSON.stringify(body) });
    expect(forged.status).toBe(401);
    expect(sandboxState.findPersonaById('afiliada-con-beneficiarios')?.mobile).toBe('3104567890');
  });
});

describe('sandbox profile: GET users/user per persona', () => {
  it('María: code 200 with her full record, location codes that nest (Medellín, El Poblado)', async () => {
    expect(await mariaUser()).toEqual({
      status: 200,
      body: {
        code: 200,
        message: profileTexts.found,
        data: {
          idSap: '0001000123',
          mobile: '3104567890',
          phone: '6044441234',
          email: 'maria.restrepo@correo.example',
          country: 'CO',
          state: '05',
          city: '05001',
          neighborhood: '0500100001',
          sector: 'U',
          address: 'Calle 10 # 43-25 apto 501',
        },
      },
    });
  });

  it('Luz: rural sector; Carlos: an empty phone; Sergio: Bogotá (11, 11001, Chapinero)', async () => {
    expect((await user('luz', 'CC', '43218765')).body.data).toMatchObject({ sector: 'R', city: '05360' });
    expect((await user('carlos', 'CC', '71650432')).body.data).toMatchObject({ phone: '' });
    expect((await user('sergio', 'CC', '80500500')).body.data).toMatchObject({ state: '11', city: '11001', neighborhood: '1100100001' });
  });

  it('José: e-mail null, and no country, state, city, neighbourhood nor sector (the portal applies its defaults)', async () => {
    const { body } = await user('jose', 'ce', ' 4567123 ');
    expect(body.code).toBe(200);
    expect(body.data).toEqual({ idSap: '0001001011', mobile: '3209876543', phone: '', email: null, address: 'Calle 45 # 70-12' });
  });

  it('Diana: HTTP 500 with a Spring-style body and no business code', async () => {
    const answer = await user('diana', 'CC', '52500500');
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ status: 500, error: 'Internal Server Error', path: '/api/v1/manage/people/users/user' });
    expect(answer.body).not.toHaveProperty('code');
  });

  it("answers 403 for someone else's document, whoever it is", async () => {
    for (const [type, number] of [['CC', '71650432'], ['CE', '1037600123'], ['CC', '999999']]) {
      expect(await user('maria', type!, number!)).toEqual({ status: 403, body: { code: 403, data: null, message: profileTexts.notYourRecord } });
    }
  });

  it('answers 400 without idType or idNumber', async () => {
    for (const query of ['', '?idType=CC', '?idNumber=1037600123', '?idType=&idNumber=1037600123']) {
      const answer = await call('maria', 'GET', `users/user${query}`);
      expect(answer).toEqual({ status: 400, body: { code: 400, data: null, message: profileTexts.missingQuery } });
    }
  });
});

describe('sandbox profile: PUT users/{idSap}', () => {
  it('code 0, and the change is stored: the next GET shows it', async () => {
    expect(await updateMaria(mariaUpdate())).toEqual({ status: 200, body: { code: 0, description: profileTexts.updated } });
    expect((await mariaUser()).body.data).toMatchObject({ mobile: '3111234567', neighborhood: '0500100002', address: 'Carrera 70 # 44-10' });
    expect(sandboxState.findPersonaById('afiliada-con-beneficiarios')?.location).toEqual({ country: 'CO', state: '05', city: '05001', neighborhood: '0500100002' });
  });

  it('José gets his first location and e-mail: the GET then has every field', async () => {
    const record = {
      mobile: '3209876543', phone: '', email: 'jose.hernandez@correo.example',
      country: 'CO', state: '05', city: '05001', neighborhood: '0500109999', sector: 'R', address: 'Calle 45 # 70-12',
    };
    expect((await call('jose', 'PUT', 'users/0001001011', { documentType: 'CE', documentNumber: '4567123', ...record })).body.code).toBe(0);
    expect((await user('jose', 'CE', '4567123')).body.data).toEqual({ idSap: '0001001011', ...record });
  });

  it("moves María to another department (Bogotá) when every level nests; the address is stored trimmed", async () => {
    const answer = await updateMaria(mariaUpdate({ state: '11', city: '11001', neighborhood: '1100100003', address: '  Calle 80 # 20-11  ' }));
    expect(answer.body.code).toBe(0);
    expect((await mariaUser()).body.data).toMatchObject({ state: '11', city: '11001', neighborhood: '1100100003', address: 'Calle 80 # 20-11' });
  });

  it('409 (HTTP 200) for an e-mail another persona holds or another account holds; nothing stored', async () => {
    const conflicts = ['carlos.zapata@correo.example', 'Luz.Ospina@Correo.Example', ...emailsOfOtherAccounts];
    for (const email of conflicts) {
      expect(await updateMaria(mariaUpdate({ email }))).toEqual({ status: 200, body: { code: 409, description: profileTexts.emailInUse } });
    }
    expect(sandboxState.findPersonaById('afiliada-con-beneficiarios')?.mobile).toBe('3104567890');
  });

  it("an e-mail is free again once its persona changed it (the current records count)", async () => {
    sandboxState.updatePersona('afiliado-sin-beneficiarios', (persona) => ({ ...persona, email: 'carlos.nuevo@correo.example' }));
    expect((await updateMaria(mariaUpdate({ email: 'carlos.zapata@correo.example' }))).body.code).toBe(0);
  });

  it('Sergio: a valid body answers HTTP 500 and nothing is stored; an invalid one is still a 400', async () => {
    const body = {
      documentType: 'CC', documentNumber: '80500500', mobile: '3165554433', phone: '6013456789', email: 'sergio.munoz@correo.example',
      country: 'CO', state: '11', city: '11001', neighborhood: '1100100002', sector: 'U', address: 'Calle 63 # 9-42 oficina 302',
    };
    const answer = await call('sergio', 'PUT', 'users/0001001415', body);
    expect(answer.status).toBe(500);
    expect(answer.body).not.toHaveProperty('code');
    expect(sandboxState.findPersonaById('actualizacion-falla-al-guardar')?.location?.neighborhood).toBe('1100100001');
    expect((await call('sergio', 'PUT', 'users/0001001415', { ...body, mobile: '31' })).status).toBe(400);
  });

  it("403 for someone else's idSap or document; nothing stored", async () => {
    expect(await call('maria', 'PUT', 'users/0001000456', mariaUpdate())).toEqual({ status: 403, body: { code: 403, description: profileTexts.notYourRecord } });
    expect((await call('maria', 'PUT', 'users/user', mariaUpdate())).status).toBe(403);
    expect((await updateMaria(mariaUpdate({ documentNumber: '71650432' }))).status).toBe(403);
    expect((await updateMaria(mariaUpdate({ documentType: 'CE' }))).status).toBe(403);
    expect((await updateMaria(mariaUpdate(), 'carlos')).status).toBe(403);
    expect(sandboxState.findPersonaById('afiliada-con-beneficiarios')?.mobile).toBe('3104567890');
    expect(sandboxState.findPersonaById('afiliado-sin-beneficiarios')?.mobile).toBe('3001234567');
  });

  it.each([
    ['not a JSON object', '"texto"', 'objeto JSON'],
    ['mobile missing', mariaUpdate({ mobile: undefined }), 'mobile es obligatorio'],
    ['phone null', mariaUpdate({ phone: null }), 'phone es obligatorio'],
    ['sector a number', mariaUpdate({ sector: 1 }), 'sector es obligatorio'],
    ['mobile of 9 digits', mariaUpdate({ mobile: '311123456' }), 'mobile'],
    ['mobile of 11 digits', mariaUpdate({ mobile: '31112345678' }), 'mobile'],
    ['mobile with a space', mariaUpdate({ mobile: '311 1234567' }), 'mobile'],
    ['phone of 6 digits', mariaUpdate({ phone: '444123' }), 'phone'],
    ['phone of 11 digits', mariaUpdate({ phone: '60444412345' }), 'phone'],
    ['phone with letters', mariaUpdate({ phone: '604444abc' }), 'phone'],
    ['email empty', mariaUpdate({ email: '' }), 'email'],
    ['email without a domain', mariaUpdate({ email: 'maria@' }), 'email'],
    ['email with a space', mariaUpdate({ email: 'maria restrepo@correo.example' }), 'email'],
    ['email of 61 characters', mariaUpdate({ email: `${'a'.repeat(46)}@correo.example` }), '60'],
    ['country VE', mariaUpdate({ country: 'VE' }), 'country'],
    ['state unknown', mariaUpdate({ state: '00' }), 'state 00'],
    ['city of another state', mariaUpdate({ state: '11', city: '05001' }), 'city 05001 no pertenece al departamento 11'],
    ['city unknown', mariaUpdate({ city: '05999' }), 'city 05999'],
    ['neighbourhood of another city', mariaUpdate({ neighborhood: '0508800002' }), 'neighborhood 0508800002 no pertenece al municipio 05001'],
    ['neighbourhood unknown', mariaUpdate({ neighborhood: '0500100099' }), 'neighborhood'],
    ['sector u', mariaUpdate({ sector: 'u' }), 'sector'],
    ['sector Urbano', mariaUpdate({ sector: 'Urbano' }), 'sector'],
    ['address blank', mariaUpdate({ address: '   ' }), 'address'],
    ['address of 251 characters', mariaUpdate({ address: 'C'.repeat(251) }), '250'],
  ])('400 for %s, naming the problem; nothing stored', async (_case, body, expected) => {
    const answer = await updateMaria(body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
    expect(answer.body.description).toContain(expected);
    expect(sandboxState.findPersonaById('afiliada-con-beneficiarios')?.mobile).toBe('3104567890');
  });

  it('accepts the limits: a 7-digit phone, a 60-character e-mail, a 250-character address, rural', async () => {
    const email = `${'a'.repeat(45)}@correo.example`;
    expect(email).toHaveLength(60);
    const answer = await updateMaria(mariaUpdate({ phone: '4441234', email, address: 'C'.repeat(250), sector: 'R' }));
    expect(answer.body.code).toBe(0);
  });
});

describe('sandbox profile: seeded data and failures for the portal tests', () => {
  it('the scenarios name seeded personas; every persona has a distinct idSap and an e-mail no other account holds', () => {
    const personas = sandboxState.allPersonas();
    for (const id of Object.keys(peopleScenarios)) expect(personas.some((persona) => persona.id === id), id).toBe(true);
    expect(new Set(personas.map((persona) => persona.idSap)).size).toBe(personas.length);
    for (const persona of personas) if (persona.email) expect(emailsOfOtherAccounts).not.toContain(persona.email);
  });

  it.each(['user', 'update'] as const)('profileFailure(%s) replaces the call', async (which) => {
    server.use(profileFailure(which, 'server-error'));
    const answer = which === 'user' ? await fetch(`${api}/users/user?idType=CC&idNumber=1037600123`) : await fetch(`${api}/users/0001000123`, { method: 'PUT' });
    expect(answer.status).toBe(500);
  });
});

interface Option {
  id: number;
  code: string;
  name: string;
}

async function list(path: string, key: 'states' | 'cities' | 'neighborhoods'): Promise<Option[]> {
  const response = await fetch(`${api}/locations/${path}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { code: number; detail: Record<string, Option[]> };
  expect(body.code).toBe(0);
  const options = body.detail[key];
  if (!options) throw new Error(`detail.${key} missing`);
  return options;
}

describe('sandbox profile: location lists (DANE DIVIPOLA)', () => {
  it("lists Colombia's 33 departments, Antioquia with code 05", async () => {
    const states = await list('states?countryCode=CO', 'states');
    expect(states).toHaveLength(33);
    expect(states).toContainEqual({ id: 5, code: '05', name: 'Antioquia' });
    expect(states).toContainEqual({ id: 11, code: '11', name: 'Bogotá, D.C.' });
  });

  it('answers an empty list for another country or no country', async () => {
    expect(await list('states?countryCode=VE', 'states')).toEqual([]);
    expect(await list('states', 'states')).toEqual([]);
  });

  it("lists Antioquia's 125 municipalities, Medellín 05001 among them", async () => {
    const cities = await list('cities?stateCode=05', 'cities');
    expect(cities).toHaveLength(125);
    expect(cities).toContainEqual({ id: 5001, code: '05001', name: 'Medellín' });
    expect(cities.every((city) => city.code.startsWith('05') && city.code.length === 5)).toBe(true);
  });

  it('answers an empty list of cities for an unknown department', async () => {
    expect(await list('cities?stateCode=00', 'cities')).toEqual([]);
    expect(await list('cities?stateCode=', 'cities')).toEqual([]);
  });

  it("starts Medellín's neighbourhoods with the form's default 0500109999 'SIN IDENTIFICAR' (docs/profile.md)", async () => {
    const neighborhoods = await list('neighborhoods?cityCode=05001', 'neighborhoods');
    expect(neighborhoods[0]).toEqual({ id: 500109999, code: '0500109999', name: 'SIN IDENTIFICAR' });
    expect(neighborhoods.length).toBeGreaterThan(1);
  });

  it('gives every municipality the same small list on every call, codes unique and prefixed by the city', async () => {
    for (const cityCode of ['05001', '11001', '76001', '27493']) {
      const first = await list(`neighborhoods?cityCode=${cityCode}`, 'neighborhoods');
      const second = await list(`neighborhoods?cityCode=${cityCode}`, 'neighborhoods');
      expect(second).toEqual(first);
      expect(first.map((option) => option.code)).toContain(`${cityCode}09999`);
      expect(new Set(first.map((option) => option.code)).size).toBe(first.length);
      expect(new Set(first.map((option) => option.name)).size).toBe(first.length);
      expect(first.every((option) => option.code.startsWith(cityCode) && option.code.length === 10)).toBe(true);
    }
  });

  it('answers an empty list of neighbourhoods for an unknown city', async () => {
    expect(await list('neighborhoods?cityCode=99999', 'neighborhoods')).toEqual([]);
  });

  it("holds every seeded persona's location, so the data-update form can show it", async () => {
    for (const persona of seededPersonas) {
      if (!persona.location) continue;
      const { state, city, neighborhood } = persona.location;
      expect((await list('states?countryCode=CO', 'states')).map((o) => o.code)).toContain(state);
      expect((await list(`cities?stateCode=${state}`, 'cities')).map((o) => o.code)).toContain(city);
      expect((await list(`neighborhoods?cityCode=${city}`, 'neighborhoods')).map((o) => o.code)).toContain(neighborhood);
    }
  });
});

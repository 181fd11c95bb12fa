import { beforeEach, describe, expect, it } from 'vitest';
import { setAccessTokenVerifier } from '@sandbox/api/current-persona';
import { peopleFailure, peopleTexts } from '@sandbox/api/people.handlers';
import { sandboxState } from '@sandbox/api/sandbox-state';
import { emailsOfOtherAccounts, peopleScenarios } from '@sandbox/data/people';
import { server } from '@test/support/msw-server';

// The data update's people calls (spec section 7) over msw/node: each row of docs/sandbox.md
// 'Data update, per persona', 401 without a valid token, 403 for someone else's record, and one
// 400 per rule of the PUT's check.

const api = 'http://localhost/api/v1/manage/people';

const tokens: Record<string, string> = {
  'token-maria': 'maria.restrepo',
  'token-carlos': 'carlos.zapata',
  'token-luz': 'luz.ospina',
  'token-jose': 'jose.hernandez',
  'token-diana': 'diana.cardenas',
  'token-sergio': 'sergio.munoz',
};
type Who = 'maria' | 'carlos' | 'luz' | 'jose' | 'diana' | 'sergio';

beforeEach(() => {
  setAccessTokenVerifier(async (token) => tokens[token] ?? null);
});

type Body = Record<string, unknown>;

async function call(who: Who | null, method: 'GET' | 'PUT', path: string, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (who) headers.Authorization = `Bearer token-${who}`;
  const response = await fetch(`${api}/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

const user = (who: Who, idType: string, idNumber: string) => call(who, 'GET', `users/user?idType=${idType}&idNumber=${idNumber}`);
const mariaUser = () => user('maria', 'CC', '1037600123');

/** A valid update of María's record: Laureles instead of El Poblado, a new mobile. */
const mariaUpdate = (change: Body = {}): Body => ({
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
const updateMaria = (body: unknown, who: Who = 'maria') => call(who, 'PUT', 'users/0001000123', body);

describe('sandbox people: 401 without a valid access token', () => {
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

describe('sandbox people: GET users/user per persona', () => {
  it('María: code 200 with her full record, location codes that nest (Medellín, El Poblado)', async () => {
    expect(await mariaUser()).toEqual({
      status: 200,
      body: {
        code: 200,
        message: peopleTexts.found,
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
      expect(await user('maria', type!, number!)).toEqual({ status: 403, body: { code: 403, data: null, message: peopleTexts.notYourRecord } });
    }
  });

  it('answers 400 without idType or idNumber', async () => {
    for (const query of ['', '?idType=CC', '?idNumber=1037600123', '?idType=&idNumber=1037600123']) {
      const answer = await call('maria', 'GET', `users/user${query}`);
      expect(answer).toEqual({ status: 400, body: { code: 400, data: null, message: peopleTexts.missingQuery } });
    }
  });
});

describe('sandbox people: PUT users/{idSap}', () => {
  it('code 0, and the change is stored: the next GET shows it', async () => {
    expect(await updateMaria(mariaUpdate())).toEqual({ status: 200, body: { code: 0, description: peopleTexts.updated } });
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
      expect(await updateMaria(mariaUpdate({ email }))).toEqual({ status: 200, body: { code: 409, description: peopleTexts.emailInUse } });
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
    expect(await call('maria', 'PUT', 'users/0001000456', mariaUpdate())).toEqual({ status: 403, body: { code: 403, description: peopleTexts.notYourRecord } });
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

describe('sandbox people: seeded data and failures for the portal tests', () => {
  it('the scenarios name seeded personas; every persona has a distinct idSap and an e-mail no other account holds', () => {
    const personas = sandboxState.allPersonas();
    for (const id of Object.keys(peopleScenarios)) expect(personas.some((persona) => persona.id === id), id).toBe(true);
    expect(new Set(personas.map((persona) => persona.idSap)).size).toBe(personas.length);
    for (const persona of personas) if (persona.email) expect(emailsOfOtherAccounts).not.toContain(persona.email);
  });

  it.each(['user', 'update'] as const)('peopleFailure(%s) replaces the call', async (which) => {
    server.use(peopleFailure(which, 'server-error'));
    const answer = which === 'user' ? await fetch(`${api}/users/user?idType=CC&idNumber=1037600123`) : await fetch(`${api}/users/0001000123`, { method: 'PUT' });
    expect(answer.status).toBe(500);
  });
});

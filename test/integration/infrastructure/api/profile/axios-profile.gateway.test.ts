import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LoadPersonalData } from '@/application/profile/load-personal-data.use-case';
import { ProfileGateway, type UpdateUserRequest } from '@/application/profile/profile-gateway.port';
import { UpdatePersonalData, type PersonalDataUpdateInput } from '@/application/profile/update-personal-data.use-case';
import { signedInSession } from '@test/support/fake-identity';
import { answer, describeGatewayTransport, json, jsonFor, type JsonBody, offContract, type Route, unnamedCode } from '@test/support/gateway-transport-contract';
import {
  callNamed,
  calls,
  containerWith,
  email,
  gatewayWith,
  profileApi,
  record,
  signedInContainer,
  update,
  type Json,
} from '@test/support/profile/profile-gateway-calls';

// The gateway's users calls and the transport contract of all five; the location lists are
// axios-profile.gateway.locations.test.ts. Every body is defined in the tests or in
// test/support/profile/profile-gateway-calls.ts, not taken from the sandbox: these tests pin the
// adapter's reading of the contract's shapes (`getUser`, `updateUser`) and of ADR 0015, whatever the
// sandbox answers.

const recordRead = {
  idSap: '700123',
  mobile: '3104567890',
  phone: '6045551234',
  email,
  address: 'Cra. 45 # 12-30',
  country: 'CO',
  state: '05',
  city: '05001',
  neighborhood: '0500100101',
  sector: 'U',
};

const updateOrder = ['documentType', 'documentNumber', 'mobile', 'phone', 'email', 'country', 'state', 'city', 'neighborhood', 'sector', 'address'];

/** The PUT to any idSap, to see which path a call builds. */
const anyIdSap: Route = { method: 'put', path: `${profileApi}/users/:idSap` };

const unauthorized = (body: Json) => () =>
  HttpResponse.json({ ...body, message: 'Unauthorized' }, { status: 401, headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } });

describe('AxiosProfileGateway', () => {
  describeGatewayTransport({
    calls,
    gatewayWith,
    notAnObject: { truncatedJson: '{"code": 200, "data": {', list: [{ code: 200 }] },
    bearer: { title: 'the bearer token: every call carries the signed-in person’s' },
    moreWithoutAUsableAnswer: (call) => {
      it('never reads HTTP 401 as a business answer, even with a code where the call puts it (ADR 0012)', async () => {
        answer(call, unauthorized({ code: 401 }));
        await expect(call.invoke(gatewayWith(null))).resolves.toEqual({ ok: false, reason: 'unauthorized' });
        const seen = answer(call, unauthorized({ code: 401 }));
        await expect(call.invoke(gatewayWith('token-de-ana'))).resolves.toEqual({ ok: false, reason: 'unauthorized' });
        expect(seen).toHaveLength(1);
      });

      it('reports a 401 whose renewal the provider refuses as the session ended', async () => {
        const seen = answer(call, unauthorized({ code: 401 }));
        const gateway = containerWith('token-de-ana', 2_000, () => ({ kind: 'sessionEnded' })).get<ProfileGateway>(ProfileGateway);
        await expect(call.invoke(gateway)).resolves.toEqual({ ok: false, reason: 'sessionEnded' });
        expect(seen).toHaveLength(1);
      });

      it('reads code before responseCode', async () => {
        answer(call, unnamedCode({ code: 500, responseCode: 200 }));
        await expect(call.invoke(gatewayWith())).resolves.toMatchObject({ ok: true, code: 500 });
      });
    },
  });

  // -------------------------------------------------------------------------------------------
  describe('PUT users/{idSap}: the path and the token', () => {
    const call = callNamed('updateUser');

    it('escapes an idSap that is not a plain path segment', async () => {
      const seen = answer(anyIdSap, json({ code: 0 }));
      await gatewayWith('token-de-ana').updateUser('SAP/7 1', update);
      expect(seen.map((sent) => sent.pathname)).toEqual([`${profileApi}/users/SAP%2F7%201`]);
    });

    it('goes without a token when nobody is signed in, never an empty bearer', async () => {
      const seen = answer(call, json({ code: 0 }));
      await call.invoke(gatewayWith(null));
      expect(seen.map((sent) => sent.authorization)).toEqual([null]);
    });

    it('never reads HTTP 401 as a business answer, even with the PUT’s success code 0 in its body (ADR 0012)', async () => {
      const seen = answer(call, unauthorized({ code: 0 }));
      await expect(call.invoke(gatewayWith('token-de-ana'))).resolves.toEqual({ ok: false, reason: 'unauthorized' });
      expect(seen).toHaveLength(1);
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('PUT users/{idSap}: the body and the answer', () => {
    const call = callNamed('updateUser');
    const read = async (body: Json, status = 200, respond = json) => {
      answer(call, respond(body as JsonBody, status));
      return gatewayWith().updateUser('700123', update);
    };

    it('sends the payload as JSON, field by field, in the order of the contract’s `updateUser`', async () => {
      const seen = answer(call, json({ code: 0 }));
      await gatewayWith().updateUser('700123', update);
      expect(seen[0]?.contentType).toMatch(/^application\/json/);
      const body = seen[0]?.body as Json;
      expect(Object.keys(body)).toEqual(updateOrder);
      expect(body).toStrictEqual({ ...update });
      expect(body.phone).toBe('');
      expect(body.sector).toBe('R');
    });

    it('sends only the contract’s fields of `updateUser`, whatever else the request object carries', async () => {
      const seen = answer(call, json({ code: 0 }));
      await gatewayWith().updateUser('700123', { ...update, confirmEmail: email, idSap: '700123' } as UpdateUserRequest);
      expect(Object.keys(seen[0]?.body as Json)).toEqual(updateOrder);
    });

    it('through UpdatePersonalData: the session’s own document, the form trimmed, the location’s codes', async () => {
      const input: PersonalDataUpdateInput = {
        idSap: ' 700123 ',
        values: { cellphoneNumber: ' 3104567890 ', phoneNumber: '', email, confirmEmail: email, address: ' Cra. 45 # 12-30 ', sector: 'R' },
        location: { country: 'CO', state: '11', city: '11001', neighborhood: '1100100002' },
        isPrivacyAccepted: true,
      };
      const seen = answer(anyIdSap, json({ code: 0, description: 'Actualizado' }));

      const result = await signedInContainer({ ...signedInSession, documentNumber: ' 1020304050 ' }).get(UpdatePersonalData).execute(input);

      expect(result).toEqual({ kind: 'updated' });
      expect(seen.map((sent) => sent.pathname)).toEqual([`${profileApi}/users/700123`]);
      expect(Object.entries(seen[0]?.body as Json)).toEqual([
        ['documentType', 'CC'],
        ['documentNumber', '1020304050'],
        ['mobile', '3104567890'],
        ['phone', ''],
        ['email', email],
        ['country', 'CO'],
        ['state', '11'],
        ['city', '11001'],
        ['neighborhood', '1100100002'],
        ['sector', 'R'],
        ['address', 'Cra. 45 # 12-30'],
      ]);
    });

    it.each([
      ['code 0', { code: 0, description: 'Los datos fueron actualizados' }, 0, 'Los datos fueron actualizados'],
      ['code "0"', { code: '0' }, 0, null],
      ['409', { code: 409, description: 'Correo existente' }, 409, 'Correo existente'],
      ['another code', { code: 422, description: 'Datos inválidos' }, 422, 'Datos inválidos'],
      ['no code', { description: 'Sin código' }, null, 'Sin código'],
      ['code before a leftover responseCode', { code: 409, responseCode: 0 }, 409, null],
      ['responseCode when there is no code', { responseCode: 0 }, 0, null],
      ['a description that is not text', { code: 0, description: { texto: 'x' } }, 0, null, offContract],
      ['a description trimmed', { code: 0, description: '  Actualizado  ' }, 0, 'Actualizado'],
    ])('reads %s', async (_name, body, code, description, respond?: typeof json) => {
      await expect(read(body, 200, respond ?? jsonFor('updateUser', code))).resolves.toEqual({ ok: true, code, value: { description } });
    });

    it.each([409, 422])('gives %i mirrored in the HTTP status the same answer as with HTTP 200', async (code) => {
      const body = { code, description: 'Respuesta del fondo' };
      const mirrored = await read(body, code, jsonFor('updateUser', code));
      expect(mirrored).toEqual(await read(body, 200, jsonFor('updateUser', code)));
      expect(mirrored).toEqual({ ok: true, code, value: { description: 'Respuesta del fondo' } });
    });

    it('reads HTTP 500 with a code in its body as that answer', async () => {
      await expect(read({ code: 500, description: 'Error' }, 500)).resolves.toEqual({ ok: true, code: 500, value: { description: 'Error' } });
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('GET users/user', () => {
    const call = callNamed('getUser');
    const read = async (body: Json, status = 200, respond = json) => {
      answer(call, respond(body as JsonBody, status));
      return gatewayWith().getUser({ idType: 'CC', idNumber: '1020304050' });
    };
    const withRecord = (fields: Json) => ({ code: 200, data: { ...record, ...fields } });

    it('reads code 200 with the record in data', async () => {
      await expect(read({ code: 200, data: record, message: 'OK' })).resolves.toEqual({ ok: true, code: 200, value: { record: recordRead } });
    });

    it('asks with the document it is given, as idType and idNumber', async () => {
      const seen = answer(call, json({ code: 200, data: record }));
      await gatewayWith().getUser({ idType: 'CE', idNumber: '4567123' });
      expect(seen.map((sent) => sent.query)).toEqual([{ idType: 'CE', idNumber: '4567123' }]);
    });

    it('through LoadPersonalData: asks with the session’s own document, trimmed, and prefills the form', async () => {
      const seen = answer(call, json({ code: 200, data: record }));
      const result = await signedInContainer({ ...signedInSession, documentType: ' CC ', documentNumber: '1020304050 ' }).get(LoadPersonalData).execute();
      expect(seen.map((sent) => ({ query: sent.query, authorization: sent.authorization }))).toEqual([
        { query: { idType: 'CC', idNumber: '1020304050' }, authorization: 'Bearer token-de-ana' },
      ]);
      expect(result).toMatchObject({ kind: 'loaded', record: recordRead, location: { country: 'CO', state: '05', city: '05001', neighborhood: '0500100101' } });
    });

    describe('both readings (ADR 0015): the record in data, or a list holding it alone', () => {
      it('reads a one-record list as the record', async () => {
        await expect(read({ code: 200, data: [record] })).resolves.toEqual({ ok: true, code: 200, value: { record: recordRead } });
      });

      it.each([
        ['an empty list', [], offContract],
        ['a list of two', [record, { ...record, idSap: '700124' }], offContract],
        ['a list of one that is not an object', ['700123'], offContract],
        ['null', null],
        ['absent', undefined],
        ['a text', '700123', offContract],
      ])('reads data as %s as no record (null)', async (_name, data, respond?: typeof json) => {
        await expect(read({ code: 200, data }, 200, respond)).resolves.toEqual({ ok: true, code: 200, value: { record: null } });
      });
    });

    it.each([
      ['absent', undefined, offContract],
      ['blank', '  '],
      ['a fraction', 7.5, offContract],
      ['an object', { id: 1 }, offContract],
    ])('reads a record whose idSap is %s as no record: nothing to update it by', async (_name, idSap, respond?: typeof json) => {
      await expect(read(withRecord({ idSap }), 200, respond)).resolves.toMatchObject({ value: { record: null } });
    });

    it('reads an idSap and phone numbers sent as numbers as text', async () => {
      await expect(read(withRecord({ idSap: 700_123, mobile: 3_104_567_890, phone: 6_045_551_234 }))).resolves.toMatchObject({
        value: { record: { idSap: '700123', mobile: '3104567890', phone: '6045551234' } },
      });
    });

    describe('DANE codes sent as numbers, padded back to their widths (ADR 0015)', () => {
      it.each([
        ['state 5', { state: 5 }, { state: '05' }],
        ['state 11', { state: 11 }, { state: '11' }],
        ['city 5001', { city: 5001 }, { city: '05001' }],
        ['city 11001', { city: 11_001 }, { city: '11001' }],
        ['neighborhood 500109999', { neighborhood: 500_109_999 }, { neighborhood: '0500109999' }],
        ['neighborhood 1100100002', { neighborhood: 1_100_100_002 }, { neighborhood: '1100100002' }],
      ])('%s', async (_name, fields, read_) => {
        await expect(read(withRecord(fields))).resolves.toMatchObject({ value: { record: read_ } });
      });

      it('keeps codes sent as text as sent (trimmed), never padded nor cut', async () => {
        await expect(read(withRecord({ state: ' 05 ', city: '5001', neighborhood: '0500109999' }))).resolves.toMatchObject({
          value: { record: { state: '05', city: '5001', neighborhood: '0500109999' } },
        });
      });

      it.each([
        ['negative', -5, offContract],
        ['a fraction', 5.5, offContract],
        ['a list', [5], offContract],
        ['blank', ' '],
        ['null', null, offContract],
      ])('reads a code that is %s as none (null)', async (_name, state, respond?: typeof json) => {
        await expect(read(withRecord({ state, city: state, neighborhood: state }), 200, respond)).resolves.toMatchObject({
          value: { record: { state: null, city: null, neighborhood: null } },
        });
      });
    });

    it('reads missing texts as empty, a missing sector and country as null, and trims what it keeps', async () => {
      await expect(read({ code: 200, data: { idSap: ' 700123 ', email: `  ${email} `, address: 7, sector: ' R ' } }, 200, offContract)).resolves.toEqual({
        ok: true,
        code: 200,
        value: {
          record: { idSap: '700123', mobile: '', phone: '', email, address: '', country: null, state: null, city: null, neighborhood: null, sector: 'R' },
        },
      });
    });

    it.each([
      ['another code', { code: 404, data: null, message: 'Usuario no encontrado' }, 404],
      ['a code as text', { code: '200', data: record }, 200],
      ['code before a leftover responseCode', { code: 404, responseCode: 200, data: record }, 404],
      ['responseCode when there is no code', { responseCode: 200, data: record }, 200],
      ['no code', { data: record }, null],
    ])('reads %s', async (_name, body, code) => {
      await expect(read(body, 200, jsonFor('getUser', code))).resolves.toMatchObject({ ok: true, code });
    });

    it.each([404, 500])('gives code %i mirrored in the HTTP status the same answer as with HTTP 200', async (code) => {
      const body = { code, data: null, message: 'Respuesta del fondo' };
      const mirrored = await read(body, code, unnamedCode);
      expect(mirrored).toEqual(await read(body, 200, unnamedCode));
      expect(mirrored).toEqual({ ok: true, code, value: { record: null } });
    });
  });

  // -------------------------------------------------------------------------------------------
});

import { describe, expect, it } from 'vitest';
import { SendFovisCertificateByEmail } from '@/application/fovis/send-fovis-certificate-by-email.use-case';
import { FovisGateway, type SendDocumentRequest } from '@/application/fovis/fovis-gateway.port';
import { AccessTokenSource, Identity, type TokenRenewal } from '@/application/shared/session/identity.port';
import { fovisCertificateKinds, type FovisCertificateId } from '@/domain/fovis/fovis-certificate-kind.entity';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';
import { FakeTokenSource } from '@test/support/fake-token-source';
import { answer, describeGatewayTransport, json, type JsonBody, type TransportCall } from '@test/support/gateway-transport-contract';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

// Every body below is defined here, not taken from the sandbox: these tests pin the adapter's
// reading of the spec's shapes (section 7) and of ADR 0015, whatever the sandbox answers. The
// gateway is the one the fovis module binds, over the shell's real HTTP client.

type Json = Record<string, unknown>;

const pdf = 'JVBERi0xLjcKJcfsj6IK';
const email = 'maria.gomez@correo.example';
const subsidies = '/api/v1/subsidies';

function containerWith(token: string | null, requestTimeoutMs = 2_000, renewal?: (rejected: string) => TokenRenewal) {
  const container = createTestContainer(testConfig({ requestTimeoutMs }));
  container.rebind<AccessTokenSource>(AccessTokenSource).toConstantValue(new FakeTokenSource(token, renewal));
  return container;
}

function gatewayWith(token: string | null = 'token-de-maria', requestTimeoutMs = 2_000): FovisGateway {
  return containerWith(token, requestTimeoutMs).get<FovisGateway>(FovisGateway);
}

const registration: SendDocumentRequest = {
  documentType: 'CC',
  documentNumber: '1020304050',
  certificateId: 3,
  fileName: 'certificado-de-desistimiento-de-cesantías.pdf',
  sendEmail: true,
  binaryFile: pdf,
};

const postulation: Json = {
  fullName: 'MARIA JOSE PEREZ GOMEZ',
  loggedHouseHold: '778812',
  postulantMembers: [{ memberFullName: 'JUAN PEREZ', documentType: 'TI', documentNumber: '1034567890' }],
  status: 'Postulado',
  projectName: 'Ciudadela del Valle',
  totalSaving: 2_500_000,
  certificateTypes: [
    { id: 1, name: 'Certificado de no postulación' },
    { id: 3, name: 'Certificado de desistimiento de cesantías' },
  ],
  modality: 'Adquisición de vivienda nueva',
};

const postulationRead = {
  fullName: 'MARIA JOSE PEREZ GOMEZ',
  household: '778812',
  members: [{ memberFullName: 'JUAN PEREZ', documentType: 'TI', documentNumber: '1034567890' }],
  status: 'Postulado',
  projectName: 'Ciudadela del Valle',
  totalSaving: 2_500_000,
  certificateTypes: [
    { id: 1, name: 'Certificado de no postulación' },
    { id: 3, name: 'Certificado de desistimiento de cesantías' },
  ],
  modality: 'Adquisición de vivienda nueva',
};

interface Call extends TransportCall<FovisGateway> {
  readonly name: keyof FovisGateway;
  /** A body whose only content is this code, where the call's backend puts it. */
  readonly codeBody: (code: unknown) => Json;
}

const calls: readonly Call[] = [
  {
    name: 'getPostulationInfo',
    method: 'get',
    path: `${subsidies}/postulation-info`,
    signedIn: true,
    invoke: (gateway) => gateway.getPostulationInfo(),
    query: {},
    body: undefined,
    success: { responseCode: 200, data: postulation } as JsonBody,
    codeBody: (code) => ({ responseCode: code }),
  },
  {
    name: 'getCertificate',
    method: 'get',
    path: `${subsidies}/severances-desistment`,
    signedIn: true,
    invoke: (gateway) => gateway.getCertificate('severances-desistment'),
    query: {},
    body: undefined,
    success: { code: 200, data: pdf, message: 'Certificado generado' },
    codeBody: (code) => ({ code }),
  },
  {
    name: 'sendDocument',
    method: 'post',
    path: `${subsidies}/send-document`,
    signedIn: true,
    invoke: (gateway) => gateway.sendDocument(registration),
    query: {},
    body: {
      documentType: 'CC',
      documentNumber: '1020304050',
      certificateId: 3,
      fileName: 'certificado-de-desistimiento-de-cesantías.pdf',
      sendEmail: true,
      binaryFile: pdf,
    },
    success: { responseCode: 200, data: { mail: email } },
    codeBody: (code) => ({ responseCode: code }),
  },
];

const callNamed = (name: keyof FovisGateway) => calls.find((call) => call.name === name)!;

describe('AxiosFovisGateway', () => {
  describeGatewayTransport({
    calls,
    gatewayWith,
    notAnObject: { truncatedJson: '{"responseCode": 200, "data": {', list: [{ responseCode: 200 }] },
    bearer: {
      title: 'the bearer token: the three calls are B',
      more: () => {
        it('marks every call as signed in', () => {
          expect(calls.filter((call) => call.signedIn).map((call) => call.name)).toEqual(['getPostulationInfo', 'getCertificate', 'sendDocument']);
        });
      },
    },
    moreWithoutAUsableAnswer: (call) => {
      it('never reads HTTP 401 as a business answer, even with a code where the call puts it (ADR 0012)', async () => {
        const unauthorized = json({ ...call.codeBody(401), message: 'Unauthorized' }, 401);
        answer(call, unauthorized);
        await expect(call.invoke(gatewayWith(null))).resolves.toEqual({ ok: false, reason: 'unauthorized' });
        // Signed in, the provider cannot be asked for a new token: one request, the same failure.
        const seen = answer(call, unauthorized);
        await expect(call.invoke(gatewayWith('token-de-maria'))).resolves.toEqual({ ok: false, reason: 'unauthorized' });
        expect(seen).toHaveLength(1);
      });

      it('reports a 401 whose renewal the provider refuses as the session ended', async () => {
        const seen = answer(call, json({ ...call.codeBody(401), message: 'Unauthorized' }, 401));
        const gateway = containerWith('token-de-maria', 2_000, () => ({ kind: 'sessionEnded' })).get<FovisGateway>(FovisGateway);
        await expect(call.invoke(gateway)).resolves.toEqual({ ok: false, reason: 'sessionEnded' });
        expect(seen).toHaveLength(1);
      });

      it.each([
        ['a numeric string', '200', 200],
        ['a padded numeric string', ' 500 ', 500],
        ['a word', 'OK', null],
        ['a fraction', 1.5, null],
        ['nothing', undefined, null],
      ])('reads %s as the code %s', async (_what, written, code) => {
        answer(call, json(call.codeBody(written)));
        await expect(call.invoke(gatewayWith())).resolves.toMatchObject({ ok: true, code });
      });
    },
  });

  // -------------------------------------------------------------------------------------------
  describe('GET postulation-info', () => {
    const call = callNamed('getPostulationInfo');
    const read = async (body: Json, status = 200) => {
      answer(call, json(body as JsonBody, status));
      return gatewayWith().getPostulationInfo();
    };
    const withData = (fields: Json) => ({ responseCode: 200, data: { ...postulation, ...fields } });

    it('reads responseCode 200 and every field of data', async () => {
      await expect(read({ responseCode: 200, data: postulation })).resolves.toEqual({ ok: true, code: 200, value: { info: postulationRead } });
    });

    it.each([
      ['404', { responseCode: 404, data: null, message: 'Sin postulación' }, 404],
      ['500', { responseCode: 500, data: null, message: 'Error' }, 500],
      ['1', { responseCode: 1, data: postulation }, 1],
    ])('reads responseCode %s as that code', async (_name, body, code) => {
      await expect(read(body)).resolves.toMatchObject({ ok: true, code });
    });

    it('reads responseCode before a leftover code (the spec states success as responseCode 200)', async () => {
      await expect(read({ code: 200, responseCode: 404, data: postulation })).resolves.toMatchObject({ ok: true, code: 404 });
      await expect(read({ code: 0, responseCode: 200, data: postulation })).resolves.toMatchObject({ ok: true, code: 200 });
      await expect(read({ code: 200, data: postulation })).resolves.toMatchObject({ ok: true, code: 200 });
    });

    it.each([404, 500])('gives responseCode %i mirrored in the HTTP status the same answer as with HTTP 200', async (code) => {
      const body = { responseCode: code, data: null, message: 'Respuesta del fondo' };
      const mirrored = await read(body, code);
      expect(mirrored).toEqual(await read(body, 200));
      expect(mirrored).toEqual({ ok: true, code, value: { info: null } });
    });

    it.each([
      ['absent', { responseCode: 200 }],
      ['null', { responseCode: 200, data: null }],
      ['a list', { responseCode: 200, data: [postulation] }],
      ['a text', { responseCode: 200, data: 'postulado' }],
    ])('reads data %s as no info (null)', async (_name, body) => {
      await expect(read(body)).resolves.toEqual({ ok: true, code: 200, value: { info: null } });
    });

    it('turns every missing or wrongly typed field into null (lists: empty)', async () => {
      const result = await read({
        responseCode: 200,
        data: { fullName: 7, loggedHouseHold: 1.5, postulantMembers: 'JUAN', status: '  ', projectName: null, totalSaving: '', certificateTypes: {} },
      });
      expect(result).toEqual({
        ok: true,
        code: 200,
        value: {
          info: { fullName: null, household: null, members: [], status: null, projectName: null, totalSaving: null, certificateTypes: [], modality: null },
        },
      });
    });

    describe('certificate ids: numbers, or digits as text (ADR 0015)', () => {
      it.each([
        ['a number', 3, 3],
        ['digits as text', '3', 3],
        ['digits with spaces', ' 14 ', 14],
        ['a leading zero', '03', 3],
        ['a number outside 1-14, kept', 15, 15],
        ['digits outside 1-14, kept', '99', 99],
        ['a word', 'tres', null],
        ['a fraction', 1.5, null],
        ['a fraction as text', '1.5', null],
        ['a negative as text', '-3', null],
        ['blank', '  ', null],
        ['absent', undefined, null],
        ['null', null, null],
      ])('reads an id written as %s', async (_name, id, read_) => {
        const result = await read(withData({ certificateTypes: [{ id, name: 'Certificado' }] }));
        expect(result).toMatchObject({ ok: true, value: { info: { certificateTypes: [{ id: read_, name: 'Certificado' }] } } });
      });

      it('keeps a card without a name (null) and drops entries that are not objects', async () => {
        const result = await read(withData({ certificateTypes: [{ id: 2 }, 'tarjeta', null, { id: '4', name: 'Desistimiento' }] }));
        expect(result).toMatchObject({
          value: {
            info: {
              certificateTypes: [
                { id: 2, name: null },
                { id: 4, name: 'Desistimiento' },
              ],
            },
          },
        });
      });
    });

    describe('totalSaving: a JSON number or digits alone (ADR 0015)', () => {
      it.each([
        ['a number', 2_500_000, 2_500_000],
        ['zero', 0, 0],
        ['a number with cents', 2_500_000.5, 2_500_000.5],
        ['digits as text', '2500000', 2_500_000],
        ['digits with spaces', ' 2500000 ', 2_500_000],
        ['the fund’s thousands dots', '2.500.000', null],
        ['thousands commas', '2,500,000', null],
        ['a currency sign', '$2500000', null],
        ['a decimal as text', '2500000.50', null],
        ['a negative number', -1, null],
        ['a negative as text', '-2500000', null],
        ['null', null, null],
        ['absent', undefined, null],
      ])('reads %s', async (_name, totalSaving, amount) => {
        await expect(read(withData({ totalSaving }))).resolves.toMatchObject({ value: { info: { totalSaving: amount } } });
      });
    });

    describe('the modality label: the spec names no field (ADR 0015)', () => {
      const without = Object.fromEntries(Object.entries(postulation).filter(([key]) => key !== 'modality'));
      const readModality = (fields: Json) => read({ responseCode: 200, data: { ...without, ...fields } });

      it.each(['modality', 'modalityLabel', 'modalityName', 'modalidad'])('reads it under %s', async (field) => {
        await expect(readModality({ [field]: 'Mejoramiento de vivienda' })).resolves.toMatchObject({
          value: { info: { modality: 'Mejoramiento de vivienda' } },
        });
      });

      it('takes the first field present in that order', async () => {
        await expect(readModality({ modalidad: 'D', modalityName: 'C', modalityLabel: 'B', modality: 'A' })).resolves.toMatchObject({
          value: { info: { modality: 'A' } },
        });
        await expect(readModality({ modalidad: 'D', modalityName: 'C' })).resolves.toMatchObject({ value: { info: { modality: 'C' } } });
      });

      it('skips a field that is blank or not text for the next one', async () => {
        await expect(readModality({ modality: '  ', modalityLabel: 7, modalityName: null, modalidad: 'Vivienda usada' })).resolves.toMatchObject({
          value: { info: { modality: 'Vivienda usada' } },
        });
      });

      it('is null under any other name', async () => {
        await expect(readModality({ modalityType: 'Vivienda nueva', tipoModalidad: 'X' })).resolves.toMatchObject({ value: { info: { modality: null } } });
      });
    });

    it('reads members: document numbers as numbers kept as text, types trimmed, entries that are not objects dropped', async () => {
      const result = await read(
        withData({
          loggedHouseHold: 778_812,
          postulantMembers: [
            { memberFullName: 'JUAN PEREZ', documentType: ' TI ', documentNumber: 1_034_567_890 },
            'ANA',
            null,
            { memberFullName: null, documentType: 5, documentNumber: ' 98765 ' },
          ],
        }),
      );
      expect(result).toMatchObject({
        value: {
          info: {
            household: '778812',
            members: [
              { memberFullName: 'JUAN PEREZ', documentType: 'TI', documentNumber: '1034567890' },
              { memberFullName: null, documentType: null, documentNumber: '98765' },
            ],
          },
        },
      });
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('GET {kind}', () => {
    const call = callNamed('getCertificate');
    const read = async (body: Json, status = 200) => {
      answer(call, json(body as JsonBody, status));
      return gatewayWith().getCertificate('severances-desistment');
    };

    it.each(Object.entries(fovisCertificateKinds))('asks certificate %s at its own path', async (_id, kind) => {
      const seen = answer({ method: 'get', path: `${subsidies}/${kind}` }, json({ code: 200, data: pdf }));
      await gatewayWith().getCertificate(kind);
      expect(seen.map(({ method, pathname, query, body }) => ({ method, pathname, query, body }))).toEqual([
        { method: 'GET', pathname: `${subsidies}/${kind}`, query: {}, body: undefined },
      ]);
    });

    it('spells the 14 paths as section 7 does', () => {
      expect(Object.keys(fovisCertificateKinds).map(Number) as FovisCertificateId[]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
      expect(fovisCertificateKinds[10]).toBe('quiting-subsidy');
    });

    describe('both readings of the PDF (ADR 0015): data bare, or data.binary with data.name', () => {
      it.each([
        ['data as the bare base64', { code: 200, data: pdf, message: 'OK' }, { binary: pdf, name: null, message: 'OK' }],
        [
          'data as {name, binary}',
          { code: 200, data: { name: ' Certificado de desistimiento ', binary: pdf } },
          { binary: pdf, name: 'Certificado de desistimiento', message: null },
        ],
        ['data as {binary} without a name', { code: 200, data: { binary: pdf } }, { binary: pdf, name: null, message: null }],
        ['the base64 with surrounding spaces', { code: 200, data: ` ${pdf}\n` }, { binary: pdf, name: null, message: null }],
      ])('%s', async (_name, body, value) => {
        await expect(read(body)).resolves.toEqual({ ok: true, code: 200, value });
      });

      it.each([
        ['data absent', { code: 200 }],
        ['data null', { code: 200, data: null }],
        ['data blank', { code: 200, data: '  ' }],
        ['data a number', { code: 200, data: 7 }],
        ['data a list', { code: 200, data: [pdf] }],
        ['binary not text', { code: 200, data: { name: 'Certificado', binary: [1, 2] } }],
        ['binary under another key', { code: 200, data: { name: 'Certificado', file: pdf } }],
      ])('%s: no PDF (null)', async (_name, body) => {
        await expect(read(body)).resolves.toMatchObject({ ok: true, code: 200, value: { binary: null } });
      });

      it('reads no name from a name that is blank or not text', async () => {
        await expect(read({ code: 200, data: { name: '  ', binary: pdf } })).resolves.toMatchObject({ value: { name: null } });
        await expect(read({ code: 200, data: { name: 7, binary: pdf } })).resolves.toMatchObject({ value: { name: null } });
      });
    });

    describe('the not-eligible answer: code 500 or the message “500”', () => {
      it.each([
        ['code 500', { code: 500, data: null, message: 'No cumple' }, 500, 'No cumple'],
        ['code "500"', { code: '500', data: null }, 500, null],
        ['the message "500" beside code 200', { code: 200, data: null, message: '500' }, 200, '500'],
        ['the message 500 as a number', { code: 200, data: null, message: 500 }, 200, '500'],
        ['the message "500" with spaces', { code: 404, message: ' 500 ' }, 404, '500'],
        ['the message "500" with no code', { message: '500' }, null, '500'],
      ])('%s', async (_name, body, code, message) => {
        await expect(read(body)).resolves.toEqual({ ok: true, code, value: { binary: null, name: null, message } });
      });

      it('gives code 500 with HTTP 500 (a JSON body carrying the code) the same answer as with HTTP 200', async () => {
        const body = { code: 500, data: null, message: '500' };
        const mirrored = await read(body, 500);
        expect(mirrored).toEqual(await read(body, 200));
        expect(mirrored).toEqual({ ok: true, code: 500, value: { binary: null, name: null, message: '500' } });
      });

      it('reads HTTP 500 with responseCode 500 (no code) as the answer 500 too', async () => {
        await expect(read({ responseCode: 500, message: 'Error' }, 500)).resolves.toMatchObject({ ok: true, code: 500 });
      });

      it('reads HTTP 500 with the message "500" and no code anywhere as a server failure (the HTTP layer’s rule, ADR 0005)', async () => {
        await expect(read({ message: '500' }, 500)).resolves.toEqual({ ok: false, reason: 'server' });
      });

      it('reads a message that is not "500" as it is, and none as null', async () => {
        await expect(read({ code: 404, message: 'Sin certificado' })).resolves.toMatchObject({ value: { message: 'Sin certificado' } });
        await expect(read({ code: 404, message: { texto: '500' } })).resolves.toMatchObject({ value: { message: null } });
        await expect(read({ code: 404, message: 500.5 })).resolves.toMatchObject({ value: { message: '500.5' } });
      });
    });

    it.each([
      ['code before a leftover responseCode', { code: 500, responseCode: 200 }, 500],
      ['code before responseCode, the other way round', { code: 200, responseCode: 500, data: pdf }, 200],
      ['responseCode when there is no code', { responseCode: 404 }, 404],
      ['data.code last', { data: { code: 404 } }, 404],
      ['another code', { code: 404, data: null, message: 'No encontrado' }, 404],
    ])('reads %s', async (_name, body, code) => {
      await expect(read(body)).resolves.toMatchObject({ ok: true, code });
    });

    it('gives another code mirrored in the HTTP status the same answer as with HTTP 200', async () => {
      const body = { code: 404, data: null, message: 'No encontrado' };
      expect(await read(body, 404)).toEqual(await read(body, 200));
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('POST send-document', () => {
    const call = callNamed('sendDocument');
    const read = async (body: Json, status = 200) => {
      answer(call, json(body as JsonBody, status));
      return gatewayWith().sendDocument(registration);
    };

    it('sends the payload field by field, in the spec’s order, as JSON', async () => {
      const seen = answer(call, json(call.success));
      await gatewayWith().sendDocument({ ...registration, sendEmail: false, certificateId: 14, fileName: 'certificado-de-postulación.pdf' });
      const body = seen[0]?.body as Json;
      expect(Object.keys(body)).toEqual(['documentType', 'documentNumber', 'certificateId', 'fileName', 'sendEmail', 'binaryFile']);
      expect(body.documentType).toBe('CC');
      expect(body.documentNumber).toBe('1020304050');
      expect(body.certificateId).toBe(14);
      expect(body.fileName).toBe('certificado-de-postulación.pdf');
      expect(body.sendEmail).toBe(false);
      expect(body.binaryFile).toBe(pdf);
      expect(seen[0]?.contentType).toMatch(/^application\/json/);
      expect(seen[0]?.authorization).toBe('Bearer token-de-maria');
    });

    it('sends only the spec’s fields, whatever else the request object carries', async () => {
      const seen = answer(call, json(call.success));
      await gatewayWith().sendDocument({ ...registration, name: 'Certificado', kind: 'severances-desistment' } as SendDocumentRequest);
      expect(Object.keys(seen[0]?.body as Json)).toEqual(['documentType', 'documentNumber', 'certificateId', 'fileName', 'sendEmail', 'binaryFile']);
    });

    it('through SendFovisCertificateByEmail: the session’s own document, the card’s id, the file-name rule, sendEmail true', async () => {
      const container = containerWith('token-de-maria');
      container.rebind<Identity>(Identity).toConstantValue(new FakeIdentity({ ...signedInSession, documentNumber: ' 1020304050 ' }));
      const seen = answer(call, json({ responseCode: 200, data: { mail: email } }));

      const result = await container
        .get(SendFovisCertificateByEmail)
        .execute({ id: 3, kind: 'severances-desistment', name: 'Certificado de desistimiento, cesantías', binary: pdf });

      expect(result).toEqual({ kind: 'sent', email });
      expect(seen).toHaveLength(1);
      expect(Object.entries(seen[0]?.body as Json)).toEqual([
        ['documentType', 'CC'],
        ['documentNumber', '1020304050'],
        ['certificateId', 3],
        ['fileName', 'certificado-de-desistimiento-cesantías.pdf'],
        ['sendEmail', true],
        ['binaryFile', pdf],
      ]);
    });

    it('reads responseCode 200 with data.mail', async () => {
      await expect(read({ responseCode: 200, data: { mail: email } })).resolves.toEqual({ ok: true, code: 200, value: { mail: email } });
    });

    it.each([
      ['trimmed', { responseCode: 200, data: { mail: ` ${email} ` } }, email],
      ['blank', { responseCode: 200, data: { mail: '  ' } }, null],
      ['not text', { responseCode: 200, data: { mail: ['a@b.co'] } }, null],
      ['absent (a download registered)', { responseCode: 200, data: {} }, null],
      ['data null', { responseCode: 200, data: null }, null],
      ['data as the bare address (not read)', { responseCode: 200, data: email }, null],
      ['a top-level mail (not read)', { responseCode: 200, mail: email }, null],
    ])('reads data.mail %s', async (_name, body, mail) => {
      await expect(read(body)).resolves.toEqual({ ok: true, code: 200, value: { mail } });
    });

    it.each([
      ['another responseCode', { responseCode: 404, data: null }, 404],
      ['responseCode before a leftover code', { code: 200, responseCode: 500 }, 500],
      ['responseCode 200 before a leftover code', { code: 500, responseCode: 200, data: { mail: email } }, 200],
      ['code when there is no responseCode', { code: 0 }, 0],
    ])('reads %s', async (_name, body, code) => {
      await expect(read(body)).resolves.toMatchObject({ ok: true, code });
    });

    it('gives a code mirrored in the HTTP status the same answer as with HTTP 200', async () => {
      const body = { responseCode: 422, data: null, message: 'No registrado' };
      expect(await read(body, 422)).toEqual(await read(body, 200));
      expect(await read({ responseCode: 500 }, 500)).toEqual({ ok: true, code: 500, value: { mail: null } });
    });
  });
});


import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CertificatesGateway } from '@/application/certificates/certificates-gateway.port';
import { AccessTokenSource } from '@/application/shared/session/identity.port';
import { createTestContainer } from '@test/support/test-container';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { answer, describeGatewayTransport, json, type TransportCall } from '@test/support/gateway-transport-contract';
import { server } from '@test/support/msw-server';
import { FakeTokenSource } from '@test/support/fake-token-source';
import { testConfig } from '@test/support/test-config';

// Every body below is defined here, not taken from the sandbox: these tests pin the adapter's
// reading of the spec's shapes (section 7), whatever the sandbox personas answer.

type Json = Record<string, unknown>;

const query: DocumentQuery = { documentType: 'CC', documentNumber: '1037600123' };
const sofia: Beneficiary = { namePerson: 'SOFIA GOMEZ RUIZ', documentType: 'TI', documentNumber: '1034567890' };
const juan: Beneficiary = { namePerson: 'JUAN CAMILO GOMEZ RUIZ', documentType: 'CC', documentNumber: '98765432' };
const pdf = 'JVBERi0xLjcKJcfsj6IK';
const email = 'maria.gomez@correo.example';

function gatewayWith(token: string | null = null, requestTimeoutMs = 2_000): CertificatesGateway {
  const container = createTestContainer(testConfig({ requestTimeoutMs }));
  container.rebind<AccessTokenSource>(AccessTokenSource).toConstantValue(new FakeTokenSource(token));
  return container.get<CertificatesGateway>(CertificatesGateway);
}

interface Outcome {
  readonly code: number;
  readonly body: Json;
  readonly value: unknown;
}

interface Call extends Omit<TransportCall<CertificatesGateway>, 'success'> {
  readonly name: keyof CertificatesGateway;
  readonly body: unknown;
  /** A body whose only meaningful content is this code, where the call's backend puts it. */
  readonly codeBody: (code: unknown) => Json;
  /** The value when every field the port exposes is missing or of the wrong type. */
  readonly badlyTyped: { readonly body: Json; readonly code: number | null; readonly value: unknown };
  /** Every code the spec names for the flow (sections 7 and 8), each with a realistic body. */
  readonly outcomes: readonly Outcome[];
}

const anonymousFile = { email: null, description: null };
const noFile = { binary: null, name: null, description: null };

const calls: readonly Call[] = [
  {
    name: 'listCertificates',
    method: 'get',
    path: '/api/v1/certifications/listarCertificados',
    signedIn: false,
    invoke: (gateway) => gateway.listCertificates(),
    query: {},
    body: undefined,
    codeBody: (code) => ({ code }),
    badlyTyped: { body: { code: '200', data: { code: 'c01' } }, code: 200, value: { cards: null } },
    outcomes: [
      {
        code: 200,
        body: {
          code: 200,
          data: [
            { code: 'c01', name: 'Certificado de afiliación trabajador', role: 'any_role' },
            { code: 'c04', name: 'Certificado para declaración de renta', role: 'role_personas' },
          ],
        },
        value: {
          cards: [
            { code: 'c01', name: 'Certificado de afiliación trabajador', role: 'any_role' },
            { code: 'c04', name: 'Certificado para declaración de renta', role: 'role_personas' },
          ],
        },
      },
      { code: 404, body: { code: 404, data: null, message: 'Sin certificados' }, value: { cards: null } },
    ],
  },
  {
    name: 'requestWorkerCertificate',
    method: 'get',
    path: '/api/v1/certifications/afiliado/sin-beneficiarios',
    signedIn: false,
    invoke: (gateway) => gateway.requestWorkerCertificate(query),
    query: { tipoDoc: 'CC', numDoc: '1037600123' },
    body: undefined,
    codeBody: (code) => ({ code }),
    badlyTyped: { body: { code: 200, data: { email }, message: 42 }, code: 200, value: anonymousFile },
    outcomes: [
      { code: 200, body: { code: 200, data: email, message: 'Certificado generado' }, value: { email, description: 'Certificado generado' } },
      {
        code: 422,
        body: { code: 422, data: null, message: 'El afiliado no tiene un correo electrónico registrado.' },
        value: { email: null, description: 'El afiliado no tiene un correo electrónico registrado.' },
      },
      {
        code: 404,
        body: { code: 404, data: null, message: 'Trabajador no encontrado' },
        value: { email: null, description: 'Trabajador no encontrado' },
      },
    ],
  },
  {
    name: 'requestBeneficiaryCertificate',
    method: 'get',
    path: '/api/v1/certifications/beneficiario',
    signedIn: false,
    invoke: (gateway) => gateway.requestBeneficiaryCertificate({ documentType: 'TI', documentNumber: '1034567890' }),
    query: { tipoDoc: 'TI', numDoc: '1034567890' },
    body: undefined,
    codeBody: (code) => ({ data: { code } }),
    badlyTyped: { body: { data: { code: '0', detail: [email], description: false } }, code: 0, value: anonymousFile },
    outcomes: [
      { code: 0, body: { data: { code: 0, detail: email, description: 'Certificado enviado' } }, value: { email, description: 'Certificado enviado' } },
      {
        code: 18,
        body: { data: { code: 18, detail: null, description: 'Beneficiario no encontrado' } },
        value: { email: null, description: 'Beneficiario no encontrado' },
      },
      {
        code: 103,
        body: { data: { code: 103, detail: null, description: 'Titular retirado' } },
        value: { email: null, description: 'Titular retirado' },
      },
      {
        code: 422,
        body: { data: { code: 422, detail: null, description: 'El titular no tiene un correo electrónico registrado.' } },
        value: { email: null, description: 'El titular no tiene un correo electrónico registrado.' },
      },
    ],
  },
  {
    name: 'requestFosfecCertificate',
    method: 'get',
    path: '/api/v1/certifications/fosfec',
    signedIn: false,
    invoke: (gateway) => gateway.requestFosfecCertificate({ documentType: 'CE', documentNumber: '4567123' }),
    query: { tipoDoc: 'CE', numDoc: '4567123' },
    body: undefined,
    codeBody: (code) => ({ code }),
    badlyTyped: { body: { code: 0, detail: { correo: email }, description: null }, code: 0, value: anonymousFile },
    outcomes: [
      { code: 0, body: { code: 0, detail: email, description: 'Certificado enviado' }, value: { email, description: 'Certificado enviado' } },
      { code: 2, body: { code: 2, detail: null, description: 'Sin información FOSFEC' }, value: { email: null, description: 'Sin información FOSFEC' } },
      {
        code: 422,
        body: { code: 422, detail: null, description: 'No se pudo generar el certificado' },
        value: { email: null, description: 'No se pudo generar el certificado' },
      },
    ],
  },
  {
    name: 'getMonetaryQuota',
    method: 'get',
    path: '/api/v1/certifications/cuota-monetaria',
    signedIn: true,
    invoke: (gateway) => gateway.getMonetaryQuota(),
    query: {},
    body: undefined,
    codeBody: (code) => ({ code }),
    badlyTyped: { body: { code: 0, detail: 'familiarGroups', description: 7 }, code: 0, value: { familiarGroups: null, description: null } },
    outcomes: [
      {
        code: 0,
        body: {
          code: 0,
          description: 'Consulta exitosa',
          detail: {
            familiarGroups: {
              '1': {
                '2024-04': {
                  paymentMethod: 'Tarjeta',
                  subsidyValue: 68_000,
                  detail: [{ state: 'Pagado', beneficiaryIdentification: '1034567890', beneficiaryName: 'SOFIA GOMEZ', subsidyValue: 68_000 }],
                },
                '2024-05': { paymentMethod: null, subsidyValue: 0, detail: [] },
              },
            },
          },
        },
        value: {
          description: 'Consulta exitosa',
          familiarGroups: {
            '1': {
              '2024-04': {
                paymentMethod: 'Tarjeta',
                subsidyValue: 68_000,
                detail: [{ state: 'Pagado', beneficiaryIdentification: '1034567890', beneficiaryName: 'SOFIA GOMEZ', subsidyValue: 68_000 }],
              },
              '2024-05': { paymentMethod: null, subsidyValue: 0, detail: [] },
            },
          },
        },
      },
      { code: 1, body: { code: 1, description: 'Sin beneficiarios' }, value: { familiarGroups: null, description: 'Sin beneficiarios' } },
      { code: 101, body: { code: 101, description: 'Titular retirado' }, value: { familiarGroups: null, description: 'Titular retirado' } },
    ],
  },
  {
    name: 'requestDownloadableCertificate',
    method: 'post',
    path: '/api/v1/certifications/certificates/downloadable',
    signedIn: true,
    invoke: (gateway) => gateway.requestDownloadableCertificate({ certificateCode: 'C05', optionalPersons: [sofia] }),
    query: {},
    // Only the document goes: the name the caller's object also carries is left out.
    body: { certificateCode: 'C05', optionalPersons: [{ documentType: 'TI', documentNumber: '1034567890' }] },
    codeBody: (code) => ({ responseCode: code }),
    badlyTyped: { body: { responseCode: 0, data: { name: 7, binary: null }, description: [] }, code: 0, value: noFile },
    outcomes: [
      {
        code: 0,
        body: { responseCode: 0, data: { name: 'Certificado escolar', binary: pdf } },
        value: { binary: pdf, name: 'Certificado escolar', description: null },
      },
      { code: 1, body: { responseCode: 1, description: 'No cumple las condiciones' }, value: { ...noFile, description: 'No cumple las condiciones' } },
      { code: 101, body: { responseCode: 101, description: 'Titular retirado' }, value: { ...noFile, description: 'Titular retirado' } },
    ],
  },
  {
    name: 'sendCertificateByEmail',
    method: 'post',
    path: '/api/v1/certifications/sendCertificateByEmail',
    signedIn: true,
    invoke: (gateway) => gateway.sendCertificateByEmail({ certificateCode: 'C04', binaryFile: pdf }),
    query: {},
    body: { certificateCode: 'C04', binaryFile: pdf, sendEmail: true },
    codeBody: (code) => ({ code }),
    badlyTyped: { body: { code: 0, detail: 7, description: {} }, code: 0, value: { email: null, description: null } },
    outcomes: [
      { code: 0, body: { code: 0, detail: email, description: 'Enviado' }, value: { email, description: 'Enviado' } },
      { code: 422, body: { code: 422, detail: null, description: 'Sin correo' }, value: { email: null, description: 'Sin correo' } },
    ],
  },
  {
    name: 'getBeneficiaries',
    method: 'get',
    path: '/api/v1/certifications/certificates/getDataBeneficiary',
    signedIn: true,
    invoke: (gateway) => gateway.getBeneficiaries(),
    query: { includeAll: 'true' },
    body: undefined,
    codeBody: (code) => ({ responseCode: code }),
    badlyTyped: { body: { responseCode: '0', data: { namePerson: 'SOFIA' } }, code: 0, value: { beneficiaries: null } },
    outcomes: [
      { code: 0, body: { responseCode: 0, data: [sofia, juan] }, value: { beneficiaries: [sofia, juan] } },
      { code: 1, body: { responseCode: 1, description: 'Sin beneficiarios' }, value: { beneficiaries: null } },
      { code: 101, body: { responseCode: 101, description: 'Titular retirado' }, value: { beneficiaries: null } },
    ],
  },
  {
    name: 'uploadSchoolCertificate',
    method: 'post',
    path: '/api/v1/certifications/upload/certificateSchool',
    signedIn: true,
    invoke: (gateway) =>
      gateway.uploadSchoolCertificate({ consecutivo: 1234, typeFile: 'application/pdf', binaryFile: pdf, optionalsPersons: [sofia] }),
    query: {},
    body: { code: 'C05', consecutivo: 1234, typeFile: 'application/pdf', binaryFile: pdf, optionalsPersons: [sofia] },
    codeBody: (code) => ({ code }),
    badlyTyped: { body: { code: 200, data: null, message: { texto: 'ok' } }, code: 200, value: { message: null } },
    outcomes: [
      { code: 200, body: { code: 200, data: { filingNumber: 'RAD-1' }, message: 'Certificado cargado' }, value: { message: 'Certificado cargado' } },
      { code: 422, body: { code: 422, data: null, message: 'Archivo no válido' }, value: { message: 'Archivo no válido' } },
    ],
  },
  {
    name: 'requestAffiliationCard',
    method: 'post',
    path: '/api/v1/certifications/affiliationCard',
    signedIn: true,
    invoke: (gateway) => gateway.requestAffiliationCard({ beneficiaries: [sofia, juan] }),
    query: {},
    body: { beneficiaries: [sofia, juan], certificateCode: 'C08' },
    codeBody: (code) => ({ responseCode: code }),
    badlyTyped: { body: { responseCode: 0, data: 12 }, code: 0, value: noFile },
    outcomes: [
      {
        code: 0,
        body: { responseCode: 0, data: { name: 'Tarjeta de afiliación', binary: pdf } },
        value: { binary: pdf, name: 'Tarjeta de afiliación', description: null },
      },
      { code: 422, body: { responseCode: 422, description: 'Máximo 5 beneficiarios' }, value: { ...noFile, description: 'Máximo 5 beneficiarios' } },
    ],
  },
  {
    name: 'sendDeathCertificates',
    method: 'post',
    path: '/api/v1/certifications/certificates/defunction',
    signedIn: true,
    invoke: (gateway) =>
      gateway.sendDeathCertificates({
        certificates: [
          { fileType: 'application/pdf', binaryFile: pdf, beneficiary: juan },
          { fileType: 'image/tiff', binaryFile: 'SUkqAA==', beneficiary: sofia },
        ],
      }),
    query: {},
    body: {
      code: 'C09',
      certificates: [
        { fileType: 'application/pdf', binaryFile: pdf, beneficiary: juan },
        { fileType: 'image/tiff', binaryFile: 'SUkqAA==', beneficiary: sofia },
      ],
    },
    codeBody: (code) => ({ code }),
    badlyTyped: { body: { code: 200, message: null }, code: 200, value: { message: null } },
    outcomes: [
      { code: 200, body: { code: 200, data: { filingNumber: 'RAD-2' }, message: 'Radicado' }, value: { message: 'Radicado' } },
      { code: 422, body: { code: 422, data: null, message: 'Beneficiario no válido' }, value: { message: 'Beneficiario no válido' } },
    ],
  },
];

const url = (path: string) => `*${path}`;

// Any body with a code where the call puts it will do for the transport's cases.
const transportCalls = calls.map((call) => ({ ...call, success: call.codeBody(0) }));
const outcomeCases = calls.flatMap((call) => call.outcomes.map((outcome) => [call.name, outcome.code, call, outcome] as const));

describe('AxiosCertificatesGateway', () => {
  describeGatewayTransport({
    calls: transportCalls,
    gatewayWith,
    notAnObject: { truncatedJson: '{"code": 0, "data": [', list: [{ code: 0 }] },
    bearer: {
      title: 'the bearer token',
      more: () => {
        it('covers the seven calls the spec marks B', () => {
          expect(calls.filter((call) => call.signedIn).map((call) => call.name)).toEqual([
            'getMonetaryQuota',
            'requestDownloadableCertificate',
            'sendCertificateByEmail',
            'getBeneficiaries',
            'uploadSchoolCertificate',
            'requestAffiliationCard',
            'sendDeathCertificates',
          ]);
        });
      },
    },
    moreWithoutAUsableAnswer: (call) => {
      it('turns missing or wrongly typed fields of a success into nulls', async () => {
        answer(call, json(call.badlyTyped.body));
        await expect(call.invoke(gatewayWith())).resolves.toEqual({ ok: true, code: call.badlyTyped.code, value: call.badlyTyped.value });
      });

      it.each([
        ['a numeric string', '0', 0],
        ['a padded numeric string', ' 422 ', 422],
        ['a word', 'OK', null],
        ['a fraction', 1.5, null],
        ['a list', [0], null],
        ['nothing', undefined, null],
      ])('reads %s as the code %s', async (_what, written, code) => {
        answer(call, json(call.codeBody(written)));
        await expect(call.invoke(gatewayWith())).resolves.toMatchObject({ ok: true, code });
      });
    },
  });

  it.each(outcomeCases)('%s reads code %i and its fields', async (_name, _code, call, outcome) => {
    answer(call, json(outcome.body));
    await expect(call.invoke(gatewayWith('token'))).resolves.toEqual({ ok: true, code: outcome.code, value: outcome.value });
  });

  it.each(outcomeCases.filter(([, code]) => code >= 200 && code < 500))(
    '%s gives code %i mirrored in the HTTP status the same answer as with HTTP 200',
    async (_name, code, call, outcome) => {
      answer(call, json(outcome.body, code));
      const mirrored = await call.invoke(gatewayWith('token'));
      answer(call, json(outcome.body, 200));
      const plain = await call.invoke(gatewayWith('token'));
      expect(mirrored).toEqual(plain);
      expect(mirrored).toEqual({ ok: true, code, value: outcome.value });
    },
  );

  describe('which field holds the code', () => {
    it.each([
      ['requestDownloadableCertificate', { code: 200, responseCode: 0 }, 0],
      ['getBeneficiaries', { code: 200, responseCode: 101 }, 101],
      ['requestAffiliationCard', { code: 200, responseCode: 422 }, 422],
      ['sendCertificateByEmail', { code: 422, responseCode: 0 }, 422],
      ['uploadSchoolCertificate', { responseCode: 200, data: { filingNumber: 'RAD-3' } }, 200],
      ['sendDeathCertificates', { code: null, responseCode: '200' }, 200],
      ['requestFosfecCertificate', { data: { code: 2 } }, 2],
      ['requestBeneficiaryCertificate', { code: 200, data: { code: 18 } }, 18],
      ['requestBeneficiaryCertificate', { code: 0, data: { code: 103 } }, 103],
      ['requestBeneficiaryCertificate', { code: 422, data: null }, 422],
    ] as const)('%s reads %j as %i', async (name, body, code) => {
      const call = calls.find((candidate) => candidate.name === name)!;
      answer(call, json(body));
      await expect(call.invoke(gatewayWith('token'))).resolves.toMatchObject({ ok: true, code });
    });
  });

  describe('requests beyond the table', () => {
    const call = (name: keyof CertificatesGateway) => calls.find((candidate) => candidate.name === name)!;

    it('sends optionalPersons null for the holder’s own certificate', async () => {
      const seen = answer(call('requestDownloadableCertificate'), json({ responseCode: 0 }));
      await gatewayWith('token').requestDownloadableCertificate({ certificateCode: 'C06', optionalPersons: null });
      expect(seen[0]?.body).toEqual({ certificateCode: 'C06', optionalPersons: null });
    });

    it('sends consecutivo null for an external school certificate', async () => {
      const seen = answer(call('uploadSchoolCertificate'), json({ code: 200 }));
      await gatewayWith('token').uploadSchoolCertificate({
        consecutivo: null,
        typeFile: 'image/png',
        binaryFile: 'iVBORw0KGgo=',
        optionalsPersons: [juan],
      });
      expect(seen[0]?.body).toEqual({ code: 'C05', consecutivo: null, typeFile: 'image/png', binaryFile: 'iVBORw0KGgo=', optionalsPersons: [juan] });
    });

    it('sends only the spec’s fields of a beneficiary, whatever else the object carries', async () => {
      const seen = answer(call('requestAffiliationCard'), json({ responseCode: 0 }));
      const withExtras = { ...sofia, selected: true, id: 3 } as Beneficiary;
      await gatewayWith('token').requestAffiliationCard({ beneficiaries: [withExtras] });
      expect(seen[0]?.body).toEqual({ beneficiaries: [sofia], certificateCode: 'C08' });
    });

    it.each([
      [{ includeAll: false }, 'false'],
      [{ includeAll: true }, 'true'],
      [{}, 'true'],
    ])('asks getDataBeneficiary with %j as includeAll=%s', async (request, expected) => {
      const seen = answer(call('getBeneficiaries'), json({ responseCode: 0, data: [] }));
      await gatewayWith('token').getBeneficiaries(request);
      expect(seen[0]?.query).toEqual({ includeAll: expected });
    });
  });

  describe('decoding', () => {
    const gateway = () => gatewayWith('token');
    const respond = (path: string, method: 'get' | 'post', body: Json) => server.use(http[method](url(path), () => HttpResponse.json(body)));

    it('reads a certificate file sent as a bare base64 string', async () => {
      respond('/api/v1/certifications/certificates/downloadable', 'post', { responseCode: 0, data: pdf, description: 'Generado' });
      await expect(gateway().requestDownloadableCertificate({ certificateCode: 'C04', optionalPersons: null })).resolves.toEqual({
        ok: true,
        code: 0,
        value: { binary: pdf, name: null, description: 'Generado' },
      });
    });

    it('reads the affiliation card sent as a bare base64 string', async () => {
      respond('/api/v1/certifications/affiliationCard', 'post', { responseCode: 0, data: pdf });
      await expect(gateway().requestAffiliationCard({ beneficiaries: [sofia] })).resolves.toEqual({
        ok: true,
        code: 0,
        value: { binary: pdf, name: null, description: null },
      });
    });

    it('drops beneficiaries without a string name, type or number and keeps the rest', async () => {
      respond('/api/v1/certifications/certificates/getDataBeneficiary', 'get', {
        responseCode: 0,
        data: [
          sofia,
          { namePerson: 'SIN DOCUMENTO', documentType: 'CC' },
          { namePerson: 'NUMERO NUMERICO', documentType: 'CC', documentNumber: 123456 },
          { namePerson: '   ', documentType: 'CC', documentNumber: '1' },
          null,
          'JUAN',
          juan,
        ],
      });
      await expect(gateway().getBeneficiaries()).resolves.toEqual({ ok: true, code: 0, value: { beneficiaries: [sofia, juan] } });
    });

    it('keeps an empty beneficiary list empty, not null', async () => {
      respond('/api/v1/certifications/certificates/getDataBeneficiary', 'get', { responseCode: 0, data: [] });
      await expect(gateway().getBeneficiaries()).resolves.toEqual({ ok: true, code: 0, value: { beneficiaries: [] } });
    });

    describe('the beneficiary list, in each reading of ADR 0011', () => {
      const beneficiariesAnswering = async (data: unknown) => {
        respond('/api/v1/certifications/certificates/getDataBeneficiary', 'get', { responseCode: 0, description: null, data });
        return gateway().getBeneficiaries();
      };
      const listed = (beneficiaries: readonly Beneficiary[] | null) => ({ ok: true, code: 0, value: { beneficiaries } });

      it.each([
        ['data as the bare list', [sofia, juan]],
        ['data.familiarGroups (section 7’s key for this call)', { familiarGroups: [sofia, juan], description: 'Grupo familiar' }],
        ['data.beneficiaries (the spec’s key for a list of beneficiaries)', { beneficiaries: [sofia, juan], total: 2 }],
        ['familiarGroups first when both are lists', { familiarGroups: [sofia, juan], beneficiaries: [juan] }],
        ['the key that is a list when the other is not', { familiarGroups: { grupo1: {} }, beneficiaries: [sofia, juan] }],
      ])('reads %s', async (_reading, data) => {
        await expect(beneficiariesAnswering(data)).resolves.toEqual(listed([sofia, juan]));
      });

      it('drops damaged rows inside an object reading as in the bare list', async () => {
        await expect(beneficiariesAnswering({ familiarGroups: [sofia, { namePerson: 'SIN DOCUMENTO' }, null] })).resolves.toEqual(listed([sofia]));
      });

      it('keeps an empty list inside the object empty (no beneficiaries), not null', async () => {
        await expect(beneficiariesAnswering({ familiarGroups: [] })).resolves.toEqual(listed([]));
      });

      it.each([
        ['an object without a list', { total: 2, description: 'Sin lista' }],
        ['a list under an unnamed key', { items: [sofia] }],
        ['familiarGroups as the monetary quota’s object', { familiarGroups: { grupo1: { '2026-01': {} } } }],
        ['a list nested one level deeper', { data: [sofia] }],
        ['a string', 'SOFIA'],
        ['null', null],
      ])('reads %s as unreadable (null)', async (_reading, data) => {
        await expect(beneficiariesAnswering(data)).resolves.toEqual(listed(null));
      });
    });

    it('drops listed cards without a string code, name or role', async () => {
      respond('/api/v1/certifications/listarCertificados', 'get', {
        code: 200,
        data: [{ code: 'c99', name: 'Desconocido', role: 'any_role' }, { code: 'c02', name: 'Beneficiario' }, { code: 3, name: 'X', role: 'any_role' }, []],
      });
      // Unknown codes are the domain's to filter, so c99 stays.
      await expect(gateway().listCertificates()).resolves.toEqual({
        ok: true,
        code: 200,
        value: { cards: [{ code: 'c99', name: 'Desconocido', role: 'any_role' }] },
      });
    });

    it('reads the beneficiary certificate’s fields from the top level when data lacks them', async () => {
      respond('/api/v1/certifications/beneficiario', 'get', { code: 0, detail: email, description: 'Enviado', data: null });
      await expect(gateway().requestBeneficiaryCertificate(query)).resolves.toEqual({
        ok: true,
        code: 0,
        value: { email, description: 'Enviado' },
      });
    });

    describe('the monetary quota', () => {
      const detailRow = { state: 'Pagado', beneficiaryIdentification: '1034567890', beneficiaryName: 'SOFIA GOMEZ', subsidyValue: 68_000 };
      const period = { paymentMethod: 'Tarjeta', subsidyValue: 68_000, detail: [detailRow] };
      const quota = (body: Json) => {
        respond('/api/v1/certifications/cuota-monetaria', 'get', body);
        return gateway().getMonetaryQuota();
      };

      it('reads familiarGroups from data when detail has none', async () => {
        await expect(quota({ code: 0, data: { familiarGroups: { g1: { '2024-04': period } } } })).resolves.toEqual({
          ok: true,
          code: 0,
          value: { familiarGroups: { g1: { '2024-04': period } }, description: null },
        });
      });

      it('keeps an empty familiarGroups object empty: the fund says there is nothing', async () => {
        await expect(quota({ code: 0, detail: { familiarGroups: {} } })).resolves.toMatchObject({ value: { familiarGroups: {} } });
      });

      it('drops damaged rows, periods and groups and keeps what can be shown truthfully', async () => {
        const result = await quota({
          code: 0,
          detail: {
            familiarGroups: {
              sano: {
                '2024-04': {
                  ...period,
                  paymentMethod: 7,
                  detail: [detailRow, { ...detailRow, subsidyValue: '68000' }, { ...detailRow, beneficiaryName: null }, 'fila'],
                },
                '2024-13': period,
                abril: period,
                '2024-05': { ...period, subsidyValue: '68000' },
                '2024-06': { ...period, detail: null },
                '2024-07': 'sin datos',
              },
              'solo-danados': { '2024-05': { ...period, subsidyValue: null } },
              'no-es-objeto': [period],
              vacio: {},
            },
          },
        });
        expect(result).toEqual({
          ok: true,
          code: 0,
          value: {
            description: null,
            familiarGroups: { sano: { '2024-04': { paymentMethod: null, subsidyValue: 68_000, detail: [detailRow] } } },
          },
        });
      });

      it.each([
        ['a list', [{ '2024-04': period }]],
        ['a string', 'grupos'],
        ['null', null],
      ])('is null when familiarGroups is %s', async (_what, familiarGroups) => {
        await expect(quota({ code: 0, detail: { familiarGroups } })).resolves.toMatchObject({ value: { familiarGroups: null } });
      });

      it('keeps a key such as __proto__ a plain group key', async () => {
        const detail = JSON.parse(`{"familiarGroups": {"__proto__": {"2024-04": ${JSON.stringify(period)}}}}`) as Json;
        const result = await quota({ code: 0, detail });
        const groups = result.ok ? result.value.familiarGroups : null;
        expect(groups === null ? null : Object.getPrototypeOf(groups)).toBe(Object.prototype);
        expect(Object.keys(groups ?? {})).toEqual(['__proto__']);
      });
    });
  });
});

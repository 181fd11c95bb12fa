import { http, HttpResponse } from 'msw';
import { CertificatesGateway } from '@/application/certificates/certificates-gateway.port';
import { AccessTokenSource } from '@/application/shared/session/identity.port';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { FakeTokenSource } from '@test/support/fake-token-source';
import type { TransportCall } from '@test/support/gateway-transport-contract';
import { server } from '@test/support/msw-server';
import { faultHeaders } from '@test/support/setup/contract-guard';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

// The certificates gateway's eleven calls as the axios-certificates.gateway tests drive them: what
// each sends, where its backend puts the code, and every outcome the contract names. Every body here
// and in those tests is defined there, not taken from the sandbox: they pin the adapter's reading of
// the contract's shapes (docs/api/openapi.yaml), whatever the sandbox personas answer.

export type Json = Record<string, unknown>;

export const query: DocumentQuery = { documentType: 'CC', documentNumber: '1037600123' };
export const sofia: Beneficiary = { namePerson: 'SOFIA GOMEZ RUIZ', documentType: 'TI', documentNumber: '1034567890' };
export const juan: Beneficiary = { namePerson: 'JUAN CAMILO GOMEZ RUIZ', documentType: 'CC', documentNumber: '98765432' };
export const pdf = 'JVBERi0xLjcKJcfsj6IK';
export const email = 'maria.gomez@correo.example';

export function gatewayWith(token: string | null = null, requestTimeoutMs = 2_000): CertificatesGateway {
  const container = createTestContainer(testConfig({ requestTimeoutMs }));
  container.rebind<AccessTokenSource>(AccessTokenSource).toConstantValue(new FakeTokenSource(token));
  return container.get<CertificatesGateway>(CertificatesGateway);
}

interface Outcome {
  readonly code: number;
  readonly body: Json;
  readonly value: unknown;
}

export interface Call extends Omit<TransportCall<CertificatesGateway>, 'success'> {
  readonly name: keyof CertificatesGateway;
  readonly body: unknown;
  /** A body whose only meaningful content is this code, where the call's backend puts it. */
  readonly codeBody: (code: unknown) => Json;
  /** The value when every field the port exposes is missing or of the wrong type. */
  readonly badlyTyped: { readonly body: Json; readonly code: number | null; readonly value: unknown };
  /** Every code the contract names for the flow's operation, each with a realistic body. */
  readonly outcomes: readonly Outcome[];
}

const anonymousFile = { email: null, description: null };
const noFile = { binary: null, name: null, description: null };

export const calls: readonly Call[] = [
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

/** Answers every request to `path` with `body` as JSON, for the decoding cases outside the table. */
/**
 * Answers `path` with `body`; `fault` marks a body outside the API contract on purpose (a damaged
 * row, a shape no reading names) for the contract guard (test/support/setup/contract-guard.ts).
 */
export function respond(path: string, method: 'get' | 'post', body: Json, fault?: 'off-contract'): void {
  server.use(http[method](`*${path}`, () => HttpResponse.json(body, fault ? { headers: faultHeaders(fault) } : {})));
}

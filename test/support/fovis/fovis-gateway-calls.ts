import { FovisGateway, type SendDocumentRequest } from '@/application/fovis/fovis-gateway.port';
import { AccessTokenSource, type TokenRenewal } from '@/application/shared/session/identity.port';
import { FakeTokenSource } from '@test/support/fake-token-source';
import type { JsonBody, TransportCall } from '@test/support/gateway-transport-contract';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

// The FOVIS gateway's three calls as the axios-fovis.gateway tests drive them: what each sends, a
// success answer, and where its backend puts the code. Every body here and in those tests is defined
// there, not taken from the sandbox: they pin the adapter's reading of the contract's shapes
// (`getPostulationInfo`, `getCertificate`, `sendDocument`) and of ADR 0015, whatever the sandbox
// answers. The gateway is the one the fovis module binds, over the shell's real HTTP client.

export type Json = Record<string, unknown>;

export const pdf = 'JVBERi0xLjcKJcfsj6IK';
export const email = 'maria.gomez@correo.example';
export const subsidies = '/api/v1/subsidies';

export function containerWith(token: string | null, requestTimeoutMs = 2_000, renewal?: (rejected: string) => TokenRenewal) {
  const container = createTestContainer(testConfig({ requestTimeoutMs }));
  container.rebind<AccessTokenSource>(AccessTokenSource).toConstantValue(new FakeTokenSource(token, renewal));
  return container;
}

export function gatewayWith(token: string | null = 'token-de-maria', requestTimeoutMs = 2_000): FovisGateway {
  return containerWith(token, requestTimeoutMs).get<FovisGateway>(FovisGateway);
}

export const registration: SendDocumentRequest = {
  documentType: 'CC',
  documentNumber: '1020304050',
  certificateId: 3,
  fileName: 'certificado-de-desistimiento-de-cesantías.pdf',
  sendEmail: true,
  binaryFile: pdf,
};

export const postulation: Json = {
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

export const postulationRead = {
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

export const calls: readonly Call[] = [
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

export const callNamed = (name: keyof FovisGateway) => calls.find((call) => call.name === name)!;

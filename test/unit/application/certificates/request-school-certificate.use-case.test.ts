import { describe, expect, it } from 'vitest';
import type { CertificateFileAnswer, ListedCertificate } from '@/application/certificates/certificates-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { RequestSchoolCertificate } from '@/application/certificates/request-school-certificate.use-case';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import { createTestContainer } from '@test/support/test-container';
import { answer, bindCertificatesGateway, fakeCertificatesGateway, noAnswer } from '@test/support/certificates/fake-certificates-gateway';
import { testConfig } from '@test/support/test-config';

const mateo: Beneficiary = { namePerson: 'MATEO ARANGO RESTREPO', documentType: 'TI', documentNumber: '1034567891' };
const pdf = { binary: 'JVBERi0xLjQK', name: 'Certificado escolar', description: null };

function requestWith(
  result: GatewayAnswer<CertificateFileAnswer>,
  list: GatewayAnswer<{ cards: readonly ListedCertificate[] | null }> = noAnswer(),
) {
  const container = createTestContainer(testConfig());
  const gateway = fakeCertificatesGateway({ requestDownloadableCertificate: async () => result, listCertificates: async () => list });
  bindCertificatesGateway(container, gateway);
  return { request: () => container.get(RequestSchoolCertificate).execute(mateo), gateway };
}

describe('RequestSchoolCertificate', () => {
  it("asks for C05 naming only the chosen beneficiary's document; responseCode 0 -> ready", async () => {
    const { request, gateway } = requestWith(answer(0, pdf));
    await expect(request()).resolves.toEqual({
      kind: 'ready',
      certificate: { code: 'C05', name: 'Certificado escolar', binary: 'JVBERi0xLjQK' },
    });
    expect(gateway.requestDownloadableCertificate).toHaveBeenCalledExactlyOnceWith({
      certificateCode: 'C05',
      optionalPersons: [{ documentType: 'TI', documentNumber: '1034567891' }],
    });
  });

  it.each([null, '', '  '])('a PDF without a name (%j) takes the certificate’s own name, as C04, C06 and C08 do', async (name) => {
    await expect(requestWith(answer(0, { ...pdf, name })).request()).resolves.toEqual({
      kind: 'ready',
      certificate: { code: 'C05', name: 'Certificado escolar', binary: 'JVBERi0xLjQK' },
    });
  });

  it('a PDF without a name takes the name of the list’s c05 card (ADR 0011)', async () => {
    const cards = [{ code: 'c05', name: 'Certificado escolar, año lectivo 2026', role: 'role_personas' }];
    const { request, gateway } = requestWith(answer(0, { ...pdf, name: null }), answer(200, { cards }));
    await expect(request()).resolves.toEqual({
      kind: 'ready',
      certificate: { code: 'C05', name: 'Certificado escolar, año lectivo 2026', binary: 'JVBERi0xLjQK' },
    });
    expect(gateway.listCertificates).toHaveBeenCalledOnce();
  });

  it.each([1, 101, 422, null])('responseCode %s -> conditions not met (noCumpleLasCondiciones)', async (code) => {
    await expect(requestWith(answer(code, { ...pdf, binary: null })).request()).resolves.toEqual({ kind: 'noCumpleLasCondiciones' });
  });

  it('responseCode 0 without a PDF -> system error', async () => {
    await expect(requestWith(answer(0, { ...pdf, binary: null })).request()).resolves.toEqual({ kind: 'systemError' });
    await expect(requestWith(answer(0, { ...pdf, binary: '' })).request()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each(['network', 'timeout', 'server', 'malformed'] as const)('no answer (%s) -> system error', async (reason) => {
    await expect(requestWith(noAnswer(reason)).request()).resolves.toEqual({ kind: 'systemError' });
  });
});

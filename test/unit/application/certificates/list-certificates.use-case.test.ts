import { describe, expect, it } from 'vitest';
import type { ListedCertificate } from '@/application/certificates/certificates-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { ListCertificates } from '@/application/certificates/list-certificates.use-case';
import { createTestContainer } from '@test/support/test-container';
import { answer, bindCertificatesGateway, fakeCertificatesGateway, noAnswer } from '@test/support/certificates/fake-certificates-gateway';
import { testConfig } from '@test/support/test-config';

function listWith(result: GatewayAnswer<{ cards: readonly ListedCertificate[] | null }>) {
  const container = createTestContainer(testConfig());
  bindCertificatesGateway(container, fakeCertificatesGateway({ listCertificates: async () => result }));
  return container.get(ListCertificates).execute();
}

describe('ListCertificates', () => {
  it('lists the known cards on code 200', async () => {
    const result = await listWith(
      answer(200, {
        cards: [
          { code: 'c01', name: 'Certificado de afiliación trabajador', role: 'any_role' },
          { code: 'c99', name: 'Otro', role: 'any_role' },
          { code: 'c09', name: 'Certificado de defunción de beneficiario', role: 'role_personas' },
        ],
      }),
    );
    expect(result).toEqual({
      kind: 'listed',
      cards: [
        { code: 'c01', name: 'Certificado de afiliación trabajador', role: 'any_role', buttonLabel: 'Descargar' },
        { code: 'c09', name: 'Certificado de defunción de beneficiario', role: 'role_personas', buttonLabel: 'Consultar' },
      ],
    });
  });

  it.each([0, 201, 404, 500, null])('code %s is a system error', async (code) => {
    await expect(listWith(answer(code, { cards: [] }))).resolves.toEqual({ kind: 'systemError' });
  });

  it('a 200 without a list is a system error', async () => {
    await expect(listWith(answer(200, { cards: null }))).resolves.toEqual({ kind: 'systemError' });
  });

  it.each(['network', 'timeout', 'server', 'malformed'] as const)('%s is a system error', async (reason) => {
    await expect(listWith(noAnswer(reason))).resolves.toEqual({ kind: 'systemError' });
  });
});

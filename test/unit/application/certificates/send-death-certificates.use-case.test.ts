import { describe, expect, it } from 'vitest';
import type { DeathCertificateItem, MessageAnswer } from '@/application/certificates/certificates-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { SendDeathCertificates } from '@/application/certificates/send-death-certificates.use-case';
import { createTestContainer } from '@test/support/test-container';
import { answer, bindCertificatesGateway, fakeCertificatesGateway, noAnswer } from '@test/support/certificates/fake-certificates-gateway';
import { testConfig } from '@test/support/test-config';

const item: DeathCertificateItem = {
  fileType: 'application/pdf',
  binaryFile: 'JVBERi0xLjQK',
  beneficiary: { namePerson: 'LUIS ALBERTO GÓMEZ', documentType: 'CC', documentNumber: '8345678' },
};

function sendWith(result: GatewayAnswer<MessageAnswer>) {
  const container = createTestContainer(testConfig());
  const gateway = fakeCertificatesGateway({ sendDeathCertificates: async () => result });
  bindCertificatesGateway(container, gateway);
  return { send: (items: readonly DeathCertificateItem[]) => container.get(SendDeathCertificates).execute(items), gateway };
}

describe('SendDeathCertificates', () => {
  it('sends every item and answers uploaded on code 200', async () => {
    const { send, gateway } = sendWith(answer(200, { message: 'Recibido' }));
    await expect(send([item])).resolves.toEqual({ kind: 'uploaded' });
    expect(gateway.sendDeathCertificates).toHaveBeenCalledExactlyOnceWith({ certificates: [item] });
  });

  it.each([0, 1, 422, 500, null])('code %s -> notUploaded', async (code) => {
    await expect(sendWith(answer(code, { message: null })).send([item])).resolves.toEqual({ kind: 'notUploaded' });
  });

  it.each(['network', 'timeout', 'server', 'malformed'] as const)('no answer (%s) -> notUploaded', async (reason) => {
    await expect(sendWith(noAnswer(reason)).send([item])).resolves.toEqual({ kind: 'notUploaded' });
  });

  it('sends nothing without items', async () => {
    const { send, gateway } = sendWith(answer(200, { message: null }));
    await expect(send([])).resolves.toEqual({ kind: 'notUploaded' });
    expect(gateway.sendDeathCertificates).not.toHaveBeenCalled();
  });
});

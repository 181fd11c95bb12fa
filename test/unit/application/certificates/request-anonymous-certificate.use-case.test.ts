import { describe, expect, it } from 'vitest';
import type { AnonymousCertificateAnswer } from '@/application/certificates/certificates-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { RequestAnonymousCertificate } from '@/application/certificates/request-anonymous-certificate.use-case';
import { createTestContainer } from '@test/support/test-container';
import type { AnonymousCertificateFlow } from '@/domain/certificates/anonymous-certificate.outcomes';
import { answer, bindCertificatesGateway, fakeCertificatesGateway, noAnswer } from '@test/support/certificates/fake-certificates-gateway';
import { testConfig } from '@test/support/test-config';

const methodOf = {
  worker: 'requestWorkerCertificate',
  beneficiary: 'requestBeneficiaryCertificate',
  fosfec: 'requestFosfecCertificate',
} as const;

function requestWith(flow: AnonymousCertificateFlow, result: GatewayAnswer<AnonymousCertificateAnswer>) {
  const container = createTestContainer(testConfig());
  const gateway = fakeCertificatesGateway({ [methodOf[flow]]: async () => result });
  bindCertificatesGateway(container, gateway);
  const run = () => container.get(RequestAnonymousCertificate).execute(flow, { documentType: 'CC', documentNumber: ' 1037600123 ' });
  return { run, gateway };
}

const sent = (email: string | null, description: string | null = null) => ({ email, description });

describe('RequestAnonymousCertificate', () => {
  it.each([
    ['worker', 200],
    ['beneficiary', 0],
    ['fosfec', 0],
  ] as const)('%s: code %s is generated, sent to the e-mail, with the trimmed number', async (flow, code) => {
    const { run, gateway } = requestWith(flow, answer(code, sent('maria@correo.test')));
    await expect(run()).resolves.toEqual({ kind: 'generated', email: 'maria@correo.test' });
    expect(gateway[methodOf[flow]]).toHaveBeenCalledExactlyOnceWith({ documentType: 'CC', documentNumber: '1037600123' });
    for (const other of Object.values(methodOf).filter((method) => method !== methodOf[flow])) {
      expect(gateway[other]).not.toHaveBeenCalled();
    }
  });

  it.each([
    ['worker', 200],
    ['beneficiary', 0],
    ['fosfec', 0],
  ] as const)('%s: a success without an e-mail is malformed, a system error', async (flow, code) => {
    await expect(requestWith(flow, answer(code, sent(null))).run()).resolves.toEqual({ kind: 'systemError' });
    await expect(requestWith(flow, answer(code, sent('  '))).run()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each(['worker', 'beneficiary', 'fosfec'] as const)('%s: 422 is not generated, with the backend description', async (flow) => {
    const result = await requestWith(flow, answer(422, sent(null, 'El titular no tiene correo.'))).run();
    expect(result).toEqual({ kind: 'notGenerated', description: 'El titular no tiene correo.' });
  });

  it.each([
    ['worker', 404],
    ['beneficiary', 18],
    ['beneficiary', 103],
    ['fosfec', 2],
  ] as const)('%s: code %s is not found', async (flow, code) => {
    await expect(requestWith(flow, answer(code, sent(null))).run()).resolves.toEqual({ kind: 'notFound' });
  });

  it.each([
    ['worker', 500],
    ['worker', 0],
    ['beneficiary', 200],
    ['beneficiary', null],
    ['fosfec', 18],
    ['fosfec', 500],
  ] as const)('%s: unexpected code %s is a system error', async (flow, code) => {
    await expect(requestWith(flow, answer(code, sent('x@correo.test'))).run()).resolves.toEqual({ kind: 'systemError' });
  });

  it.each(['network', 'timeout', 'server', 'malformed'] as const)('no answer (%s) is a system error', async (reason) => {
    await expect(requestWith('fosfec', noAnswer(reason)).run()).resolves.toEqual({ kind: 'systemError' });
  });
});

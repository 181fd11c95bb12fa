import type { Container } from 'inversify';
import { vi } from 'vitest';
import { CertificatesGateway } from '@/application/certificates/certificates-gateway.port';
import { noAnswer } from '@test/support/gateway-answers';

export { answer, noAnswer } from '@test/support/gateway-answers';

type Methods = { [K in keyof CertificatesGateway]: CertificatesGateway[K] };

/**
 * A CertificatesGateway whose every method is a spy answering a network failure unless the
 * test says otherwise, so an unexpected call shows up as the failure path, never as a hang.
 */
export function fakeCertificatesGateway(overrides: Partial<Methods> = {}) {
  const failing = () => vi.fn(async () => noAnswer<never>());
  return {
    listCertificates: failing(),
    requestWorkerCertificate: failing(),
    requestBeneficiaryCertificate: failing(),
    requestFosfecCertificate: failing(),
    getMonetaryQuota: failing(),
    requestDownloadableCertificate: failing(),
    sendCertificateByEmail: failing(),
    getBeneficiaries: failing(),
    uploadSchoolCertificate: failing(),
    requestAffiliationCard: failing(),
    sendDeathCertificates: failing(),
    ...Object.fromEntries(Object.entries(overrides).map(([name, impl]) => [name, vi.fn(impl)])),
  } as { [K in keyof Methods]: ReturnType<typeof vi.fn<Methods[K]>> };
}

/** Binds (or rebinds) the port to `gateway` in a test's container. */
export function bindCertificatesGateway(container: Container, gateway: CertificatesGateway): void {
  if (container.isBound(CertificatesGateway)) container.unbind(CertificatesGateway);
  container.bind<CertificatesGateway>(CertificatesGateway).toConstantValue(gateway);
}

import type { Container } from 'inversify';
import { vi } from 'vitest';
import { CertificationsGateway } from '@/application/certificates/certifications-gateway.port';
import { noAnswer } from '@test/support/gateway-answers';

export { answer, noAnswer } from '@test/support/gateway-answers';

type Methods = { [K in keyof CertificationsGateway]: CertificationsGateway[K] };

/**
 * A CertificationsGateway whose every method is a spy answering a network failure unless the
 * test says otherwise, so an unexpected call shows up as the failure path, never as a hang.
 */
export function fakeCertificationsGateway(overrides: Partial<Methods> = {}) {
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
export function bindCertificationsGateway(container: Container, gateway: CertificationsGateway): void {
  if (container.isBound(CertificationsGateway)) container.unbind(CertificationsGateway);
  container.bind<CertificationsGateway>(CertificationsGateway).toConstantValue(gateway);
}

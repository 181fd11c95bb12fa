import { describe, expect, it } from 'vitest';
import { SaveCertificateFile } from '@/application/shared/certificate-delivery/save-certificate-file.use-case';
import { createContainer } from '@/container';
import { certificatesModule } from '@/modules/certificates.module';
import { incomeTaxCertificateModule } from '@/modules/certificates/certificado-declaracion-renta.module';
import { fovisModule } from '@/modules/fovis.module';
import { CertificateDeliveryViewModel } from '@/presentation/shared/components/certificate-delivery/certificate-delivery.view-model';
import { testConfig } from '@test/support/test-config';

// The shared certificate delivery is bound by the certificates' and FOVIS's modules, not by the shell:
// either may load first, or both, and the delivery resolves to one binding every time.
describe('the certificate delivery shared by certificates and FOVIS', () => {
  it('is not bound before a feature that delivers certificates loads', () => {
    const container = createContainer(testConfig());
    expect(container.isBound(SaveCertificateFile)).toBe(false);
    expect(container.isBound(CertificateDeliveryViewModel)).toBe(false);
  });

  it.each([
    ['certificates, then FOVIS', [incomeTaxCertificateModule, fovisModule]],
    ['FOVIS, then certificates', [fovisModule, incomeTaxCertificateModule]],
    ['certificates alone', [incomeTaxCertificateModule]],
    ['FOVIS alone', [fovisModule]],
  ])('resolves once %s loaded, a new view model per visit', (_order, modules) => {
    const container = createContainer(testConfig());
    container.load(certificatesModule);
    for (const module of modules) container.load(module);
    expect(container.get(SaveCertificateFile)).toBeInstanceOf(SaveCertificateFile);
    const first = container.get(CertificateDeliveryViewModel);
    expect(first).toBeInstanceOf(CertificateDeliveryViewModel);
    expect(container.get(CertificateDeliveryViewModel)).not.toBe(first);
  });
});

import { ContainerModule } from 'inversify';
import { LoadBeneficiaries } from '@/application/certificates/load-beneficiaries.use-case';
import { SendDeathCertificates } from '@/application/certificates/send-death-certificates.use-case';
import { DeathCertificateViewModel } from '@/presentation/certificates/certificado-defuncion-beneficiario/death-certificate.view-model';

/**
 * The bindings of the death certificate, loaded with its page beside the certificates' module (the gateway):
 * other certificate pages' code stays out of its first load. Use cases that several pages share
 * are bound with `rebind`, so any order of visits leaves one binding (ADR 0009, decision 18).
 */
export const deathCertificateModule = new ContainerModule(({ rebind }) => {
  rebind(LoadBeneficiaries).toSelf();
  rebind(SendDeathCertificates).toSelf();
  rebind(DeathCertificateViewModel).toSelf().inTransientScope();
});

import { ContainerModule } from 'inversify';
import { bindSignedInCertificate } from './shared-page-bindings.util';

/** The bindings of the certificate of affiliation with beneficiaries, loaded with its page beside the certificates' module (ADR 0009, decision 18). */
export const withBeneficiariesCertificateModule = new ContainerModule(({ rebind }) => {
  bindSignedInCertificate(rebind);
});

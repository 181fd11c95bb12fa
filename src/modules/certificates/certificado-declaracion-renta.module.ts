import { ContainerModule } from 'inversify';
import { bindSignedInCertificate } from './shared-page-bindings.util';

/** The bindings of the income tax certificate, loaded with its page beside the certificates' module (ADR 0009, decision 18). */
export const incomeTaxCertificateModule = new ContainerModule(({ rebind }) => {
  bindSignedInCertificate(rebind);
});

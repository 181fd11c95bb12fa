import { ContainerModule } from 'inversify';
import { bindAnonymousCertificate } from './shared-page-bindings.util';

/** The bindings of the beneficiary's certificate of affiliation, loaded with its page beside the certificates' module (ADR 0009, decision 18). */
export const beneficiaryCertificateModule = new ContainerModule(({ rebind }) => {
  bindAnonymousCertificate(rebind);
});

import { ContainerModule } from 'inversify';
import { ListCertificates } from '@/application/certificates/list-certificates.use-case';
import { CertificatesViewModel } from '@/presentation/certificates/certificados/certificates.view-model';

/**
 * The bindings of /certificados: the list of cards, loaded with its page beside the certificates' module (the gateway):
 * other certificate pages' code stays out of its first load. Use cases that several pages share
 * are bound with `rebind`, so any order of visits leaves one binding (ADR 0009, decision 18).
 */
export const certificatesListModule = new ContainerModule(({ rebind }) => {
  rebind(ListCertificates).toSelf();
  rebind(CertificatesViewModel).toSelf().inTransientScope();
});

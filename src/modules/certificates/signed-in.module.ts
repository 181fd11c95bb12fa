import { ContainerModule } from 'inversify';
import { RequestDownloadableCertificate } from '@/application/certificates/request-downloadable-certificate.use-case';
import { SendCertificateByEmail } from '@/application/certificates/send-certificate-by-email.use-case';
import { SignedInCertificateViewModel } from '@/presentation/certificates/shared/signed-in/signed-in-certificate.view-model';
import { bindCertificateDelivery } from '../certificate-delivery-bindings.util';

/**
 * The bindings of the downloadable certificates with sign-in (with beneficiaries, income tax), loaded with its page beside the certificates' module (the gateway):
 * other certificate pages' code stays out of its first load. Use cases that several pages share
 * are bound with `rebind`, so any order of visits leaves one binding (ADR 0009, decision 18).
 */
export const signedInCertificateModule = new ContainerModule(({ rebind }) => {
  bindCertificateDelivery(rebind);
  rebind(RequestDownloadableCertificate).toSelf();
  rebind(SendCertificateByEmail).toSelf();
  rebind(SignedInCertificateViewModel).toSelf().inTransientScope();
});

// This file is the page module `certificates/signed-in`: its name joins the names the routes may use.
declare module '@/presentation/shared/routing/feature-routes.model' {
  interface PageModuleFiles {
    'certificates/signed-in': true;
  }
}

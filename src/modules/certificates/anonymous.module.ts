import { ContainerModule } from 'inversify';
import { RequestAnonymousCertificate } from '@/application/certificates/request-anonymous-certificate.use-case';
import { AnonymousCertificateViewModel } from '@/presentation/certificates/shared/anonymous/anonymous-certificate.view-model';

/**
 * The bindings of the certificates without sign-in (worker, beneficiary, FOSFEC), loaded with its page beside the certificates' module (the gateway):
 * other certificate pages' code stays out of its first load. Use cases that several pages share
 * are bound with `rebind`, so any order of visits leaves one binding (ADR 0009, decision 18).
 */
export const anonymousCertificateModule = new ContainerModule(({ rebind }) => {
  rebind(RequestAnonymousCertificate).toSelf();
  rebind(AnonymousCertificateViewModel).toSelf().inTransientScope();
});

// This file is the page module `certificates/anonymous`: its name joins the names the routes may use.
declare module '@/presentation/shared/routing/feature-routes.model' {
  interface PageModuleFiles {
    'certificates/anonymous': true;
  }
}

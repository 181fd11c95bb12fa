import type { RebindSync } from 'inversify';
import { RequestAnonymousCertificate } from '@/application/certificates/request-anonymous-certificate.use-case';
import { RequestDownloadableCertificate } from '@/application/certificates/request-downloadable-certificate.use-case';
import { SendCertificateByEmail } from '@/application/certificates/send-certificate-by-email.use-case';
import { AnonymousCertificateViewModel } from '@/presentation/certificates/shared/anonymous/anonymous-certificate.view-model';
import { SignedInCertificateViewModel } from '@/presentation/certificates/shared/signed-in/signed-in-certificate.view-model';
import { bindCertificateDelivery } from '../certificate-delivery-bindings.util';

/**
 * The bindings that several certificate pages share, each page module binding them for its own page.
 * `rebind` makes a second page's load replace the first's identical bindings, so any order of visits
 * leaves one binding (ADR 0009, decision 18).
 */

/** The certificates without sign-in (worker, beneficiary, FOSFEC): one view model drawn three ways. */
export function bindAnonymousCertificate(rebind: RebindSync): void {
  rebind(RequestAnonymousCertificate).toSelf();
  rebind(AnonymousCertificateViewModel).toSelf().inTransientScope();
}

/** The downloadable certificates with sign-in (with beneficiaries, income tax). */
export function bindSignedInCertificate(rebind: RebindSync): void {
  bindCertificateDelivery(rebind);
  rebind(RequestDownloadableCertificate).toSelf();
  rebind(SendCertificateByEmail).toSelf();
  rebind(SignedInCertificateViewModel).toSelf().inTransientScope();
}

import { ContainerModule } from 'inversify';
import { CertificatesGateway } from '@/application/certificates/certificates-gateway.port';
import { ListCertificates } from '@/application/certificates/list-certificates.use-case';
import { LoadBeneficiaries } from '@/application/certificates/load-beneficiaries.use-case';
import { LoadMonetaryQuota } from '@/application/certificates/load-monetary-quota.use-case';
import { RequestAffiliationCard } from '@/application/certificates/request-affiliation-card.use-case';
import { RequestAnonymousCertificate } from '@/application/certificates/request-anonymous-certificate.use-case';
import { RequestDownloadableCertificate } from '@/application/certificates/request-downloadable-certificate.use-case';
import { RequestSchoolCertificate } from '@/application/certificates/request-school-certificate.use-case';
import { SendCertificateByEmail } from '@/application/certificates/send-certificate-by-email.use-case';
import { SendDeathCertificates } from '@/application/certificates/send-death-certificates.use-case';
import { UploadSchoolCertificate } from '@/application/certificates/upload-school-certificate.use-case';
import { AxiosCertificatesGateway } from '@/infrastructure/api/certificates/axios-certificates.gateway';
import { CertificatesViewModel } from '@/presentation/certificates/certificados/certificates.view-model';
import { DeathCertificateViewModel } from '@/presentation/certificates/certificado-defuncion-beneficiario/death-certificate.view-model';
import { SchoolCertificateViewModel } from '@/presentation/certificates/certificado-escolar/school-certificate.view-model';
import { MonetaryQuotaViewModel } from '@/presentation/certificates/cuota-monetaria/monetary-quota.view-model';
import { AnonymousCertificateViewModel } from '@/presentation/certificates/shared/anonymous/anonymous-certificate.view-model';
import { SignedInCertificateViewModel } from '@/presentation/certificates/shared/signed-in/signed-in-certificate.view-model';
import { AffiliationCardViewModel } from '@/presentation/certificates/tarjeta-afiliacion/affiliation-card.view-model';
import { bindCertificateDelivery } from './certificate-delivery-bindings.util';

/** The certificates feature (/certificados and its nine certificates): gateway, use cases, view models. */
export const certificatesModule = new ContainerModule(({ bind, rebind }) => {
  bindCertificateDelivery(rebind);
  bind<CertificatesGateway>(CertificatesGateway).to(AxiosCertificatesGateway);

  bind(ListCertificates).toSelf();
  bind(LoadBeneficiaries).toSelf();
  bind(LoadMonetaryQuota).toSelf();
  bind(RequestAnonymousCertificate).toSelf();
  bind(RequestDownloadableCertificate).toSelf();
  bind(RequestAffiliationCard).toSelf();
  bind(RequestSchoolCertificate).toSelf();
  bind(UploadSchoolCertificate).toSelf();
  bind(SendDeathCertificates).toSelf();
  bind(SendCertificateByEmail).toSelf();

  // Page view models are transient: each visit gets a fresh one (useViewModel).
  bind(CertificatesViewModel).toSelf().inTransientScope();
  bind(AnonymousCertificateViewModel).toSelf().inTransientScope();
  bind(SignedInCertificateViewModel).toSelf().inTransientScope();
  bind(DeathCertificateViewModel).toSelf().inTransientScope();
  bind(SchoolCertificateViewModel).toSelf().inTransientScope();
  bind(MonetaryQuotaViewModel).toSelf().inTransientScope();
  bind(AffiliationCardViewModel).toSelf().inTransientScope();
});

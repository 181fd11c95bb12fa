import { Container } from 'inversify';
import { AppConfig } from '@/application/config/app-config';
import { CertificationsGateway } from '@/application/certificates/certifications-gateway.port';
import { ListCertificates } from '@/application/certificates/list-certificates.use-case';
import { LoadBeneficiaries } from '@/application/certificates/load-beneficiaries.use-case';
import { RequestAnonymousCertificate } from '@/application/certificates/request-anonymous-certificate.use-case';
import { LoadMonetaryQuota } from '@/application/certificates/load-monetary-quota.use-case';
import { RequestSchoolCertificate } from '@/application/certificates/request-school-certificate.use-case';
import { SendDeathCertificates } from '@/application/certificates/send-death-certificates.use-case';
import { UploadSchoolCertificate } from '@/application/certificates/upload-school-certificate.use-case';
import { RequestAffiliationCard } from '@/application/certificates/request-affiliation-card.use-case';
import { RequestDownloadableCertificate } from '@/application/certificates/request-downloadable-certificate.use-case';
import { SaveCertificateFile } from '@/application/certificates/save-certificate-file.use-case';
import { SendCertificateByEmail } from '@/application/certificates/send-certificate-by-email.use-case';
import { ClientIpLookup } from '@/application/client-ip/client-ip-lookup.port';
import { StoreClientIp } from '@/application/client-ip/store-client-ip.use-case';
import { FileDownloader } from '@/application/shared/file-downloader.port';
import { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { AccessTokenSource, Identity } from '@/application/session/identity.port';
import { ActivityBroadcast } from '@/application/session-timeout/activity-broadcast.port';
import { Scheduler } from '@/application/session-timeout/scheduler.port';
import { SessionTimeoutController } from '@/application/session-timeout/session-timeout.controller';
import { WindowOpener } from '@/application/session-timeout/window-opener.port';
import { AxiosCertificationsGateway } from '@/infrastructure/api/certifications/axios-certifications.gateway';
import { BroadcastChannelActivity } from '@/infrastructure/browser/broadcast-channel-activity';
import { ObjectUrlFileDownloader } from '@/infrastructure/browser/object-url-file-downloader';
import { PopupWindowOpener } from '@/infrastructure/browser/popup-window-opener';
import { TimerScheduler } from '@/infrastructure/browser/timer-scheduler';
import { AxiosHttpClient } from '@/infrastructure/http/axios-http-client';
import { HttpClient } from '@/infrastructure/http/http-client';
import { OidcIdentity } from '@/infrastructure/identity/oidc-identity';
import { HttpClientIpLookup } from '@/infrastructure/ip-lookup/http-client-ip-lookup';
import { WebKeyValueStorage } from '@/infrastructure/storage/web-key-value-storage';
import { PageReloader } from '@/presentation/app/feedback/page-reloader';
import { UiStore } from '@/presentation/app/feedback/ui.store';
import { WindowPageReloader } from '@/presentation/app/feedback/window-page-reloader';
import { SessionStore } from '@/presentation/app/session/session.store';
import { AnonymousCertificateViewModel } from '@/presentation/pages/certificates/anonymous/anonymous-certificate.view-model';
import { DeathCertificateViewModel } from '@/presentation/pages/certificates/death/death-certificate.view-model';
import { CertificatesViewModel } from '@/presentation/pages/certificates/grid/certificates.view-model';
import { MonetaryQuotaViewModel } from '@/presentation/pages/certificates/quota/monetary-quota.view-model';
import { SchoolCertificateViewModel } from '@/presentation/pages/certificates/school/school-certificate.view-model';
import { AffiliationCardViewModel } from '@/presentation/pages/certificates/affiliation-card/affiliation-card.view-model';
import { CertificateDeliveryViewModel } from '@/presentation/pages/certificates/delivery/certificate-delivery.view-model';
import { SignedInCertificateViewModel } from '@/presentation/pages/certificates/delivery/signed-in-certificate.view-model';
import { SessionTimeoutStore } from '@/presentation/app/session-timeout/session-timeout.store';

/**
 * The composition root: the only module that knows every concrete class.
 * Built by a factory, never at module level, so each test gets its own container
 * and can rebind any port to a fake (`container.rebind(Port).toConstantValue(fake)`).
 */
export function createContainer(config: AppConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind<AppConfig>(AppConfig).toConstantValue(config);

  // Infrastructure adapters behind application ports.
  // One OidcIdentity serves both ports, so the HTTP layer refreshes the very session the
  // portal shows. Another provider: bind its adapter here instead (docs/identity.md).
  container.bind(OidcIdentity).toSelf();
  container.bind<Identity>(Identity).toService(OidcIdentity);
  container.bind<AccessTokenSource>(AccessTokenSource).toService(OidcIdentity);
  container.bind<HttpClient>(HttpClient).to(AxiosHttpClient);
  container.bind<KeyValueStorage>(KeyValueStorage).to(WebKeyValueStorage);
  container.bind<ClientIpLookup>(ClientIpLookup).to(HttpClientIpLookup);
  container.bind<CertificationsGateway>(CertificationsGateway).to(AxiosCertificationsGateway);
  container.bind<FileDownloader>(FileDownloader).to(ObjectUrlFileDownloader);

  // Use cases.
  container.bind(StoreClientIp).toSelf();
  container.bind(LoadBeneficiaries).toSelf();
  container.bind(ListCertificates).toSelf();
  container.bind(RequestAnonymousCertificate).toSelf();
  container.bind(SendDeathCertificates).toSelf();
  container.bind(UploadSchoolCertificate).toSelf();
  container.bind(RequestSchoolCertificate).toSelf();
  container.bind(LoadMonetaryQuota).toSelf();
  container.bind(RequestDownloadableCertificate).toSelf();
  container.bind(RequestAffiliationCard).toSelf();
  container.bind(SendCertificateByEmail).toSelf();
  container.bind(SaveCertificateFile).toSelf();

  // Presentation stores shared by every page; page view models are transient (one per mount).
  container.bind<PageReloader>(PageReloader).to(WindowPageReloader);
  container.bind(UiStore).toSelf();
  container.bind<UiFeedback>(UiFeedback).toService(UiStore);
  container.bind(SessionStore).toSelf();
  container.bind(CertificatesViewModel).toSelf().inTransientScope();
  container.bind(AnonymousCertificateViewModel).toSelf().inTransientScope();
  container.bind(DeathCertificateViewModel).toSelf().inTransientScope();
  container.bind(SchoolCertificateViewModel).toSelf().inTransientScope();
  container.bind(MonetaryQuotaViewModel).toSelf().inTransientScope();
  container.bind(CertificateDeliveryViewModel).toSelf().inTransientScope();
  container.bind(SignedInCertificateViewModel).toSelf().inTransientScope();
  container.bind(AffiliationCardViewModel).toSelf().inTransientScope();

  // Session timeout (inactivity windows, expiry countdown): time and windows behind ports.
  container.bind<Scheduler>(Scheduler).to(TimerScheduler);
  container.bind<WindowOpener>(WindowOpener).to(PopupWindowOpener);
  container.bind<ActivityBroadcast>(ActivityBroadcast).to(BroadcastChannelActivity);
  container.bind(SessionTimeoutController).toSelf();
  container.bind(SessionTimeoutStore).toSelf();

  return container;
}

import { ContainerModule } from 'inversify';
import { DownloadFovisCertificate } from '@/application/fovis/download-fovis-certificate.use-case';
import { LoadPostulationInfo } from '@/application/fovis/load-postulation-info.use-case';
import { RequestFovisCertificate } from '@/application/fovis/request-fovis-certificate.use-case';
import { SendFovisCertificateByEmail } from '@/application/fovis/send-fovis-certificate-by-email.use-case';
import { SubsidiesGateway } from '@/application/fovis/subsidies-gateway.port';
import { AxiosSubsidiesGateway } from '@/infrastructure/api/fovis/axios-subsidies.gateway';
import { FovisCertificatesViewModel } from '@/presentation/fovis/certificados-vivienda/fovis-certificates.view-model';

/** The FOVIS certificates (/subsidios/subsidio-vivienda/certificados-vivienda): gateway, use cases, view model. */
export const fovisModule = new ContainerModule(({ bind }) => {
  bind<SubsidiesGateway>(SubsidiesGateway).to(AxiosSubsidiesGateway);

  bind(LoadPostulationInfo).toSelf();
  bind(RequestFovisCertificate).toSelf();
  bind(DownloadFovisCertificate).toSelf();
  bind(SendFovisCertificateByEmail).toSelf();

  // The page's view model is transient: each visit gets a fresh one (useViewModel).
  bind(FovisCertificatesViewModel).toSelf().inTransientScope();
});

import { ContainerModule } from 'inversify';
import { LoadPostulationInfo } from '@/application/fovis/load-postulation-info.use-case';
import { RegisterFovisDownload } from '@/application/fovis/register-fovis-download.use-case';
import { RequestFovisCertificate } from '@/application/fovis/request-fovis-certificate.use-case';
import { SendFovisCertificateByEmail } from '@/application/fovis/send-fovis-certificate-by-email.use-case';
import { FovisGateway } from '@/application/fovis/fovis-gateway.port';
import { AxiosFovisGateway } from '@/infrastructure/api/fovis/axios-fovis.gateway';
import { FovisCertificatesViewModel } from '@/presentation/fovis/certificados-vivienda/fovis-certificates.view-model';
import { bindCertificateDelivery } from './certificate-delivery-bindings.util';

/** The FOVIS certificates (/subsidios/subsidio-vivienda/certificados-vivienda): gateway, use cases, view model. */
export const fovisModule = new ContainerModule(({ bind, rebind }) => {
  bindCertificateDelivery(rebind);
  bind<FovisGateway>(FovisGateway).to(AxiosFovisGateway);

  bind(LoadPostulationInfo).toSelf();
  bind(RequestFovisCertificate).toSelf();
  bind(RegisterFovisDownload).toSelf();
  bind(SendFovisCertificateByEmail).toSelf();

  // The page's view model is transient: each visit gets a fresh one (useViewModel).
  bind(FovisCertificatesViewModel).toSelf().inTransientScope();
});

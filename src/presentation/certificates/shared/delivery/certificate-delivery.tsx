import { observer } from 'mobx-react-lite';
import {
  CertificateDeliveryScreens,
  type DeliveryAbout,
} from '@/presentation/shared/components/certificate-delivery/certificate-delivery-screens';
import type { CertificateDeliveryViewModel } from './certificate-delivery.view-model';

export { CertificateFinalActions } from '@/presentation/shared/components/certificate-delivery/certificate-delivery-screens';

export interface CertificateDeliveryProps {
  vm: CertificateDeliveryViewModel;
  /** 'Nuevo certificado': where the page starts over (another card, or another selection). */
  onNewCertificate: () => void;
  /** Whom the certificate is about when that is not the holder (the school certificate's student). */
  about?: DeliveryAbout;
}

/**
 * The delivery screens of the signed-in certificate pages (c04, c05, c06, c08), driven by the
 * certificates' own `CertificateDeliveryViewModel`: the shared `CertificateDeliveryScreens`
 * (which FOVIS drives with its own view model) over this view model's state and commands.
 */
export const CertificateDelivery = observer(function CertificateDelivery({ vm, onNewCertificate, about }: CertificateDeliveryProps) {
  const certificate = vm.certificate;
  if (certificate === null) return null;
  return (
    <CertificateDeliveryScreens
      screen={vm.phase}
      certificateName={certificate.name}
      downloadedFileName={vm.downloadedFileName}
      sentTo={vm.sentTo}
      isBusy={vm.isSubmitting}
      onDownload={() => vm.download()}
      onSend={() => void vm.send()}
      onNewCertificate={onNewCertificate}
      about={about}
    />
  );
});

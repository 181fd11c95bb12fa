import { observer } from 'mobx-react-lite';
import { CertificateDeliveryScreens, type DeliveryAbout } from './certificate-delivery-screens';
import type { CertificateDeliveryViewModel } from './certificate-delivery.view-model';

export { CertificateFinalActions } from './certificate-delivery-screens';

export interface CertificateDeliveryProps {
  vm: CertificateDeliveryViewModel;
  /** 'Nuevo certificado': where the page starts over (another card, or another selection). */
  onNewCertificate: () => void;
  /** 'Regresar' on the ready screen, when the page has a step before it to return to (FOVIS). */
  onBack?: () => void;
  /** The ready screen's heading, when the page names it otherwise ('Certificado generado'). */
  readyHeading?: string;
  /** Whether the sent screen says the PDF arrives protected with a password (default true). */
  hasPasswordNote?: boolean;
  /** Whom the certificate is about when that is not the holder (the school certificate's student). */
  about?: DeliveryAbout;
}

/**
 * The delivery screens of a generated certificate (the signed-in certificates c04, c05, c06, c08
 * and FOVIS): the shared `CertificateDeliveryScreens` over the shared
 * `CertificateDeliveryViewModel`'s state and commands. Nothing shows before a certificate arrives.
 */
export const CertificateDelivery = observer(function CertificateDelivery({
  vm,
  onNewCertificate,
  onBack,
  readyHeading,
  hasPasswordNote,
  about,
}: CertificateDeliveryProps) {
  const certificate = vm.certificate;
  if (certificate === null) return null;
  return (
    <CertificateDeliveryScreens
      screen={vm.phase}
      certificateName={certificate.name}
      downloadedFileName={vm.downloadedFileName}
      sentTo={vm.sentTo}
      isBusy={vm.isSubmitting}
      onDownload={() => void vm.download()}
      onSend={() => void vm.send()}
      onNewCertificate={onNewCertificate}
      onBack={onBack}
      readyHeading={readyHeading}
      hasPasswordNote={hasPasswordNote}
      about={about}
    />
  );
});

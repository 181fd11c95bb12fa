import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { DownloadableCertificateCode } from '@/application/certificates/request-downloadable-certificate.use-case';
import { useViewModel } from '@/presentation/shared/di/container-context';
import { CertificatePage } from '@/presentation/certificates/shared/certificate-page';
import { CertificateUnavailable } from '@/presentation/certificates/shared/certificate-unavailable';
import { CertificateDelivery } from '@/presentation/shared/components/certificate-delivery/certificate-delivery';
import { isDeliveryPhase } from '@/presentation/shared/components/certificate-delivery/certificate-delivery.view-model';
import { SignedInCertificateViewModel } from './signed-in-certificate.view-model';
import { useShownPhase } from '@/presentation/shared/view-model/use-shown-phase';
import { useEntryLoad } from '@/presentation/shared/view-model/use-entry-load';

/**
 * A certificate generated for the signed-in person and delivered by download or e-mail (c04,
 * c06): a thin observer that shows the screen of `vm.phase` ('loading' shows the intro alone).
 */
export const SignedInCertificatePage = observer(function SignedInCertificatePage({
  code,
  texts,
}: {
  code: DownloadableCertificateCode;
  texts: { title: string; lead: string };
}) {
  const navigate = useNavigate();
  const vm = useViewModel(SignedInCertificateViewModel, (created) => created.configure(code));
  useEntryLoad(vm);
  const phase = useShownPhase(vm.phase);

  return (
    <CertificatePage title={texts.title} lead={texts.lead}>
      {phase === 'unavailable' && <CertificateUnavailable reason="noCumpleLasCondiciones" />}
      {isDeliveryPhase(phase) && (
        // Another certificate is another card of the grid: this page has nothing to choose.
        <CertificateDelivery vm={vm.delivery} onNewCertificate={() => void navigate('/certificados')} />
      )}
    </CertificatePage>
  );
});

import { useEffect } from 'react';
import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { DownloadableCertificateCode } from '@/application/certificates/request-downloadable-certificate.use-case';
import { useViewModel } from '@/presentation/shared/di/container-context';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { CertificateUnavailable } from '@/presentation/certificates/shared/certificate-unavailable';
import { CertificateDelivery } from '@/presentation/certificates/shared/delivery/certificate-delivery';
import { SignedInCertificateViewModel } from './signed-in-certificate.view-model';

/** A certificate generated for the signed-in person and delivered by download or e-mail (c04, c06). */
export const SignedInCertificatePage = observer(function SignedInCertificatePage({
  code,
  texts,
}: {
  code: DownloadableCertificateCode;
  texts: { title: string; lead: string };
}) {
  const navigate = useNavigate();
  const vm = useViewModel(SignedInCertificateViewModel);

  useEffect(() => {
    void vm.load(code);
  }, [vm, code]);

  return (
    <Stack gap="8">
      <PageIntro title={texts.title} lead={texts.lead} />
      {vm.step === 4 && <CertificateUnavailable reason="noCumpleLasCondiciones" />}
      {vm.step !== 0 && vm.step !== 4 && (
        // Another certificate is another card of the grid: this page has nothing to choose.
        <CertificateDelivery vm={vm.delivery} onNewCertificate={() => void navigate('/certificados')} />
      )}
    </Stack>
  );
});

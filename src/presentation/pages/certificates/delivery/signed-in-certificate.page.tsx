import { useEffect } from 'react';
import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { DownloadableCertificateCode } from '@/application/certificates/request-downloadable-certificate.use-case';
import { useViewModel } from '@/presentation/app/di/container-context';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { CertificateUnavailable } from '../shared/certificate-unavailable';
import { CertificateDelivery } from './certificate-delivery';
import { signedInCertificateMessages as m } from './signed-in-certificate.messages';
import { SignedInCertificateViewModel } from './signed-in-certificate.view-model';

const SignedInCertificatePage = observer(function SignedInCertificatePage({
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

/** /certificados/certificado-declaracion-renta (c04). */
export function IncomeTaxCertificatePage() {
  return <SignedInCertificatePage code="C04" texts={m.incomeTax} />;
}

/** /certificados/certificado-afiliacion-con-beneficiarios (c06). */
export function WithBeneficiariesCertificatePage() {
  return <SignedInCertificatePage code="C06" texts={m.withBeneficiaries} />;
}

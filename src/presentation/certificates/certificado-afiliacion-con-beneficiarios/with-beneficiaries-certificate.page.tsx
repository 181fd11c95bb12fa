import { SignedInCertificatePage } from '@/presentation/certificates/shared/signed-in/signed-in-certificate.page';
import { signedInCertificateMessages as m } from '@/presentation/certificates/shared/signed-in/signed-in-certificate.messages';

/** /certificados/certificado-afiliacion-con-beneficiarios (c06). */
export function WithBeneficiariesCertificatePage() {
  return <SignedInCertificatePage code="C06" texts={m.withBeneficiaries} />;
}

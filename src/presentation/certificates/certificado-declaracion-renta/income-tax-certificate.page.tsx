import { SignedInCertificatePage } from '@/presentation/certificates/shared/signed-in/signed-in-certificate.page';
import { signedInCertificateMessages as m } from '@/presentation/certificates/shared/signed-in/signed-in-certificate.messages';

/** /certificados/certificado-declaracion-renta (c04): the model flow of docs/adr/0009. */
export function IncomeTaxCertificatePage() {
  return <SignedInCertificatePage code="C04" texts={m.incomeTax} />;
}

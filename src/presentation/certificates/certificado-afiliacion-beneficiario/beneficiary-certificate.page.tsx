import { AnonymousCertificatePage } from '@/presentation/certificates/shared/anonymous/anonymous-certificate.page';

/** /certificados/certificado-afiliacion-beneficiario (c02). */
export function BeneficiaryCertificatePage() {
  return <AnonymousCertificatePage flow="beneficiary" />;
}

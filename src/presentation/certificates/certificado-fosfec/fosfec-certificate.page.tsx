import { AnonymousCertificatePage } from '@/presentation/certificates/shared/anonymous/anonymous-certificate.page';

/** /certificados/certificado-fosfec (c07). */
export function FosfecCertificatePage() {
  return <AnonymousCertificatePage flow="fosfec" />;
}

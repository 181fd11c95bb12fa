import { AnonymousCertificatePage } from '@/presentation/certificates/shared/anonymous/anonymous-certificate.page';

/** /certificados/certificado-afiliacion-trabajador (c01). */
export function WorkerCertificatePage() {
  return <AnonymousCertificatePage flow="worker" />;
}

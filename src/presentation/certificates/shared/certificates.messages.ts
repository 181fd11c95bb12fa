import type { BeneficiaryListUnavailable } from '@/domain/certificates/beneficiary-list.outcomes';

/** Why a signed-in certificate cannot be given (docs/certificates.md, 'Certificado no disponible'). */
export type CertificateUnavailableReason = BeneficiaryListUnavailable | 'noCumpleLasCondiciones';

/** Texts shared by the certificate pages (docs/certificates.md gives the cases). */
export const certificatesMessages = {
  sectionTitle: 'Certificados',
  unavailable: {
    title: 'Certificado no disponible',
    reasons: {
      errorConsulta: 'Se ha presentado un error consultando sus beneficiarios, por favor intenta más tarde.',
      titularRetirado:
        'El documento ingresado no corresponde al de un afiliado activo, por lo tanto, no podemos generar tu certificado.',
      titularSinBeneficiarios: 'No se encontraron beneficiarios asociados a tu usuario.',
      // The fund names the case (noCumpleLasCondiciones) and its link, not the sentence.
      noCumpleLasCondiciones: 'No cumples con las condiciones para generar este certificado.',
    } satisfies Record<CertificateUnavailableReason, string>,
    serviceChannelsLead: 'Si necesitas más información, comunícate con nuestros',
    serviceChannelsLink: 'canales de atención',
  },
  backToCertificates: 'Regresar',
  goHome: 'Ir al inicio',
} as const;

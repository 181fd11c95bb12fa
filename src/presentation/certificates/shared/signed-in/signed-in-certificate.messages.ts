/** Titles and leads of the signed-in certificate pages (names as docs/certificates.md and the fund's grid give them). */
export const signedInCertificateMessages = {
  incomeTax: {
    title: 'Certificado para declaración de renta',
    lead: 'Obtén el certificado con la información de tu afiliación que necesitas para tu declaración de renta.',
  },
  withBeneficiaries: {
    title: 'Certificado de afiliación con beneficiarios',
    lead: 'Obtén el certificado de tu afiliación a la caja con los beneficiarios que tienes registrados.',
  },
} as const;

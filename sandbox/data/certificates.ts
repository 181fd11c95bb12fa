/**
 * The certificate cards as the fund's API lists them (the contract's `listCertificates`).
 * Codes are lower case here, as the list returns them; request payloads use the upper-case
 * spellings (C04, C05...), which is the portal's concern, not the sandbox's.
 */
type CertificateRole = 'any_role' | 'role_personas';

export interface CertificateCard {
  readonly code: string;
  readonly name: string;
  readonly role: CertificateRole;
}

export const certificateCards: readonly CertificateCard[] = [
  // any_role: the three certificates anyone can request by document type and number.
  { code: 'c01', name: 'Certificado de afiliación trabajador', role: 'any_role' },
  { code: 'c02', name: 'Certificado de afiliación beneficiario', role: 'any_role' },
  { code: 'c03', name: 'Consulta de cuota monetaria', role: 'role_personas' },
  { code: 'c04', name: 'Certificado para declaración de renta', role: 'role_personas' },
  { code: 'c05', name: 'Certificado escolar', role: 'role_personas' },
  { code: 'c06', name: 'Certificado de afiliación con beneficiarios', role: 'role_personas' },
  { code: 'c07', name: 'Certificado FOSFEC', role: 'any_role' },
  { code: 'c08', name: 'Tarjeta de afiliación', role: 'role_personas' },
  { code: 'c09', name: 'Certificado de defunción de beneficiario', role: 'role_personas' },
];

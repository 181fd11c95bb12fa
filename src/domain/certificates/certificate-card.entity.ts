/**
 * The certificate cards of /certificados (docs/certificates.md, 'Certificate card'). The fund's
 * list names each card by a lower-case code; the portal knows nine of them, and a card whose
 * code it does not know is not shown (it would have no page to open).
 */
export type CertificateCode = 'c01' | 'c02' | 'c03' | 'c04' | 'c05' | 'c06' | 'c07' | 'c08' | 'c09';

/** any_role: anyone may act on the card; role_personas: only a signed-in person. */
export type CertificateRole = 'any_role' | 'role_personas';

export interface CertificateCard {
  readonly code: CertificateCode;
  readonly name: string;
  readonly role: CertificateRole;
}

/** The upper-case spelling request payloads use (C04, C05, C06, C08, C09). */
export type UpstreamCertificateCode = Uppercase<CertificateCode>;

export const certificateCodes: readonly CertificateCode[] = Object.freeze([
  'c01',
  'c02',
  'c03',
  'c04',
  'c05',
  'c06',
  'c07',
  'c08',
  'c09',
]);

/** Where each card leads (docs/shell.md, the routes). */
export const certificateRoutes: Readonly<Record<CertificateCode, string>> = Object.freeze({
  c01: '/certificados/certificado-afiliacion-trabajador',
  c02: '/certificados/certificado-afiliacion-beneficiario',
  c03: '/certificados/cuota-monetaria',
  c04: '/certificados/certificado-declaracion-renta',
  c05: '/certificados/certificado-escolar',
  c06: '/certificados/certificado-afiliacion-con-beneficiarios',
  c07: '/certificados/certificado-fosfec',
  c08: '/certificados/tarjeta-afiliacion',
  c09: '/certificados/certificado-defuncion-beneficiario',
});

export function isCertificateCode(value: unknown): value is CertificateCode {
  return typeof value === 'string' && (certificateCodes as readonly string[]).includes(value);
}

export function upstreamCertificateCode(code: CertificateCode): UpstreamCertificateCode {
  return code.toUpperCase() as UpstreamCertificateCode;
}

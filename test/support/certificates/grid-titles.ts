/**
 * The nine cards of `/certificados` against the sandbox's certificate list, in its order
 * (docs/certificates.md, the grid). Shared by the page test, the Chromium spec and the engines' flow,
 * so this file imports nothing: Node runs it as it is for the engines suite.
 */
export const sandboxGridTitles = [
  'Certificado de afiliación trabajador',
  'Certificado de afiliación beneficiario',
  'Consulta de cuota monetaria',
  'Certificado para declaración de renta',
  'Certificado escolar',
  'Certificado de afiliación con beneficiarios',
  'Certificado FOSFEC',
  'Tarjeta de afiliación',
  'Certificado de defunción de beneficiario',
] as const;

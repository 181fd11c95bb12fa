import { outcomeTable } from '@/domain/shared/outcome-table.rules';
import type { UpstreamCertificateCode } from './certificate-card.entity';

/**
 * What the fund's answers to the signed-in certificate calls lead to (docs/certificates.md),
 * for the income-tax (C04), school (C05) and with-beneficiaries (C06) certificates and the
 * affiliation card (C08). A transport failure never reaches these tables: the use cases turn it into the
 * generic 'Error del sistema' before a code is read.
 */

/**
 * The certificates the signed-in delivery screens hand over. C05 is one of them: the
 * 'Selected certificate' carries C04, C05 or C06, and the school download ends 'ready at step 1'.
 */
export type DeliverableCertificateCode = Extract<UpstreamCertificateCode, 'C04' | 'C05' | 'C06' | 'C08'>;

/**
 * A certificate ready to download or send (docs/certificates.md, 'Selected certificate'): the
 * upstream code travels with it because the e-mail call names the certificate by code.
 */
export interface DeliverableCertificate {
  readonly code: DeliverableCertificateCode;
  readonly name: string;
  readonly binary: string;
}

/** Each certificate's name (docs/certificates.md), used when the fund's answer has none. */
export const deliverableCertificateNames: Readonly<Record<DeliverableCertificateCode, string>> = Object.freeze({
  C04: 'Certificado para declaración de renta',
  C05: 'Certificado escolar',
  C06: 'Certificado de afiliación con beneficiarios',
  C08: 'Tarjeta de afiliación',
});

/**
 * POST certificates/downloadable (C04, C05, C06) and POST affiliationCard (C08): responseCode 0
 * -> the certificate is ready (step 1); any other code -> conditions not met (step 4), the
 * fund's `noCumpleLasCondiciones`.
 */
export const certificateGenerationOutcomes = outcomeTable<'ready', 'noCumpleLasCondiciones'>({ 0: 'ready' }, 'noCumpleLasCondiciones');

export const certificateGenerationOutcome = (code: number | null) => certificateGenerationOutcomes.outcomeOf(code);

/**
 * POST sendCertificateByEmail: code 0 -> sent (step 3); 422 -> the further screen of step 5
 * (the fund could not send it, e.g. no e-mail on record); any other code -> the generic error.
 */
export const sendByEmailOutcomes = outcomeTable<'sent' | 'notSent', 'systemError'>({ 0: 'sent', 422: 'notSent' }, 'systemError');

export const sendByEmailOutcome = (code: number | null) => sendByEmailOutcomes.outcomeOf(code);

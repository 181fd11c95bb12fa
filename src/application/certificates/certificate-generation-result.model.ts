import {
  certificateGenerationOutcome,
  deliverableCertificateNames,
  type DeliverableCertificate,
  type DeliverableCertificateCode,
} from '@/domain/certificates/certificate-delivery.outcomes';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { CertificateFileAnswer, CertificatesGateway } from './certificates-gateway.port';
import { certificateCardName } from './list-certificates.use-case';

/**
 * What asking the fund for a signed-in certificate gives: C04, C05 and C06 through
 * certificates/downloadable, C08 through affiliationCard. `kind` is the outcome of
 * `certificateGenerationOutcome`, or the generic error when there is nothing to read.
 */
export type CertificateGenerationResult =
  | { readonly kind: 'ready'; readonly certificate: DeliverableCertificate }
  | { readonly kind: 'noCumpleLasCondiciones' }
  | { readonly kind: 'systemError' };

/**
 * The one mapping of a generation answer, for every signed-in certificate (docs/certificates.md):
 * no answer -> system error; a code other than 0 -> conditions not met (step 4); a 0 without
 * the PDF -> system error; a 0 with it -> ready (step 1), under the fund's name for it, or
 * the portal's own name for the code when the fund's is missing or blank.
 */
export function generationResult(
  code: DeliverableCertificateCode,
  answer: GatewayAnswer<CertificateFileAnswer>,
): CertificateGenerationResult {
  if (!answer.ok) return { kind: 'systemError' };
  const outcome = certificateGenerationOutcome(answer.code);
  if (outcome !== 'ready') return { kind: outcome };
  const { binary, name } = answer.value;
  if (binary === null || binary === '') return { kind: 'systemError' };
  return { kind: 'ready', certificate: { code, name: readName(name) ?? deliverableCertificateNames[code], binary } };
}

/**
 * `generationResult` for certificates/downloadable (C04, C05, C06), whose success may carry the
 * PDF alone (`data` as a bare base64 string, so no name). Only then — a ready PDF without a
 * name — the certificate list is asked for the card with that code, and the certificate takes
 * the card's name (the fund's own, commas and year included); the portal's own name remains the
 * fallback when the list fails or has no such card (ADR 0011).
 */
export async function downloadableGenerationResult(
  gateway: CertificatesGateway,
  code: DeliverableCertificateCode,
  answer: GatewayAnswer<CertificateFileAnswer>,
): Promise<CertificateGenerationResult> {
  const result = generationResult(code, answer);
  if (result.kind !== 'ready' || (answer.ok && readName(answer.value.name) !== null)) return result;
  const cardName = await certificateCardName(gateway, code);
  return cardName === null ? result : { kind: 'ready', certificate: { ...result.certificate, name: cardName } };
}

const readName = (name: string | null): string | null => (name !== null && name.trim() !== '' ? name.trim() : null);

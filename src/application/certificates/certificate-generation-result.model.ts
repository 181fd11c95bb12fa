import {
  certificateGenerationOutcomes,
  deliverableCertificateNames,
  type DeliverableCertificate,
  type DeliverableCertificateCode,
} from '@/domain/certificates/certificate-delivery.outcomes';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { CertificateFileAnswer } from './certifications-gateway.port';

/**
 * What asking the fund for a signed-in certificate gives: C04, C05 and C06 through
 * certificates/downloadable, C08 through affiliationCard. `kind` is the outcome of
 * `certificateGenerationOutcomes`, or the generic error when there is nothing to read.
 */
export type CertificateGenerationResult =
  | { readonly kind: 'ready'; readonly certificate: DeliverableCertificate }
  | { readonly kind: 'noCumpleLasCondiciones' }
  | { readonly kind: 'systemError' };

/**
 * The one mapping of a generation answer, for every signed-in certificate (spec section 4):
 * no answer -> system error; a code other than 0 -> conditions not met (step 4); a 0 without
 * the PDF -> system error; a 0 with it -> ready (step 1), under the fund's name for it, or the
 * spec's name for the code when the fund's is missing or blank.
 */
export function generationResult(
  code: DeliverableCertificateCode,
  answer: GatewayAnswer<CertificateFileAnswer>,
): CertificateGenerationResult {
  if (!answer.ok) return { kind: 'systemError' };
  const outcome = certificateGenerationOutcomes.outcomeOf(answer.code);
  if (outcome !== 'ready') return { kind: outcome };
  const { binary, name } = answer.value;
  if (binary === null || binary === '') return { kind: 'systemError' };
  const certificateName = name !== null && name.trim() !== '' ? name.trim() : deliverableCertificateNames[code];
  return { kind: 'ready', certificate: { code, name: certificateName, binary } };
}

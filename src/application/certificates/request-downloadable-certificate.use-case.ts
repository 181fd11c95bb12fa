import { inject, injectable } from 'inversify';
import {
  certificateGenerationOutcome,
  deliverableCertificateNames,
  type DeliverableCertificate,
  type DeliverableCertificateCode,
} from '@/domain/certificates/certificate-delivery.outcomes';
import { CertificationsGateway, type CertificateFileAnswer } from './certifications-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer';

export type CertificateGenerationResult =
  | { readonly kind: 'ready'; readonly certificate: DeliverableCertificate }
  | { readonly kind: 'notAvailable' }
  | { readonly kind: 'systemError' };

/** The certificates a signed-in person asks for on entering their page. */
export type DownloadableCertificateCode = Extract<DeliverableCertificateCode, 'C04' | 'C06'>;

/**
 * Asks the fund for the signed-in person's own certificate on entering its page (spec section
 * 4, 'Certificate pages with sign-in': POST certificates/downloadable, optionalPersons null):
 * responseCode 0 with the PDF -> ready (step 1); any other code -> conditions not met (step 4);
 * no answer, or a 0 without a PDF -> system error (the modal, then home with a reload).
 */
@injectable()
export class RequestDownloadableCertificate {
  constructor(@inject(CertificationsGateway) private readonly gateway: CertificationsGateway) {}

  async execute(code: DownloadableCertificateCode): Promise<CertificateGenerationResult> {
    const answer = await this.gateway.requestDownloadableCertificate({ certificateCode: code, optionalPersons: null });
    return generationResult(code, answer);
  }
}

/** Shared with the affiliation card, whose call answers the same way. */
export function generationResult(
  code: DeliverableCertificateCode,
  answer: GatewayAnswer<CertificateFileAnswer>,
): CertificateGenerationResult {
  if (!answer.ok) return { kind: 'systemError' };
  if (certificateGenerationOutcome(answer.code) === 'notAvailable') return { kind: 'notAvailable' };
  const { binary, name } = answer.value;
  if (binary === null || binary === '') return { kind: 'systemError' };
  const certificateName = name !== null && name.trim() !== '' ? name.trim() : deliverableCertificateNames[code];
  return { kind: 'ready', certificate: { code, name: certificateName, binary } };
}

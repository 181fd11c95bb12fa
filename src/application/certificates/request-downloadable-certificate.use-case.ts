import { inject, injectable } from 'inversify';
import type { DeliverableCertificateCode } from '@/domain/certificates/certificate-delivery.outcomes';
import { downloadableGenerationResult, type CertificateGenerationResult } from './certificate-generation-result.model';
import { CertificatesGateway } from './certificates-gateway.port';

/** The certificates a signed-in person asks for on entering their page. */
export type DownloadableCertificateCode = Extract<DeliverableCertificateCode, 'C04' | 'C06'>;

/**
 * Asks the fund for the signed-in person's own certificate on entering its page (docs/certificates.md,
 * 'Certificate pages with sign-in': POST certificates/downloadable, optionalPersons null):
 * responseCode 0 with the PDF -> ready (step 1); any other code -> conditions not met (step 4);
 * no answer, or a 0 without a PDF -> system error (the modal, then home with a reload). A PDF
 * sent without a name is named from the certificate list's card (`downloadableGenerationResult`).
 */
@injectable()
export class RequestDownloadableCertificate {
  constructor(@inject(CertificatesGateway) private readonly gateway: CertificatesGateway) {}

  async execute(code: DownloadableCertificateCode): Promise<CertificateGenerationResult> {
    const answer = await this.gateway.requestDownloadableCertificate({ certificateCode: code, optionalPersons: null });
    return downloadableGenerationResult(this.gateway, code, answer);
  }
}

import { inject, injectable } from 'inversify';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import { downloadableGenerationResult, type CertificateGenerationResult } from './certificate-generation-result.model';
import { CertificatesGateway } from './certificates-gateway.port';

/**
 * Asks the fund for the school certificate of one beneficiary (c05 download, the contract's
 * `requestDownloadableCertificate`: POST certificates/downloadable with certificateCode 'C05' and optionalPersons =
 * [that beneficiary's document]). The answer reads as for C04 and C06 (`generationResult`):
 * ready -> step 1 of the delivery screens; any other code -> conditions not met; no answer, or
 * a 0 without a PDF -> system error ('Error del sistema', back to the home page). A PDF sent
 * without a name is named from the certificate list's c05 card (`downloadableGenerationResult`).
 */
@injectable()
export class RequestSchoolCertificate {
  constructor(@inject(CertificatesGateway) private readonly gateway: CertificatesGateway) {}

  async execute(beneficiary: Beneficiary): Promise<CertificateGenerationResult> {
    const answer = await this.gateway.requestDownloadableCertificate({
      certificateCode: 'C05',
      optionalPersons: [{ documentType: beneficiary.documentType, documentNumber: beneficiary.documentNumber }],
    });
    return downloadableGenerationResult(this.gateway, 'C05', answer);
  }
}

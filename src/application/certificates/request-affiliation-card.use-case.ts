import { inject, injectable } from 'inversify';
import { maxAffiliationCardBeneficiaries } from '@/domain/certificates/affiliation-card-selection.rules';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import { generationResult, type CertificateGenerationResult } from './certificate-generation-result.model';
import { CertificatesGateway } from './certificates-gateway.port';

/**
 * Generates the affiliation card for the chosen beneficiaries (the contract's `requestAffiliationCard`: POST
 * affiliationCard, certificateCode C08, one to five beneficiaries). responseCode 0 with the PDF
 * -> the delivery screens; any other code -> step 4; no answer -> system error. A selection
 * outside one to five never leaves the portal: the screen does not allow it, so reaching here
 * with one is a bug, answered as a system error rather than a call the fund would refuse.
 */
@injectable()
export class RequestAffiliationCard {
  constructor(@inject(CertificatesGateway) private readonly gateway: CertificatesGateway) {}

  async execute(beneficiaries: readonly Beneficiary[]): Promise<CertificateGenerationResult> {
    if (beneficiaries.length < 1 || beneficiaries.length > maxAffiliationCardBeneficiaries) return { kind: 'systemError' };
    const answer = await this.gateway.requestAffiliationCard({ beneficiaries });
    return generationResult('C08', answer);
  }
}

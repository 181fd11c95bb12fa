import { inject, injectable } from 'inversify';
import type { Beneficiary } from '@/domain/certificates/beneficiary.entity';
import { beneficiaryListOutcome, type BeneficiaryListUnavailable } from '@/domain/certificates/beneficiary-list.outcomes';
import { CertificatesGateway } from './certificates-gateway.port';

export type BeneficiaryListResult =
  | { readonly kind: 'listed'; readonly beneficiaries: readonly Beneficiary[] }
  | { readonly kind: 'unavailable'; readonly reason: BeneficiaryListUnavailable };

/**
 * Loads the signed-in affiliate's beneficiaries for the death certificate, the school
 * certificate and the affiliation card.
 *
 * Unlike most calls, a transport failure (network, time-out, 5xx, malformed body) does not
 * raise the generic modal: 'anything else' goes to the query-error screen (docs/certificates.md)
 * ('Se ha presentado un error consultando sus beneficiarios…'), which already tells the person
 * to try later and keeps them on the page. A 0 without a usable list cannot be shown either,
 * so it is a query error too; a 0 with an empty list says the same as code 1.
 */
@injectable()
export class LoadBeneficiaries {
  constructor(@inject(CertificatesGateway) private readonly gateway: CertificatesGateway) {}

  async execute(): Promise<BeneficiaryListResult> {
    const answer = await this.gateway.getBeneficiaries({ includeAll: true });
    if (!answer.ok) return unavailable('errorConsulta');
    const outcome = beneficiaryListOutcome(answer.code);
    if (outcome !== 'listed') return unavailable(outcome);
    const { beneficiaries } = answer.value;
    if (beneficiaries === null) return unavailable('errorConsulta');
    if (beneficiaries.length === 0) return unavailable('titularSinBeneficiarios');
    return { kind: 'listed', beneficiaries };
  }
}

const unavailable = (reason: BeneficiaryListUnavailable): BeneficiaryListResult => ({ kind: 'unavailable', reason });

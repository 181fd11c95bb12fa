import { inject, injectable } from 'inversify';
import { visibleCertificateCards, type VisibleCertificateCard } from '@/domain/certificates/certificate-cards.rules';
import { certificateListOutcomes } from '@/domain/certificates/certificate-list.outcomes';
import { CertificationsGateway } from './certifications-gateway.port';

export type CertificateListResult =
  | { readonly kind: 'listed'; readonly cards: readonly VisibleCertificateCard[] }
  | { readonly kind: 'systemError' };

/**
 * The cards of /certificados (spec sections 7 and 8): the list is read only when the list's
 * outcome table says 'listed' (code 200); any other code, no answer, or a 200 without a list
 * is the generic error.
 */
@injectable()
export class ListCertificates {
  constructor(@inject(CertificationsGateway) private readonly gateway: CertificationsGateway) {}

  async execute(): Promise<CertificateListResult> {
    const answer = await this.gateway.listCertificates();
    if (!answer.ok || certificateListOutcomes.outcomeOf(answer.code) !== 'listed') return { kind: 'systemError' };
    const { cards } = answer.value;
    if (cards === null) return { kind: 'systemError' };
    return { kind: 'listed', cards: visibleCertificateCards(cards) };
  }
}

import { inject, injectable } from 'inversify';
import { visibleCertificateCards, type VisibleCertificateCard } from '@/domain/certificates/certificate-cards.rules';
import { CertificationsGateway } from './certifications-gateway.port';

export type CertificateListResult =
  | { readonly kind: 'listed'; readonly cards: readonly VisibleCertificateCard[] }
  | { readonly kind: 'systemError' };

/**
 * The cards of /certificados (spec sections 7 and 8): the list is read only on code 200;
 * any other code, no answer, or a 200 without a list is the generic error.
 */
@injectable()
export class ListCertificates {
  constructor(@inject(CertificationsGateway) private readonly gateway: CertificationsGateway) {}

  async execute(): Promise<CertificateListResult> {
    const answer = await this.gateway.listCertificates();
    if (!answer.ok || answer.code !== 200 || answer.value.cards === null) return { kind: 'systemError' };
    return { kind: 'listed', cards: visibleCertificateCards(answer.value.cards) };
  }
}

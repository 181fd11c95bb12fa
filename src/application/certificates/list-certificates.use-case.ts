import { inject, injectable } from 'inversify';
import { upstreamCertificateCode, type UpstreamCertificateCode } from '@/domain/certificates/certificate-card.entity';
import { visibleCertificateCards, type VisibleCertificateCard } from '@/domain/certificates/certificate-cards.rules';
import { certificateListOutcome } from '@/domain/certificates/certificate-list.outcomes';
import { CertificatesGateway } from './certificates-gateway.port';

export type CertificateListResult =
  | { readonly kind: 'listed'; readonly cards: readonly VisibleCertificateCard[] }
  | { readonly kind: 'systemError' };

/**
 * The cards of /certificados (the contract's `listCertificates`): the list is read only when the list's
 * outcome table says 'listed' (code 200); any other code, no answer, or a 200 without a list
 * is the generic error.
 */
@injectable()
export class ListCertificates {
  constructor(@inject(CertificatesGateway) private readonly gateway: CertificatesGateway) {}

  async execute(): Promise<CertificateListResult> {
    return listCertificateCards(this.gateway);
  }
}

async function listCertificateCards(gateway: CertificatesGateway): Promise<CertificateListResult> {
  const answer = await gateway.listCertificates();
  if (!answer.ok || certificateListOutcome(answer.code) !== 'listed') return { kind: 'systemError' };
  const { cards } = answer.value;
  if (cards === null) return { kind: 'systemError' };
  return { kind: 'listed', cards: visibleCertificateCards(cards) };
}

/**
 * The fund's own name for a certificate: the name of its card in the certificate list
 * (docs/certificates.md, 'Certificate card'), read as /certificados reads it. Null when the list cannot be
 * read, has no card for the code or names it blank; the caller then falls back to the portal's own
 * name (ADR 0011). One `listarCertificados` call.
 */
export async function certificateCardName(gateway: CertificatesGateway, code: UpstreamCertificateCode): Promise<string | null> {
  const list = await listCertificateCards(gateway);
  if (list.kind !== 'listed') return null;
  const name = list.cards.find((card) => upstreamCertificateCode(card.code) === code)?.name.trim() ?? '';
  return name === '' ? null : name;
}

import { isCertificateCode, type CertificateCard, type CertificateCode, type CertificateRole } from './certificate-card.entity';

/** A card as the fund's list gives it, before the portal decides whether it can show it. */
export interface ListedCertificateCard {
  readonly code: string;
  readonly name: string;
  readonly role: string;
}

export interface VisibleCertificateCard extends CertificateCard {
  /** 'Descargar', except the two cards that open a consultation (c03, c09): 'Consultar'. */
  readonly buttonLabel: 'Descargar' | 'Consultar';
}

const consultationCodes: readonly CertificateCode[] = ['c03', 'c09'];

function isCertificateRole(value: string): value is CertificateRole {
  return value === 'any_role' || value === 'role_personas';
}

/**
 * The cards /certificados shows (docs/certificates.md; roles in docs/shell.md), in the list's order. A card whose
 * code the portal does not know has no page to open, and one with an unknown role cannot be
 * gated safely, so both are left out; a code listed twice is shown once.
 */
export function visibleCertificateCards(listed: readonly ListedCertificateCard[]): VisibleCertificateCard[] {
  const seen = new Set<CertificateCode>();
  const cards: VisibleCertificateCard[] = [];
  for (const card of listed) {
    if (!isCertificateCode(card.code) || !isCertificateRole(card.role) || seen.has(card.code)) continue;
    seen.add(card.code);
    cards.push({
      code: card.code,
      name: card.name,
      role: card.role,
      buttonLabel: consultationCodes.includes(card.code) ? 'Consultar' : 'Descargar',
    });
  }
  return cards;
}

/**
 * The 14 FOVIS (housing-subsidy) certificates, by the id the postulation info's `certificateTypes`
 * gives each card (docs/fovis.md: 'FOVIS ids 1 to 14'). The kind is the path segment of
 * `GET /api/v1/subsidies/{kind}`, spelled exactly as the contract's `getCertificate` spells it ('quiting', not 'quitting').
 */
export type FovisCertificateId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;

export type FovisCertificateKind =
  | 'not-postulated'
  | 'savings-desistment'
  | 'severances-desistment'
  | 'postulation-desistment'
  | 'uncommitted-savings'
  | 'uncommitted-severance'
  | 'mi-casa-ya'
  | 'uncollected-subsidy'
  | 'paid-subsidy'
  | 'quiting-subsidy'
  | 'quiting-subsidy-savings'
  | 'quiting-subsidy-severance'
  | 'expired-subsidy'
  | 'postulation';

/** The kind of each id (the contract's `getCertificate`). */
export const fovisCertificateKinds: Readonly<Record<FovisCertificateId, FovisCertificateKind>> = Object.freeze({
  1: 'not-postulated',
  2: 'savings-desistment',
  3: 'severances-desistment',
  4: 'postulation-desistment',
  5: 'uncommitted-savings',
  6: 'uncommitted-severance',
  7: 'mi-casa-ya',
  8: 'uncollected-subsidy',
  9: 'paid-subsidy',
  10: 'quiting-subsidy',
  11: 'quiting-subsidy-savings',
  12: 'quiting-subsidy-severance',
  13: 'expired-subsidy',
  14: 'postulation',
});

const firstFovisCertificateId = 1;
export const lastFovisCertificateId = 14;

/**
 * A FOVIS id is an integer from 1 to 14 (docs/fovis.md). Only a JSON number counts: a text such as
 * '3' is not an id here (the adapter decides whether the fund's answer spells ids as text and reads
 * them as numbers; the domain never guesses), nor is 1.5, 0, 15, NaN or null.
 */
export function isFovisCertificateId(id: unknown): id is FovisCertificateId {
  return typeof id === 'number' && Number.isInteger(id) && id >= firstFovisCertificateId && id <= lastFovisCertificateId;
}

/** The certificate a card asks for, or null when its id is not one of the 14: the 'unavailable' modal, nothing asked. */
export function certificateKindOf(id: unknown): FovisCertificateKind | null {
  return isFovisCertificateId(id) ? fovisCertificateKinds[id] : null;
}

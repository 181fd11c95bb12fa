import type { FovisCertificateId, FovisCertificateKind } from './fovis-certificate-kind.entity';

/**
 * A FOVIS certificate the fund generated, ready for step 2 (docs/fovis.md, 'Selected
 * certificate': name, binary, and for FOVIS the id). The id travels with it because the
 * send-document call names the certificate by id; the name gives the download's file name.
 */
export interface FovisCertificate {
  readonly id: FovisCertificateId;
  readonly kind: FovisCertificateKind;
  readonly name: string;
  /** The PDF as base64 (no data-URL prefix). */
  readonly binary: string;
}

/** The name when neither the card nor the answer gives one. */
export const fallbackFovisCertificateName = 'Certificado FOVIS';

/**
 * The certificate's name: the card's, as the person chose it in step 1 (the fund's own name for
 * it, `certificateTypes[].name`); else the answer's `data.name` when the fund sent one; else
 * 'Certificado FOVIS'. Trimmed.
 */
export function fovisCertificateName(cardName: string | null, answerName: string | null): string {
  const card = cardName?.trim() ?? '';
  if (card !== '') return card;
  const answered = answerName?.trim() ?? '';
  return answered !== '' ? answered : fallbackFovisCertificateName;
}

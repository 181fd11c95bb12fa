import { outcomeTable } from '@/domain/shared/outcome-table.rules';

/**
 * Choosing a step-1 card (docs/fovis.md; the contract's `getCertificate`):
 * - `generated`: `GET /api/v1/subsidies/{kind}` answers code 200 with the PDF → step 2,
 *   'Certificado generado';
 * - `notEligible`: the answer's code or its message is '500' → the modal 'Certificado no
 *   disponible', 'Actualmente no cumples con las condiciones para generar el certificado.';
 * - `unavailable`: the card's id is not an integer 1 to 14 (`certificateKindOf` is null) → the same
 *   modal, 'Lo sentimos, este certificado no está disponible en este momento.'; nothing is asked;
 * - `systemError`: any other code or none, a 200 without the PDF, or no answer → 'Error del sistema'.
 */
export type FovisCertificateOutcome = 'generated' | 'notEligible' | 'unavailable' | 'systemError';

/** The codes of the call itself; `unavailable` is decided before any call, from the id. */
export const fovisCertificateOutcomes = outcomeTable<'generated' | 'notEligible', 'systemError'>(
  { 200: 'generated', 500: 'notEligible' },
  'systemError',
);

/** An error message '500' leads to the not-available modal (the contract's `getCertificate`). */
export const notEligibleMessage = '500';

/** The answer's message says '500' (surrounding spaces ignored; '500 ' and 500 are the same word). */
export function isNotEligibleMessage(message: string | null): boolean {
  return message !== null && message.trim() === notEligibleMessage;
}

/**
 * The outcome of an answer: a 200 with a PDF is generated, whatever its message; otherwise the
 * message '500' is the not-eligible modal whatever the code (the fund may say it in the message
 * alone, beside a 200 or another code), and the table decides the rest. A 200 without a PDF is a
 * system error: there is nothing to hand over.
 */
export function fovisCertificateOutcome(code: number | null, message: string | null, binary: string | null): Exclude<FovisCertificateOutcome, 'unavailable'> {
  const outcome = fovisCertificateOutcomes.outcomeOf(code);
  const hasPdf = binary !== null && binary.trim() !== '';
  if (outcome === 'generated' && hasPdf) return 'generated';
  if (isNotEligibleMessage(message)) return 'notEligible';
  return outcome === 'generated' ? 'systemError' : outcome;
}

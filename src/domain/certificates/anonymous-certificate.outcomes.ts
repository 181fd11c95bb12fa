import { outcomeTable, type OutcomeTable } from '@/domain/shared/outcome-table.rules';

/**
 * The three certificates requested without sign-in by document type and number (docs/certificates.md,
 * the answers): what each answer code leads to, one table per call. Any code a table does not name
 * (none readable included) is a system error.
 *
 * - `generated`: the certificate went to the e-mail on record (step 2).
 * - `notGenerated`: the not-generated screen (FOSFEC step 3, worker and beneficiary step 4).
 * - `notFound`: the flow's configured not-found toast; the form keeps what was typed.
 * - `systemError`: the generic 'Error del sistema'.
 */
export type AnonymousCertificateFlow = 'worker' | 'beneficiary' | 'fosfec';

export type AnonymousCertificateOutcome = 'generated' | 'notGenerated' | 'notFound' | 'systemError';

export const anonymousCertificateOutcomes: Readonly<Record<AnonymousCertificateFlow, OutcomeTable<AnonymousCertificateOutcome>>> =
  Object.freeze({
    /** GET afiliado/sin-beneficiarios (c01). */
    worker: outcomeTable({ 200: 'generated', 422: 'notGenerated', 404: 'notFound' }, 'systemError'),
    /** GET beneficiario (c02). */
    beneficiary: outcomeTable({ 0: 'generated', 18: 'notFound', 103: 'notFound', 422: 'notGenerated' }, 'systemError'),
    /** GET fosfec (c07). */
    fosfec: outcomeTable({ 0: 'generated', 2: 'notFound', 422: 'notGenerated' }, 'systemError'),
  });

/** The outcome of an anonymous certificate's answer code, read in its flow's table. */
export const anonymousCertificateOutcome = (code: number | null, flow: AnonymousCertificateFlow): AnonymousCertificateOutcome =>
  anonymousCertificateOutcomes[flow].outcomeOf(code);

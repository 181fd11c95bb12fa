/**
 * The three certificates requested without sign-in by document type and number (spec sections
 * 4 and 8): what each answer code leads to. Anything not in a table is a system error.
 *
 * - `generated`: step 2, the certificate went to the e-mail on record.
 * - `notGenerated`: the not-generated screen (FOSFEC step 3, worker and beneficiary step 4).
 * - `notFound`: the flow's configured not-found toast; the form keeps what was typed.
 */
export type AnonymousCertificateFlow = 'worker' | 'beneficiary' | 'fosfec';

export type AnonymousCertificateOutcome = 'generated' | 'notGenerated' | 'notFound' | 'systemError';

export const anonymousCertificateOutcomes: Readonly<
  Record<AnonymousCertificateFlow, Readonly<Record<number, Exclude<AnonymousCertificateOutcome, 'systemError'>>>>
> = Object.freeze({
  worker: Object.freeze({ 200: 'generated', 422: 'notGenerated', 404: 'notFound' }),
  beneficiary: Object.freeze({ 0: 'generated', 18: 'notFound', 103: 'notFound', 422: 'notGenerated' }),
  fosfec: Object.freeze({ 0: 'generated', 2: 'notFound', 422: 'notGenerated' }),
});

/** The step the not-generated screen has in each flow (spec section 2). */
export const notGeneratedStep: Readonly<Record<AnonymousCertificateFlow, 3 | 4>> = Object.freeze({
  worker: 4,
  beneficiary: 4,
  fosfec: 3,
});

/** A null code (none readable in the body) is 'anything else'. */
export function anonymousCertificateOutcome(
  flow: AnonymousCertificateFlow,
  code: number | null,
): AnonymousCertificateOutcome {
  return (code === null ? undefined : anonymousCertificateOutcomes[flow][code]) ?? 'systemError';
}

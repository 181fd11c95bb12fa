import { outcomeTable } from '@/domain/shared/outcome-table.rules';

/**
 * What the beneficiary list of the signed-in affiliate (the contract's `getBeneficiaries`; docs/certificates.md)
 * leads to, for the death certificate, the school certificate and the affiliation card:
 * 0 lists them; 1 means the holder has none (titularSinBeneficiarios); 101 means the holder is
 * no longer an active affiliate (titularRetirado); any other code is a query error
 * (errorConsulta). The keys are the fund's own names for these cases.
 */
export type BeneficiaryListUnavailable = 'titularSinBeneficiarios' | 'titularRetirado' | 'errorConsulta';

export type BeneficiaryListOutcome = 'listed' | BeneficiaryListUnavailable;

export const beneficiaryListOutcomes = outcomeTable<Exclude<BeneficiaryListOutcome, 'errorConsulta'>, 'errorConsulta'>(
  { 0: 'listed', 1: 'titularSinBeneficiarios', 101: 'titularRetirado' },
  'errorConsulta',
);

export const beneficiaryListOutcome = (code: number | null): BeneficiaryListOutcome => beneficiaryListOutcomes.outcomeOf(code);

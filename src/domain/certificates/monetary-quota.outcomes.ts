import { outcomeTable } from '@/domain/shared/outcome-table.rules';
import type { BeneficiaryListUnavailable } from './beneficiary-list.outcomes';

/**
 * GET cuota-monetaria (c03, the contract's `getMonetaryQuota`). The quota answers with the beneficiary list's codes
 * (`getBeneficiaries` 'for monetary quota data.familiarGroups'; the sandbox answers cuota-monetaria
 * the same way), so its table names the same codes with the same keys: 0 shows the family
 * groups; 1 titularSinBeneficiarios; 101 titularRetirado; any other code errorConsulta.
 */
export type MonetaryQuotaOutcome = 'loaded' | BeneficiaryListUnavailable;

export const monetaryQuotaOutcomes = outcomeTable<Exclude<MonetaryQuotaOutcome, 'errorConsulta'>, 'errorConsulta'>(
  { 0: 'loaded', 1: 'titularSinBeneficiarios', 101: 'titularRetirado' },
  'errorConsulta',
);

export const monetaryQuotaOutcome = (code: number | null): MonetaryQuotaOutcome => monetaryQuotaOutcomes.outcomeOf(code);


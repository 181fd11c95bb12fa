import { outcomeTable } from '@/domain/shared/outcome-table.rules';

/**
 * GET listarCertificados (the contract's `listCertificates`): the cards are read only on code 200; any
 * other code (none readable included) is the generic error ('Certificates list non-200').
 */
export const certificateListOutcomes = outcomeTable<'listed', 'systemError'>({ 200: 'listed' }, 'systemError');

export const certificateListOutcome = (code: number | null) => certificateListOutcomes.outcomeOf(code);

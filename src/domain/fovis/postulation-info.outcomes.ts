import { outcomeTable } from '@/domain/shared/outcome-table.rules';

/**
 * GET /api/v1/subsidies/postulation-info (the contract's `getPostulationInfo`; docs/fovis.md):
 * - `summary`: responseCode 200 with `data` → the top block and the step-1 cards;
 * - `systemError`: any other code, or none → 'Error del sistema', closing it returns to the
 *   online-services home.
 *
 * A 200 whose `data` cannot be read is no summary to show: `postulationInfoOutcome` makes it a
 * system error.
 */
export type PostulationInfoOutcome = 'summary' | 'systemError';

export const postulationInfoOutcomes = outcomeTable<'summary', 'systemError'>({ 200: 'summary' }, 'systemError');

export function postulationInfoOutcome(code: number | null, info: object | null): PostulationInfoOutcome {
  const outcome = postulationInfoOutcomes.outcomeOf(code);
  return outcome === 'summary' && info === null ? 'systemError' : outcome;
}

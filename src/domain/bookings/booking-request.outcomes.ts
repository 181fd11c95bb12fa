import { outcomeTable } from '@/domain/shared/outcome-table.rules';

/**
 * POST /api/v1/create-request/create-request (the contract's `createRequest`):
 * - `filed`: responseCode 200 with `data.uploadedDocuments` → 'Solicitud generada con éxito' listing
 *   one filing number per person;
 * - `systemError`: any other code, or none → 'Error del sistema', closing it reloads the page and
 *   the draft brings everything back.
 *
 * A 200 without a filing number for every person sent is a system error too: telling someone
 * their request was filed without the number to follow it up would leave them with nothing.
 */
export type BookingRequestOutcome = 'filed' | 'systemError';

export const bookingRequestOutcomes = outcomeTable<'filed', 'systemError'>({ 200: 'filed' }, 'systemError');

export function bookingRequestOutcome(code: number | null, filedPeople: number | null, sentPeople: number): BookingRequestOutcome {
  if (bookingRequestOutcomes.outcomeOf(code) !== 'filed') return 'systemError';
  return filedPeople !== null && filedPeople >= sentPeople && filedPeople > 0 ? 'filed' : 'systemError';
}

import { outcomeTable } from '@/domain/shared/outcome-table.rules';

/**
 * POST /api/v1/subsidies/send-document (the contract's `sendDocument`), the call both
 * step-2 actions make:
 * - `registered`: responseCode 200 → with `sendEmail: false` the PDF is then saved on the device
 *   (step 3); with `sendEmail: true` the fund has sent it to `data.mail` (step 4);
 * - `systemError`: any other code, or none → 'Error del sistema'.
 */
export const sendDocumentOutcomes = outcomeTable<'registered', 'systemError'>({ 200: 'registered' }, 'systemError');

export const sendDocumentOutcome = (code: number | null) => sendDocumentOutcomes.outcomeOf(code);

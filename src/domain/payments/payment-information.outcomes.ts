import { outcomeTable } from '@/domain/shared/outcome-table.rules';

/**
 * GET /api/pagos/information (the contract's `getPaymentInformation`; docs/payments.md): the result of the checkout
 * session whose `requestId` the portal stored. `data.code` 0 is an answer, read with the rules of
 * `payment-status.rules.ts`; 404 (no session with that `requestId`) and any other code, as the `error`
 * flag or a failed call, make the status 'error'.
 */
export const paymentInformationOutcomes = outcomeTable<'answered' | 'error', 'error'>({ 0: 'answered', 404: 'error' }, 'error');

export const paymentInformationOutcome = (code: number | null) => paymentInformationOutcomes.outcomeOf(code);

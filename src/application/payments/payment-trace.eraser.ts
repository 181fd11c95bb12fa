import { storageKeys, type SessionKeyValueStorage } from '@/application/shared/key-value-storage.port';
import type { ErasureMoment, PersonalDataEraser } from '@/application/shared/session/personal-data-eraser.port';

/**
 * The tab's one-time mark that it left for the checkout and awaits the return: written with the
 * request id by `RequestPayment` when it sends the tab to the checkout, removed by the first page
 * that reads the result (`CheckPaymentStatus`). Only that page shows the transaction's data (the
 * payer's name, IP address, amount, reference); a page that finds the trace without the mark (a
 * reload, a tab the browser reopened or restored with its session storage) shows the outcome alone.
 */
export const paymentReturnAwaitedKey = 'portal.paymentReturnAwaited';

/**
 * The payments' `PersonalDataEraser`: removes the tab's payment trace (`requestId`, `estadoPago`
 * and the awaited-return mark, in session storage) when a signed-in session ends, so the next
 * person at that tab cannot reopen the payer's result. An anonymous start keeps it: paying needs
 * no session, and the return from the checkout and every reload of the result are anonymous starts
 * that must still find it.
 * A plain function free of the feature's other imports, because the shell module binds it and so
 * every page loads it.
 */
export const paymentTraceEraser = (tab: SessionKeyValueStorage): PersonalDataEraser => ({
  erase: (moment: ErasureMoment) => {
    if (moment !== 'sessionEnded') return;
    tab.remove(storageKeys.requestId);
    tab.remove(storageKeys.estadoPago);
    tab.remove(paymentReturnAwaitedKey);
  },
});

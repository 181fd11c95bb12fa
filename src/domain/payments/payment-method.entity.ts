/**
 * How the person pays (docs/payments.md): by card at the provider's checkout ('Pagar'), or in
 * cash at an authorised correspondent ('Pagar en efectivo'). The API's `paymentMethod` is '' for
 * the card and 'Efectivo' for cash.
 */
export type PaymentMethod = 'card' | 'cash';

export const paymentMethodCodes: Readonly<Record<PaymentMethod, '' | 'Efectivo'>> = Object.freeze({
  card: '',
  cash: 'Efectivo',
});

/**
 * Cash payment (docs/payments.md): the person has 6 hours to pay at an authorised correspondent, and
 * after choosing cash must wait the same 6 hours before changing the payment method. The
 * correspondents' agreement (convenio) number is 93282.
 */
export const cashPayment = Object.freeze({
  hoursToPay: 6,
  hoursBeforeChangingMethod: 6,
  correspondentAgreement: '93282',
});

/**
 * An amount as the payments API gives it (`valor {total, moneda}`): `total` in the
 * currency's units, `currency` its code as sent ('COP'). The portal's payments are all in
 * Colombian pesos, shown without decimals (`formatCop`).
 */
interface Money {
  readonly total: number;
  readonly currency: string;
}

/** The currency the fund charges in; the code an answer without `moneda` is read in. */
export const pesos = 'COP';

/**
 * One obligation the person can pay online (docs/payments.md, 'Pending payment'; the API's
 * `descripcion`, `referenciaPago`, `fechaMaximaPago`, `valor`).
 */
export interface PendingPayment {
  /** `descripcion`: what the obligation is; '' when the fund sent none. */
  readonly description: string;
  /** `referenciaPago`: the payment reference, sent back as `referencia` when paying it. */
  readonly reference: string;
  /**
   * `fechaMaximaPago`: the last day to pay, as the fund wrote it ('2026-12-15', a wall-clock date
   * shown with `formatDate`); null when it is missing or not a readable date.
   */
  readonly dueDate: string | null;
  /** `valor`. */
  readonly amount: Money;
}

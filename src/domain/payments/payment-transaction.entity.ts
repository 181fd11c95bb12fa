/**
 * What the fund tells about a checkout session (GET /api/pagos/information, the contract's `getPaymentInformation`):
 * the request the portal made ('Payment request data') and the payment attempts made in it
 * ('Payment data'). Every field is null when the answer lacks it or sends it with a type that cannot
 * be shown; numbers sent as identifiers (an authorization 999999) are kept as their text.
 */
export interface PaymentRequestRecord {
  /** `payment.reference`. */
  readonly reference: string | null;
  /** `payment.description`. */
  readonly description: string | null;
  /** `payment.amount.total`: what was asked for, shown when no attempt carries an amount. */
  readonly amount: number | null;
  /** `ipAddress`: the IP the request was made from. */
  readonly ipAddress: string | null;
  /** `buyer.name`. */
  readonly buyerName: string | null;
  /** `buyer.surname`. */
  readonly buyerSurname: string | null;
}

/** One payment attempt (`payment`, or one entry of it when the provider sends a list). */
export interface PaymentRecord {
  /** `status.status`, as sent. */
  readonly status: string | null;
  /** `status.date`, as sent (an ISO date-time with offset, e.g. '2026-11-24T10:15:30-05:00'). */
  readonly date: string | null;
  /** `amount.from.total`. */
  readonly amount: number | null;
  readonly paymentMethodName: string | null;
  readonly issuerName: string | null;
  readonly authorization: string | null;
  readonly receipt: string | null;
}

/**
 * The transaction data table of the result screen (docs/payments.md, step 4), from the
 * request and the payment attempt shown.
 */
export interface PaymentTransaction {
  readonly reference: string | null;
  readonly description: string | null;
  /** In pesos: the attempt's `amount.from.total`, else the request's `payment.amount.total`. */
  readonly amount: number | null;
  /** The attempt's `status.date`, as sent; show it with `formatDateTime`. */
  readonly date: string | null;
  readonly paymentMethod: string | null;
  readonly issuer: string | null;
  readonly authorization: string | null;
  readonly receipt: string | null;
  /** `buyer.name` and `buyer.surname`, joined by a space; null when both are missing. */
  readonly buyerFullName: string | null;
  readonly ipAddress: string | null;
}

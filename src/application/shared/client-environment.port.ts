/**
 * What the visitor's browser says about itself, for the payment provider (the contract's `requestPayment`: the
 * payment request carries the `userAgent`). A port so use cases never read `navigator`.
 */
export interface ClientEnvironment {
  /** The browser's user-agent string; '' when it cannot be read. */
  userAgent(): string;
}
export const ClientEnvironment = Symbol.for('ClientEnvironment');

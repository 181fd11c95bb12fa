/**
 * Leaves the portal for another site in the same tab (the card checkout of the payments flow).
 * Behind a port because `window.location` cannot be spied on in tests, and so the address is
 * checked by the use case (the allowed checkout origins) before anything navigates.
 */
export interface ExternalNavigator {
  leaveTo(url: string): void;
}
export const ExternalNavigator = Symbol.for('ExternalNavigator');

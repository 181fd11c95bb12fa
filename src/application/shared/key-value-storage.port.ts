/**
 * Browser storage for the spec's keys that other tabs and windows read, or that outlive the tab
 * (requestId, estadoPago, isExpired, ipClient): local storage in the browser. Never for tokens:
 * those stay in the identity library's session store (ADR 0010).
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
export const KeyValueStorage = Symbol.for('KeyValueStorage');

/**
 * The same contract over storage that dies with the tab (session storage in the browser), for
 * personal data: the signed-in person's documentType and documentNumber, and the features' own
 * keys (each removed by its `PersonalDataEraser`). A later visitor of a shared computer must not
 * find them (ADR 0010).
 */
export type SessionKeyValueStorage = KeyValueStorage;
export const SessionKeyValueStorage = Symbol.for('SessionKeyValueStorage');

/** The storage keys the spec names, spelled as the spec spells them. */
export const storageKeys = Object.freeze({
  documentType: 'documentType',
  documentNumber: 'documentNumber',
  requestId: 'requestId',
  estadoPago: 'estadoPago',
  isExpired: 'isExpired',
  ipClient: 'ipClient',
});

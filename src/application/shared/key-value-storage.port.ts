/**
 * Browser storage for the spec's keys (documentType, documentNumber, requestId, estadoPago,
 * isExpired, ipClient). Never for tokens: those stay in the identity library's session store.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
export const KeyValueStorage = Symbol.for('KeyValueStorage');

/** The storage keys the spec names, spelled as the spec spells them. */
export const storageKeys = Object.freeze({
  documentType: 'documentType',
  documentNumber: 'documentNumber',
  requestId: 'requestId',
  estadoPago: 'estadoPago',
  isExpired: 'isExpired',
  ipClient: 'ipClient',
});

/**
 * Browser storage for the portal's keys that other tabs and windows read (isExpired): local storage
 * in the browser. Never for tokens: those stay in the identity library's session store (ADR 0010);
 * never for the payment trace (ADR 0013, amendment), whose copies from earlier builds are only
 * removed through it.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
export const KeyValueStorage = Symbol.for('KeyValueStorage');

/**
 * The same contract over storage that dies with the tab (session storage in the browser), for
 * personal data: the signed-in person's documentType and documentNumber, the payment trace
 * (requestId, estadoPago: ADR 0013, amendment), and the features' own keys (each removed by its
 * `PersonalDataEraser`). A later visitor of a shared computer must not find them (ADR 0010).
 */
export type SessionKeyValueStorage = KeyValueStorage;
export const SessionKeyValueStorage = Symbol.for('SessionKeyValueStorage');

/**
 * The portal's browser storage keys (docs/glossary.md), spelled exactly. `ipClient` is kept in memory
 * (`StoreClientIp`); its key only names the copy earlier builds left in local storage.
 */
export const storageKeys = Object.freeze({
  documentType: 'documentType',
  documentNumber: 'documentNumber',
  requestId: 'requestId',
  estadoPago: 'estadoPago',
  isExpired: 'isExpired',
  ipClient: 'ipClient',
});

/**
 * The portal's keys that other builds may have left in local storage and this build keeps elsewhere (the
 * payment trace in the tab's session storage, the client IP in memory: ADR 0013, amendment). Every
 * start removes them from local storage unread (`StoreClientIp`): a request id or an address found
 * there may be an earlier visitor's.
 */
export const earlierBuildsLocalKeys: readonly string[] = Object.freeze([storageKeys.requestId, storageKeys.estadoPago, storageKeys.ipClient]);

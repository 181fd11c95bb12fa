/**
 * Promise wrappers over IndexedDB's event-based requests, for any database: they know no store,
 * record or feature. Each settles once, rejecting with the browser's error (or a generic one when
 * the browser gives none).
 */

/** How a database is opened: its name and version, what an upgrade creates, how long to wait. */
export interface DatabaseSchema {
  readonly name: string;
  readonly version: number;
  /** Creates the stores and indexes; runs on `upgradeneeded`, inside the version change. */
  readonly upgrade: (db: IDBDatabase) => void;
  /** Past this the open resolves null; a success that arrives later is closed at once. */
  readonly timeoutMs: number;
}

/**
 * Opens the database, creating or upgrading it as needed. Resolves null when the browser never
 * answers within `timeoutMs` (Safari 14.1 could leave `indexedDB.open` unanswered), rejects on error.
 */
export function openDatabase(factory: IDBFactory, schema: DatabaseSchema): Promise<IDBDatabase | null> {
  return new Promise<IDBDatabase | null>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      resolve(null);
    }, schema.timeoutMs);
    const request = factory.open(schema.name, schema.version);
    request.onupgradeneeded = () => schema.upgrade(request.result);
    request.onsuccess = () => {
      clearTimeout(timer);
      if (settled) request.result.close();
      else resolve(request.result);
    };
    request.onerror = () => {
      clearTimeout(timer);
      reject(request.error ?? new Error('indexedDB.open failed'));
    };
  });
}

/**
 * False only when the browser lists its databases and `name` is not among them, so a caller can
 * avoid creating a database just by looking. True when the browser cannot tell.
 */
export async function databaseMayExist(factory: IDBFactory, name: string): Promise<boolean> {
  if (typeof factory.databases !== 'function') return true;
  try {
    return (await factory.databases()).some((info) => info.name === name);
  } catch {
    return true;
  }
}

/** The request's result once it succeeds. */
export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Settles when the transaction ends: a write counts once it has committed, not when its request succeeded. */
export function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** The store in a read-only transaction of its own. */
export function readOnlyStore(db: IDBDatabase, storeName: string): IDBObjectStore {
  return db.transaction(storeName, 'readonly').objectStore(storeName);
}

/** The value under `key` (undefined when there is none), as stored: callers check its shape. */
export async function getValue(db: IDBDatabase, storeName: string, key: IDBValidKey): Promise<unknown> {
  const request: IDBRequest<unknown> = readOnlyStore(db, storeName).get(key);
  return requestResult(request);
}

/**
 * Writes the value (the store's key path names its key) and resolves once the transaction has
 * committed. The transaction is committed at once rather than when the page's task ends, so a
 * write started as the page goes away (a reload) reaches the disk before the page does.
 */
export async function putValue(db: IDBDatabase, storeName: string, value: unknown, options?: IDBTransactionOptions): Promise<void> {
  const transaction = db.transaction(storeName, 'readwrite', options);
  const done = transactionDone(transaction);
  transaction.objectStore(storeName).put(value);
  // Missing before Safari 15 and Firefox 74: those commit when the task ends, as the standard did.
  if (typeof transaction.commit === 'function') transaction.commit();
  await done;
}

/** Deletes the value under `key` and resolves once the transaction has committed. */
export async function deleteValue(db: IDBDatabase, storeName: string, key: IDBValidKey, options?: IDBTransactionOptions): Promise<void> {
  const transaction = db.transaction(storeName, 'readwrite', options);
  const done = transactionDone(transaction);
  transaction.objectStore(storeName).delete(key);
  await done;
}

/** Walks the index with a key cursor, handing each entry's key and primary key to `visit`; never reads the values. */
export function eachIndexKey(index: IDBIndex, visit: (key: IDBValidKey, primaryKey: IDBValidKey) => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const cursor = index.openKeyCursor();
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (at === null) {
        resolve();
        return;
      }
      visit(at.key, at.primaryKey);
      at.continue();
    };
    cursor.onerror = () => reject(cursor.error ?? new Error('IndexedDB cursor failed'));
  });
}

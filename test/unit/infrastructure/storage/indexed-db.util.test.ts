import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  databaseMayExist,
  deleteValue,
  eachIndexKey,
  getValue,
  openDatabase,
  putValue,
  readOnlyStore,
  requestResult,
  transactionDone,
  type DatabaseSchema,
} from '@/infrastructure/storage/indexed-db.util';

// The generic IndexedDB wrappers over fake-indexeddb; a hand-driven open request stands in for a
// browser that never answers or fails to open.

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const schema: DatabaseSchema = {
  name: 'pruebas',
  version: 1,
  upgrade: (db) => db.createObjectStore('things', { keyPath: 'id' }).createIndex('byRank', 'rank'),
  timeoutMs: 5_000,
};

async function opened(factory: IDBFactory = new IDBFactory()): Promise<IDBDatabase> {
  const db = await openDatabase(factory, schema);
  if (db === null) throw new Error('the database did not open');
  return db;
}

/** An open request the test answers by hand, as a browser would (or never does). */
function handDrivenOpen() {
  const request = {
    result: { close: vi.fn() } as unknown as IDBDatabase,
    error: null as DOMException | null,
    onupgradeneeded: null as (() => void) | null,
    onsuccess: null as (() => void) | null,
    onerror: null as (() => void) | null,
  };
  const factory = { open: vi.fn(() => request) } as unknown as IDBFactory;
  return { factory, request };
}

describe('openDatabase', () => {
  it('creates the stores on the first open and finds them on the next', async () => {
    const factory = new IDBFactory();
    const upgrade = vi.fn(schema.upgrade);

    const first = await openDatabase(factory, { ...schema, upgrade });
    first?.close();
    const second = await openDatabase(factory, { ...schema, upgrade });

    expect(upgrade).toHaveBeenCalledTimes(1);
    expect(second?.name).toBe('pruebas');
    expect(Array.from(second?.objectStoreNames ?? [])).toEqual(['things']);
    second?.close();
  });

  it('resolves null when the browser does not answer in time, and closes a late success', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { factory, request } = handDrivenOpen();

    const opening = openDatabase(factory, schema);
    vi.advanceTimersByTime(4_999);
    request.onsuccess?.();
    vi.advanceTimersByTime(1);
    await expect(opening).resolves.toBe(request.result);

    const { factory: silent, request: late } = handDrivenOpen();
    const waiting = openDatabase(silent, schema);
    vi.advanceTimersByTime(5_000);
    await expect(waiting).resolves.toBeNull();
    late.onsuccess?.();
    expect(late.result.close).toHaveBeenCalledTimes(1);
  });

  it('rejects with the request’s error', async () => {
    const { factory, request } = handDrivenOpen();
    const failure = new DOMException('Version change blocked.', 'VersionError');

    const opening = openDatabase(factory, schema);
    request.error = failure;
    request.onerror?.();

    await expect(opening).rejects.toBe(failure);
  });
});

describe('databaseMayExist', () => {
  it('is false only when the browser lists its databases and the name is not among them', async () => {
    const factory = new IDBFactory();
    expect(await databaseMayExist(factory, 'pruebas')).toBe(false);

    (await opened(factory)).close();

    expect(await databaseMayExist(factory, 'pruebas')).toBe(true);
  });

  it('is true when the browser cannot list them', async () => {
    const unlisted = { open: vi.fn() } as unknown as IDBFactory;
    const failing = { databases: () => Promise.reject(new Error('no list')) } as unknown as IDBFactory;

    expect(await databaseMayExist(unlisted, 'pruebas')).toBe(true);
    expect(await databaseMayExist(failing, 'pruebas')).toBe(true);
  });
});

describe('values: put, get, delete', () => {
  it('a put is readable once it resolves; a delete removes it; a missing key reads undefined', async () => {
    const db = await opened();

    await putValue(db, 'things', { id: 'a', rank: 2 });
    expect(await getValue(db, 'things', 'a')).toEqual({ id: 'a', rank: 2 });
    await deleteValue(db, 'things', 'a');
    expect(await getValue(db, 'things', 'a')).toBeUndefined();
    db.close();
  });

  it('writes pass their transaction options (durability) through', async () => {
    const db = await opened();
    const transaction = vi.spyOn(db, 'transaction');

    await putValue(db, 'things', { id: 'b', rank: 1 }, { durability: 'relaxed' });
    await deleteValue(db, 'things', 'b', { durability: 'relaxed' });

    expect(transaction.mock.calls).toEqual([
      ['things', 'readwrite', { durability: 'relaxed' }],
      ['things', 'readwrite', { durability: 'relaxed' }],
    ]);
    db.close();
  });

  it('a put that throws rejects and writes nothing', async () => {
    const db = await opened();
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw quota;
    });

    await expect(putValue(db, 'things', { id: 'c', rank: 1 })).rejects.toBe(quota);
    vi.restoreAllMocks();
    expect(await getValue(db, 'things', 'c')).toBeUndefined();
    db.close();
  });
});

describe('requests and transactions', () => {
  it('requestResult rejects with the request’s error, and its transaction’s transactionDone rejects too', async () => {
    const db = await opened();
    await putValue(db, 'things', { id: 'd', rank: 1 });
    const transaction = db.transaction('things', 'readwrite');
    const done = transactionDone(transaction);

    const duplicate = requestResult(transaction.objectStore('things').add({ id: 'd', rank: 2 }));

    await expect(duplicate).rejects.toMatchObject({ name: 'ConstraintError' });
    await expect(done).rejects.toBeInstanceOf(Error);
    expect(await getValue(db, 'things', 'd')).toEqual({ id: 'd', rank: 1 });
    db.close();
  });

  it('transactionDone rejects when the transaction is aborted', async () => {
    const db = await opened();
    const transaction = db.transaction('things', 'readwrite');
    const done = transactionDone(transaction);

    transaction.abort();

    await expect(done).rejects.toThrow('IndexedDB transaction aborted');
    db.close();
  });

  it('a put aborted before it commits does not count', async () => {
    const db = await opened();
    const transaction = db.transaction('things', 'readwrite');
    const done = transactionDone(transaction);
    transaction.objectStore('things').put({ id: 'f', rank: 1 });

    transaction.abort();

    await expect(done).rejects.toBeInstanceOf(Error);
    expect(await getValue(db, 'things', 'f')).toBeUndefined();
    db.close();
  });

  it('transactionDone resolves once the transaction commits', async () => {
    const db = await opened();
    const transaction = db.transaction('things', 'readwrite');
    const done = transactionDone(transaction);
    transaction.objectStore('things').put({ id: 'e', rank: 3 });

    await expect(done).resolves.toBeUndefined();
    expect(await requestResult(readOnlyStore(db, 'things').count())).toBe(1);
    db.close();
  });
});

describe('eachIndexKey', () => {
  it('visits every index entry in key order with its primary key, and nothing in an empty index', async () => {
    const db = await opened();
    const visited: Array<[IDBValidKey, IDBValidKey]> = [];
    await eachIndexKey(readOnlyStore(db, 'things').index('byRank'), (key, primaryKey) => visited.push([key, primaryKey]));
    expect(visited).toEqual([]);

    await putValue(db, 'things', { id: 'x', rank: 3 });
    await putValue(db, 'things', { id: 'y', rank: 1 });
    await putValue(db, 'things', { id: 'z' });
    await eachIndexKey(readOnlyStore(db, 'things').index('byRank'), (key, primaryKey) => visited.push([key, primaryKey]));

    // A record without the indexed field is not in the index.
    expect(visited).toEqual([
      [1, 'y'],
      [3, 'x'],
    ]);
    db.close();
  });
});

import type { Logger } from '@/application/shared/logger.port';
import {
  databaseMayExist,
  deleteValue,
  eachIndexKey,
  getValue,
  openDatabase,
  putValue,
  readOnlyStore,
  requestResult,
  type DatabaseSchema,
} from '../indexed-db.util';
import type { BookingDraftBrowser } from './booking-draft-browser.util';
import type { SealedDraftRecord } from './booking-draft-sealed-record.util';

const bookingDraftDatabaseName = 'portal-borradores';
const bookingDraftStoreName = 'drafts';
const startedAtIndex = 'startedAt';

const draftSchema: DatabaseSchema = {
  name: bookingDraftDatabaseName,
  // Version 1 kept drafts in clear: any upgrade starts the store afresh, so none of them outlives it.
  version: 2,
  upgrade: (db) => {
    if (db.objectStoreNames.contains(bookingDraftStoreName)) db.deleteObjectStore(bookingDraftStoreName);
    const store = db.createObjectStore(bookingDraftStoreName, { keyPath: 'id' });
    store.createIndex(startedAtIndex, 'startedAt');
  },
  // Safari 14.1 could leave `indexedDB.open` unanswered; past this the page keeps its drafts in memory.
  timeoutMs: 5_000,
};

/** Each save is one put with relaxed durability: the draft must survive a reload, not a power cut. */
const relaxed: IDBTransactionOptions = { durability: 'relaxed' };

/** The page's connection, shared by every store of the page: null until opened, and again once the browser closes it. */
export interface DatabaseSlot {
  current: Promise<IDBDatabase | null> | null;
}

/** The drafts database of one page, opened once and reopened after the browser lets it go. */
export class DraftDatabase {
  constructor(
    private readonly browser: BookingDraftBrowser,
    private readonly slot: DatabaseSlot,
    private readonly logger: Logger,
  ) {}

  /**
   * The database, opened once per page. Without `create`, a browser that lists its databases and
   * has none of ours is left without one: the sweep at every start must not create it for everyone.
   */
  async open(create: boolean): Promise<IDBDatabase | null> {
    const { slot } = this;
    if (slot.current !== null) return slot.current;
    const factory = this.browser.indexedDB;
    if (factory === null) return null;
    if (!create && !(await databaseMayExist(factory, bookingDraftDatabaseName))) return null;
    slot.current = openDatabase(factory, draftSchema).then(
      (db) => {
        if (db === null) {
          this.logger.warn('No se pudo abrir el almacén de borradores: no respondió a tiempo');
          return null;
        }
        // A newer version of the portal in another tab needs the database: let it go, and reopen on the next operation.
        db.onversionchange = () => {
          db.close();
          slot.current = null;
        };
        // The browser closed it (site data cleared, disk trouble): the next operation opens it again.
        db.onclose = () => {
          slot.current = null;
        };
        return db;
      },
      (error: unknown) => {
        this.logger.warn('No se pudo abrir el almacén de borradores', error);
        return null;
      },
    );
    return slot.current;
  }
}

export function getRecord(db: IDBDatabase, id: string): Promise<unknown> {
  return getValue(db, bookingDraftStoreName, id);
}

export function putRecord(db: IDBDatabase, record: SealedDraftRecord): Promise<void> {
  return putValue(db, bookingDraftStoreName, record, relaxed);
}

export function deleteRecord(db: IDBDatabase, id: IDBValidKey): Promise<void> {
  return deleteValue(db, bookingDraftStoreName, id, relaxed);
}

/** Every record's id and `startedAt` (null when it has none), read from keys and the index, never the drafts' bytes. */
export async function listRecords(db: IDBDatabase): Promise<Array<{ id: IDBValidKey; startedAt: number | null }>> {
  const store = readOnlyStore(db, bookingDraftStoreName);
  const ids = requestResult(store.getAllKeys());
  const started = new Map<IDBValidKey, number>();
  await eachIndexKey(store.index(startedAtIndex), (startedAt, id) => {
    if (typeof startedAt === 'number') started.set(id, startedAt);
  });
  return (await ids).map((id) => ({ id, startedAt: started.get(id) ?? null }));
}

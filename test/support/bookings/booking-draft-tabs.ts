import { IDBFactory } from 'fake-indexeddb';
import { draftLifetimeMs, type BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import { IndexedDbBookingDraftStore } from '@/infrastructure/storage/bookings/indexed-db-booking-draft-store.adapter';
import type { BookingDraftBrowser, DraftLocks } from '@/infrastructure/storage/bookings/booking-draft-browser.util';
import { bookingDraftSessionKeys } from '@/infrastructure/storage/bookings/booking-draft-ownership.util';
import { bookingDraftKeySessionKey } from '@/infrastructure/storage/bookings/booking-draft-tab-key.util';
import { RecordingLogger } from '@test/support/recording-logger';

/** sessionStorage over a Map; `failing` makes every access throw, as some private modes do. */
export class MapSessionStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  readonly values = new Map<string, string>();
  failing = false;

  getItem(key: string): string | null {
    this.check();
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.check();
    this.values.set(key, value);
  }
  removeItem(key: string): void {
    this.check();
    this.values.delete(key);
  }
  copy(): MapSessionStorage {
    const copy = new MapSessionStorage();
    this.values.forEach((value, key) => copy.values.set(key, value));
    return copy;
  }
  private check(): void {
    if (this.failing) throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

/**
 * An origin's Web Locks, shared by its pages. Only what the store asks (`ifAvailable` requests): a
 * lock is held until its callback's promise settles or its page goes (`pageGone`).
 */
class FakeLockManager {
  private readonly held = new Map<string, { page: string; grant: symbol }>();

  forPage(page: string): DraftLocks {
    return {
      request: async <T>(name: string, _options: { readonly ifAvailable: true }, callback: (lock: object | null) => T): Promise<Awaited<T>> => {
        if (this.held.has(name)) return await callback(null);
        const grant = Symbol(name);
        this.held.set(name, { page, grant });
        try {
          return await callback({ name });
        } finally {
          if (this.held.get(name)?.grant === grant) this.held.delete(name);
        }
      },
    };
  }

  /** The browser lets go of every lock of a page that closed or reloaded. */
  pageGone(page: string): void {
    for (const [name, holder] of this.held) if (holder.page === page) this.held.delete(name);
  }

  holder(name: string): string | null {
    return this.held.get(name)?.page ?? null;
  }
}

export interface Tab {
  readonly page: string;
  readonly store: IndexedDbBookingDraftStore;
  readonly session: MapSessionStorage;
  readonly logger: RecordingLogger;
  /** Another store of the same page (the container builds one per view model). */
  anotherStore(): IndexedDbBookingDraftStore;
  /** The page goes and a new one loads in the same tab: same session storage, locks let go. */
  reload(): Tab;
  /** The browser's "Duplicate tab": a new tab with a copy of this one's session storage. */
  duplicate(): Tab;
  close(): void;
}

/** One browser profile: one IndexedDB and one lock manager shared by its tabs. */
export function browserProfile(options: { readonly withIndexedDB?: boolean; readonly withLocks?: boolean; readonly withWebCrypto?: boolean } = {}) {
  const indexedDB = new IDBFactory();
  const locks = new FakeLockManager();
  let pages = 0;

  function openTab(session: MapSessionStorage = new MapSessionStorage()): Tab {
    pages += 1;
    const page = `page-${pages}`;
    const browser: BookingDraftBrowser = {
      indexedDB: options.withIndexedDB === false ? null : indexedDB,
      sessionStorage: session,
      locks: options.withLocks === false ? null : locks.forPage(page),
      subtle: options.withWebCrypto === false ? null : crypto.subtle,
      randomId: () => crypto.randomUUID(),
      now: () => Date.now(),
    };
    const logger = new RecordingLogger();
    const close = () => locks.pageGone(page);
    return {
      page,
      store: new IndexedDbBookingDraftStore(logger, browser),
      session,
      logger,
      anotherStore: () => new IndexedDbBookingDraftStore(logger, browser),
      reload: () => {
        close();
        return openTab(session);
      },
      duplicate: () => openTab(session.copy()),
      close,
    };
  }

  return { indexedDB, locks, openTab };
}

/** The id the tab's session key names for the flow's draft, or null. */
export const draftIdOf = (tab: Tab, kind: BookingRequestKind = 'refund'): string | null => tab.session.values.get(bookingDraftSessionKeys[kind]) ?? null;

/** The draft key (base64) the tab's session storage holds, or null. */
export const draftKeyOf = (tab: Tab): string | null => tab.session.values.get(bookingDraftKeySessionKey) ?? null;

/** Runs one request on the drafts store of the profile's database (which must exist) and closes it. */
async function onDrafts<T>(indexedDB: IDBFactory, mode: IDBTransactionMode, ask: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('portal-borradores');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = ask(db.transaction('drafts', mode).objectStore('drafts'));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export async function storedIds(indexedDB: IDBFactory): Promise<string[]> {
  return (await onDrafts(indexedDB, 'readonly', (store) => store.getAllKeys())).map(String).sort();
}

/** Writes a record as is: what an older build or a damaged profile could have left. */
export async function storeRaw(indexedDB: IDBFactory, record: object): Promise<void> {
  await onDrafts(indexedDB, 'readwrite', (store) => store.put(record));
}

/** The record under `id` as IndexedDB holds it (undefined when there is none). */
export async function storedRecord(indexedDB: IDBFactory, id: string): Promise<unknown> {
  return onDrafts(indexedDB, 'readonly', (store) => store.get(id));
}

/**
 * The database as a build that kept drafts in clear left it (version 1, the same store and
 * index), holding `records` as they were written then.
 */
export async function olderBuildDatabase(indexedDB: IDBFactory, records: readonly object[]): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('portal-borradores', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('drafts', { keyPath: 'id' }).createIndex('startedAt', 'startedAt');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction('drafts', 'readwrite');
    for (const record of records) transaction.objectStore('drafts').put(record);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  // An older build's page closes its connection when a newer one upgrades the database.
  db.onversionchange = () => db.close();
}

export async function databaseNames(indexedDB: IDBFactory): Promise<string[]> {
  return (await indexedDB.databases()).map((info) => info.name ?? '');
}

export const minutesAgo = (minutes: number, now = Date.now()) => now - minutes * 60 * 1000;
/** A start just past a draft's lifetime. */
export const pastTheLifetime = (now = Date.now()) => now - draftLifetimeMs - 1;

/** A draft at step 4 with one person's two files (the bytes as base64, as the form holds them). */
export function draftOf(kind: BookingRequestKind, overrides: Partial<BookingDraft> = {}): BookingDraft {
  return {
    kind,
    buyer: { documentType: 'CC', documentNumber: '1032456789' },
    step: 4,
    purchases: [
      {
        purchaseDate: '2026-11-02 14:35:10',
        purchasePrice: 120000,
        reservations: [
          {
            serviceName: 'Piscina cubierta',
            reservationCode: 'R-1001',
            reservationDate: '2026-12-20 09:00:00',
            people: [{ process: '1', status: 'Activa', documentType: 'CC', documentNumber: '1032456789', serviceValue: 60000 }],
          },
        ],
      },
    ],
    reservationCode: 'R-1001',
    selectedPeople: ['CC:1032456789'],
    attachments: {
      'CC:1032456789': {
        reason: 'fuerzaMayor',
        files: [
          { name: 'incapacidad.pdf', mimeType: 'application/pdf', size: 6, base64: 'JVBERi0x' },
          { name: 'foto.jpg', mimeType: 'image/jpeg', size: 3, base64: '/9j/' },
        ],
      },
    },
    observation: 'Viaje cancelado por una incapacidad médica.',
    buyerDocuments:
      kind === 'refund'
        ? {
            identityDocument: { name: 'cédula.pdf', mimeType: 'application/pdf', size: 6, base64: 'JVBERi0y' },
            bankCertification: { name: 'certificación bancaria.pdf', mimeType: 'application/pdf', size: 6, base64: 'JVBERi0z' },
          }
        : { identityDocument: null, bankCertification: null },
    startedAt: minutesAgo(5),
    ...overrides,
  };
}

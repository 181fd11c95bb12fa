import type { BookingDraftStore } from '@/application/bookings/booking-draft-store.port';
import type { Logger } from '@/application/shared/logger.port';
import { isDraftExpired, type BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';

/** Session storage keys, one per flow: each holds the id of this tab's draft, never the draft. */
export const bookingDraftSessionKeys: Readonly<Record<BookingRequestKind, string>> = Object.freeze({
  rescheduling: 'portal.bookingDraft.rescheduling',
  refund: 'portal.bookingDraft.refund',
});
export const bookingDraftDatabaseName = 'portal-borradores';
export const bookingDraftStoreName = 'drafts';
const databaseVersion = 1;
const startedAtIndex = 'startedAt';
/** The Web Lock a page holds while a draft is its own. */
export const bookingDraftLockName = (id: string): string => `portal-booking-draft:${id}`;
/** Safari 14.1 could leave `indexedDB.open` unanswered; past this the page keeps its drafts in memory. */
const openTimeoutMs = 5_000;
const draftKinds: readonly BookingRequestKind[] = ['rescheduling', 'refund'];
const idPattern = /^[\w-]{8,64}$/;

/** The part of the Web Locks API the store uses (navigator.locks), so tests can stand in for it. */
export interface DraftLocks {
  request<T>(name: string, options: { readonly ifAvailable: true }, callback: (lock: object | null) => T): Promise<Awaited<T>>;
}

/** The browser as the store sees it; each piece is null where it is missing or blocked. */
export interface BookingDraftBrowser {
  readonly indexedDB: IDBFactory | null;
  readonly sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  readonly locks: DraftLocks | null;
  readonly randomId: () => string;
  readonly now: () => number;
}

/** One draft as IndexedDB holds it: `startedAt` is copied out of the draft so the sweep can read it from an index. */
interface DraftRecord {
  readonly id: string;
  readonly kind: BookingRequestKind;
  readonly startedAt: number;
  readonly savedAt: number;
  readonly draft: BookingDraft;
}

interface PendingSave {
  readonly kind: BookingRequestKind;
  draft: BookingDraft;
  /** Of every draft the save was given, the replaced ones included. */
  readonly startedAts: Set<number>;
  /** A discard of the same flow was asked for behind it: writing it would only be deleted again. */
  cancelled: boolean;
  promise: Promise<void>;
}

/** What one page (one document of the tab) knows; every store built over the same browser shares it. */
interface PageState {
  /** Every operation runs after the one before it finished, in call order. */
  tail: Promise<void>;
  /** The last queued save while nothing was queued behind it: a newer save of the flow replaces its draft. */
  openSave: PendingSave | null;
  database: Promise<IDBDatabase | null> | null;
  /** The ids whose Web Lock this page holds, with what lets it go. */
  readonly held: Map<string, () => void>;
  /** Drafts this page could not write to IndexedDB (none, blocked, quota): they last as long as the page. */
  readonly memory: Map<BookingRequestKind, BookingDraft>;
  /** `startedAt` of the drafts this page saved or loaded since the flow's last discard, in queue order. */
  readonly seen: Map<BookingRequestKind, Set<number>>;
  /** `kind:startedAt` of drafts this page discarded: a late save of one of them is dropped. */
  readonly discarded: Set<string>;
  readonly warned: Set<string>;
}

const pages = new WeakMap<BookingDraftBrowser, PageState>();
let thisPage: BookingDraftBrowser | null = null;

/**
 * {@link BookingDraftStore} over the browser (ADR 0014): a key in session storage
 * per flow ({@link bookingDraftSessionKeys}) holds a random id, and the record under that id in the
 * IndexedDB database {@link bookingDraftDatabaseName} holds the draft, file bytes (base64) included.
 * Nothing leaves the browser.
 *
 * Why it is built this way:
 * - Session storage dies with the tab and survives its reloads, so the key ties the draft to the tab;
 *   the bytes go to IndexedDB because they can reach ~40 MB, far past session storage's quota. Each
 *   save is one `put` (a structured clone of strings, no encoding) with relaxed durability: the
 *   draft must survive a reload, not a power cut.
 * - A closed tab leaves its record behind, and a reload cannot be told from a close. So the page
 *   that owns a draft holds the Web Lock {@link bookingDraftLockName} for as long as it lives (the
 *   browser lets it go when the page goes), and the sweep at every start deletes the records whose
 *   lock is free and that the starting tab's own key does not name, and every record past
 *   `draftLifetimeMs`. A closed tab's draft therefore lingers until the portal is next opened in
 *   that browser profile, or forever if it never is: no page of the portal runs to delete it.
 * - A duplicated tab copies session storage, so two tabs can name the same id. A page that finds
 *   the lock of its id held by another page copies the record under a new id and owns that one; the
 *   same happens, harmlessly, if a reloaded page is faster than the browser at releasing the old
 *   page's lock (the old record is then swept later).
 * - Reload race: between a page going and its reload taking its lock (at its first load, save or
 *   sweep), another tab's start-up sweep could delete the draft. The window is a few seconds and
 *   needs a start in another tab at that moment; closing it would need code in the home's first load.
 * - Operations run one at a time in call order, per page (every instance over the same browser
 *   shares the queue, since view models are transient). A save behind another save of the same flow
 *   replaces it (last write wins, one put for a burst); a discard cancels a save queued just before
 *   it and runs after any save in flight, so it always deletes what was written. A save that arrives
 *   after a discard carrying the discarded draft's `startedAt` (an autosave scheduled before a
 *   successful submission) is dropped: a new draft must have a new `startedAt`, as
 *   `BookingDrafts.keep` gives it.
 * - Without Web Locks (old browsers, insecure origins) only the hour applies and a duplicated tab
 *   shares its draft. Without IndexedDB, with session storage blocked (some private modes throw on
 *   access), or when a write fails (quota), the draft is kept in the page's memory: it survives a
 *   navigation inside the portal, not a reload, and no bytes reach the disk without a key to find
 *   them. Every method resolves; failures go to the {@link Logger} with the error only, never a
 *   draft or a record.
 *
 * The container binds it through its injectable subclass, `IndexedDbBookingDraftStore`; the
 * start-up sweep builds this class itself, which keeps inversify out of the chunk it loads (a chunk
 * needing inversify and not mobx would split the entry's shared chunk and grow the home's first load).
 * Every instance over the same browser shares the page's state, so any scope works. Tests pass their
 * own {@link BookingDraftBrowser}.
 * It sits in infrastructure/storage/bookings, a feature zone (ADR 0001): it is browser storage, and it
 * speaks the bookings domain (the draft, its hour), which shared storage code may not import.
 */
export class TabBookingDrafts implements BookingDraftStore {
  private readonly browser: BookingDraftBrowser;

  constructor(
    private readonly logger: Logger,
    browser?: BookingDraftBrowser,
  ) {
    this.browser = browser ?? currentBrowser();
  }

  load(kind: BookingRequestKind): Promise<BookingDraft | null> {
    const state = this.page();
    return this.enqueue(state, () => this.read(state, kind), null, 'No se pudo leer el borrador de la solicitud');
  }

  save(draft: BookingDraft): Promise<void> {
    const state = this.page();
    const open = state.openSave;
    if (open !== null && open.kind === draft.kind) {
      open.draft = draft;
      open.startedAts.add(draft.startedAt);
      return open.promise;
    }
    const pending: PendingSave = {
      kind: draft.kind,
      draft,
      startedAts: new Set([draft.startedAt]),
      cancelled: false,
      promise: Promise.resolve(),
    };
    pending.promise = this.enqueue(
      state,
      async () => {
        if (state.openSave === pending) state.openSave = null;
        // Noted even when cancelled: a later save of the same draft must meet the discard's tombstone.
        for (const startedAt of pending.startedAts) this.seen(state, pending.kind).add(startedAt);
        if (!pending.cancelled) await this.write(state, pending.draft);
      },
      undefined,
      'No se pudo guardar el borrador de la solicitud',
    );
    state.openSave = pending;
    return pending.promise;
  }

  discard(kind: BookingRequestKind): Promise<void> {
    const state = this.page();
    if (state.openSave?.kind === kind) state.openSave.cancelled = true;
    return this.enqueue(state, () => this.remove(state, kind), undefined, 'No se pudo borrar el borrador de la solicitud');
  }

  sweep(now: number): Promise<void> {
    const state = this.page();
    return this.enqueue(state, () => this.deleteUnowned(state, now), undefined, 'No se pudieron limpiar los borradores de solicitudes');
  }

  private page(): PageState {
    let state = pages.get(this.browser);
    if (state === undefined) {
      state = {
        tail: Promise.resolve(),
        openSave: null,
        database: null,
        held: new Map(),
        memory: new Map(),
        seen: new Map(),
        discarded: new Set(),
        warned: new Set(),
      };
      pages.set(this.browser, state);
    }
    return state;
  }

  private enqueue<T>(state: PageState, task: () => Promise<T>, otherwise: T, failure: string): Promise<T> {
    // Only a save may be joined by the next save: anything queued after it closes it.
    state.openSave = null;
    const run = state.tail.then(task).catch((error: unknown) => {
      this.logger.warn(failure, error);
      return otherwise;
    });
    state.tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  private async read(state: PageState, kind: BookingRequestKind): Promise<BookingDraft | null> {
    const inMemory = state.memory.get(kind);
    if (inMemory !== undefined) return inMemory;
    // Nothing named: no database to open (a first visit creates none by looking).
    if (this.readKey(kind) === null) return null;
    const db = await this.database(state, true);
    if (db === null) return null;
    const id = await this.ownId(state, kind, false);
    if (id === null) return null;
    const record = await getRecord(db, id);
    if (!isRecordOf(record, kind)) {
      if (record === undefined) this.forgetId(state, kind, id);
      return null;
    }
    this.seen(state, kind).add(record.draft.startedAt);
    return record.draft;
  }

  private async write(state: PageState, draft: BookingDraft): Promise<void> {
    const { kind } = draft;
    if (state.discarded.has(tombstone(kind, draft.startedAt))) return;
    // The id first: without a key to find it after a reload, no byte goes to the disk.
    const id = this.browser.indexedDB === null ? null : await this.ownId(state, kind, true);
    const db = id === null ? null : await this.database(state, true);
    if (db === null || id === null) {
      state.memory.set(kind, draft);
      this.warnOnce(state, 'memory', 'El borrador de la solicitud se guarda solo en memoria: este navegador no permite guardarlo');
      return;
    }
    try {
      await putRecord(db, { id, kind, startedAt: draft.startedAt, savedAt: this.browser.now(), draft });
      state.memory.delete(kind);
    } catch (error) {
      // What IndexedDB already had is an older state of the same draft: better than nothing after a reload.
      state.memory.set(kind, draft);
      this.logger.warn('No se pudo guardar el borrador de la solicitud en este navegador', error);
    }
  }

  private async remove(state: PageState, kind: BookingRequestKind): Promise<void> {
    state.memory.delete(kind);
    // Run in queue order, so exactly the drafts saved or loaded before the discard was asked for.
    for (const startedAt of this.seen(state, kind)) state.discarded.add(tombstone(kind, startedAt));
    state.seen.delete(kind);
    const id = this.readKey(kind);
    this.removeKey(kind);
    if (id === null) return;
    // A duplicated tab names the draft of the tab it was copied from: that one is not its to delete.
    const owned = state.held.has(id) || (await this.claim(state, id));
    if (owned) {
      const db = await this.database(state, false);
      if (db !== null) {
        try {
          await deleteRecord(db, id);
        } catch (error) {
          // Its lock is let go below and its key is gone: the next start's sweep deletes it.
          this.logger.warn('No se pudo borrar el borrador de la solicitud', error);
        }
      }
    }
    this.release(state, id);
  }

  private async deleteUnowned(state: PageState, now: number): Promise<void> {
    const db = await this.database(state, false);
    if (db === null) return;
    const own = new Map<string, BookingRequestKind>();
    for (const kind of draftKinds) {
      const id = await this.ownId(state, kind, false);
      if (id !== null) own.set(id, kind);
    }
    const locks = this.browser.locks;
    for (const { id, startedAt } of await listRecords(db)) {
      if (startedAt === null || isDraftExpired({ startedAt }, now)) {
        await deleteRecord(db, id);
        const kind = typeof id === 'string' ? own.get(id) : undefined;
        if (kind !== undefined && startedAt !== null) {
          state.discarded.add(tombstone(kind, startedAt));
          this.forgetId(state, kind, id as string);
        }
        continue;
      }
      if (typeof id !== 'string' || own.has(id) || state.held.has(id) || locks === null) continue;
      // Deleted while holding its lock, so its owner cannot take it back halfway.
      await locks.request(bookingDraftLockName(id), { ifAvailable: true }, async (lock) => {
        if (lock !== null) await deleteRecord(db, id);
      });
    }
  }

  /**
   * The id of this tab's draft of the flow, its lock taken; a new one when `create` and there is
   * none. Null when there is none, or when session storage refuses the new id.
   */
  private async ownId(state: PageState, kind: BookingRequestKind, create: boolean): Promise<string | null> {
    const named = this.readKey(kind);
    if (named !== null && (state.held.has(named) || (await this.claim(state, named)))) return named;
    if (named === null && !create) return null;
    const fresh = this.browser.randomId();
    if (!this.writeKey(kind, fresh)) return null;
    await this.claim(state, fresh);
    const db = named === null ? null : await this.database(state, true);
    if (named !== null && db !== null) {
      // Another live page owns `named` (a duplicated tab): this tab goes on with a copy of its own.
      const original = await getRecord(db, named);
      if (isRecordOf(original, kind)) await putRecord(db, { ...original, id: fresh });
    }
    return fresh;
  }

  /** Takes the id's lock for the rest of the page's life; false when another page holds it. */
  private claim(state: PageState, id: string): Promise<boolean> {
    const locks = this.browser.locks;
    if (locks === null) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      locks
        .request(bookingDraftLockName(id), { ifAvailable: true }, (lock) => {
          if (lock === null) {
            resolve(false);
            return undefined;
          }
          return new Promise<void>((release) => {
            state.held.set(id, release);
            resolve(true);
          });
        })
        .catch((error: unknown) => {
          // No lock to be had (e.g. a sandboxed frame): the draft goes on as if owned, hour-bound only.
          this.logger.warn('No se pudo reservar el borrador de la solicitud para esta pestaña', error);
          resolve(true);
        });
    });
  }

  private seen(state: PageState, kind: BookingRequestKind): Set<number> {
    let seen = state.seen.get(kind);
    if (seen === undefined) {
      seen = new Set();
      state.seen.set(kind, seen);
    }
    return seen;
  }

  private release(state: PageState, id: string): void {
    state.held.get(id)?.();
    state.held.delete(id);
  }

  private forgetId(state: PageState, kind: BookingRequestKind, id: string): void {
    if (this.readKey(kind) === id) this.removeKey(kind);
    this.release(state, id);
  }

  /**
   * The database, opened once per page. Without `create`, a browser that lists its databases and
   * has none of ours is left without one: the sweep at every start must not create it for everyone.
   */
  private async database(state: PageState, create: boolean): Promise<IDBDatabase | null> {
    if (state.database !== null) return state.database;
    const factory = this.browser.indexedDB;
    if (factory === null) return null;
    if (!create && !(await mayExist(factory))) return null;
    state.database = openDatabase(factory).then(
      (db) => {
        if (db === null) {
          this.logger.warn('No se pudo abrir el almacén de borradores: no respondió a tiempo');
          return null;
        }
        // A newer version of the portal in another tab needs the database: let it go, and reopen on the next operation.
        db.onversionchange = () => {
          db.close();
          state.database = null;
        };
        // The browser closed it (site data cleared, disk trouble): the next operation opens it again.
        db.onclose = () => {
          state.database = null;
        };
        return db;
      },
      (error: unknown) => {
        this.logger.warn('No se pudo abrir el almacén de borradores', error);
        return null;
      },
    );
    return state.database;
  }

  private readKey(kind: BookingRequestKind): string | null {
    try {
      const id = this.browser.sessionStorage?.getItem(bookingDraftSessionKeys[kind]) ?? null;
      return id !== null && idPattern.test(id) ? id : null;
    } catch {
      return null;
    }
  }

  private writeKey(kind: BookingRequestKind, id: string): boolean {
    try {
      if (this.browser.sessionStorage === null) return false;
      this.browser.sessionStorage.setItem(bookingDraftSessionKeys[kind], id);
      return true;
    } catch {
      return false;
    }
  }

  private removeKey(kind: BookingRequestKind): void {
    try {
      this.browser.sessionStorage?.removeItem(bookingDraftSessionKeys[kind]);
    } catch {
      // Storage refused: nothing was kept there either.
    }
  }

  private warnOnce(state: PageState, topic: string, message: string): void {
    if (state.warned.has(topic)) return;
    state.warned.add(topic);
    this.logger.warn(message);
  }
}

/** This page's browser, looked up once: every store built without one shares its state. */
export function currentBrowser(): BookingDraftBrowser {
  thisPage ??= {
    indexedDB: attempt(() => globalThis.indexedDB ?? null),
    sessionStorage: usableSessionStorage(),
    locks: attempt(() => (typeof navigator === 'undefined' ? null : (navigator.locks ?? null))),
    randomId,
    now: () => Date.now(),
  };
  return thisPage;
}

function attempt<T>(read: () => T | null): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function usableSessionStorage(): Storage | null {
  try {
    const storage = globalThis.sessionStorage;
    if (storage === undefined || storage === null) return null;
    // Some browsers hand out a storage that throws on write.
    const probe = '__portal_draft_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** `crypto.randomUUID` exists only on secure origins; `getRandomValues` everywhere. */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function tombstone(kind: BookingRequestKind, startedAt: number): string {
  return `${kind}:${startedAt}`;
}

function isRecordOf(value: unknown, kind: BookingRequestKind): value is DraftRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<Record<keyof DraftRecord, unknown>>;
  const draft = record.draft as Partial<Record<keyof BookingDraft, unknown>> | null | undefined;
  return record.kind === kind && typeof draft === 'object' && draft !== null && draft.kind === kind && typeof draft.startedAt === 'number';
}

async function mayExist(factory: IDBFactory): Promise<boolean> {
  if (typeof factory.databases !== 'function') return true;
  try {
    return (await factory.databases()).some((info) => info.name === bookingDraftDatabaseName);
  } catch {
    return true;
  }
}

/** Resolves null when the browser never answers (see {@link openTimeoutMs}). */
function openDatabase(factory: IDBFactory): Promise<IDBDatabase | null> {
  return new Promise<IDBDatabase | null>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      resolve(null);
    }, openTimeoutMs);
    const request = factory.open(bookingDraftDatabaseName, databaseVersion);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(bookingDraftStoreName, { keyPath: 'id' });
      store.createIndex(startedAtIndex, 'startedAt');
    };
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

function answered<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** A write counts once its transaction has committed, not when its request succeeded. */
function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function writeTransaction(db: IDBDatabase): IDBTransaction {
  return db.transaction(bookingDraftStoreName, 'readwrite', { durability: 'relaxed' });
}

async function getRecord(db: IDBDatabase, id: string): Promise<unknown> {
  const request: IDBRequest<unknown> = db.transaction(bookingDraftStoreName, 'readonly').objectStore(bookingDraftStoreName).get(id);
  return answered(request);
}

async function putRecord(db: IDBDatabase, record: DraftRecord): Promise<void> {
  const transaction = writeTransaction(db);
  const done = committed(transaction);
  transaction.objectStore(bookingDraftStoreName).put(record);
  await done;
}

async function deleteRecord(db: IDBDatabase, id: IDBValidKey): Promise<void> {
  const transaction = writeTransaction(db);
  const done = committed(transaction);
  transaction.objectStore(bookingDraftStoreName).delete(id);
  await done;
}

/** Every record's id and `startedAt` (null when it has none), read from keys and the index, never the drafts' bytes. */
async function listRecords(db: IDBDatabase): Promise<Array<{ id: IDBValidKey; startedAt: number | null }>> {
  const store = db.transaction(bookingDraftStoreName, 'readonly').objectStore(bookingDraftStoreName);
  const ids = answered(store.getAllKeys());
  const started = new Map<IDBValidKey, number>();
  await new Promise<void>((resolve, reject) => {
    const cursor = store.index(startedAtIndex).openKeyCursor();
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (at === null) {
        resolve();
        return;
      }
      if (typeof at.key === 'number') started.set(at.primaryKey, at.key);
      at.continue();
    };
    cursor.onerror = () => reject(cursor.error ?? new Error('IndexedDB cursor failed'));
  });
  return (await ids).map((id) => ({ id, startedAt: started.get(id) ?? null }));
}

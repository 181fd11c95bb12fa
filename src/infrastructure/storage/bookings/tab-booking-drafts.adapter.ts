import type { BookingDraftStore, StoredBookingDraft } from '@/application/bookings/booking-draft-store.port';
import type { Logger } from '@/application/shared/logger.port';
import type { BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import { currentBrowser, type BookingDraftBrowser } from './booking-draft-browser.util';
import { deleteRecord, DraftDatabase, getRecord, putRecord } from './booking-draft-database.util';
import { TabDraftOwnership } from './booking-draft-ownership.util';
import { pageOf, seenOf, tombstone, type DraftPage } from './booking-draft-page.util';
import { DraftSaveQueue } from './booking-draft-save-queue.util';
import { sealDraft, unsealDraft } from './booking-draft-sealed-record.util';
import { sweepDrafts } from './booking-draft-sweep.util';
import { TabDraftKey } from './booking-draft-tab-key.util';

const draftKinds: readonly BookingRequestKind[] = ['rescheduling', 'refund'];

/**
 * {@link BookingDraftStore} over the browser (ADR 0014, ADR 0019): a key in session storage
 * per flow (`bookingDraftSessionKeys`) holds a random id, and the record under that id in the
 * IndexedDB database `bookingDraftDatabaseName` holds the draft, file bytes (base64) and typed
 * text included, encrypted with AES-GCM under the tab's key (`TabDraftKey`), which lives only in
 * the tab's session storage. Nothing leaves the browser.
 *
 * Why it is built this way:
 * - Session storage dies with the tab and survives its reloads, so the key ties the draft to the tab;
 *   the bytes go to IndexedDB because they can reach ~40 MB, far past session storage's quota. Each
 *   save is one `put` with relaxed durability (the draft must survive a reload, not a power cut)
 *   of the draft's ciphertexts, in which only the files that changed since the last write are
 *   encrypted again (`SealedFiles`).
 * - A closed tab leaves its record behind, and a reload cannot be told from a close. The record is
 *   ciphertext whose key went with the tab, so what is left cannot be read. The page that owns a
 *   draft also holds the Web Lock `bookingDraftLockName` for as long as it lives (the browser lets
 *   it go when the page goes), and the sweep at every start deletes the records whose lock is free
 *   and that the starting tab's own key does not name, and every record past `draftLifetimeMs`.
 * - A record the tab cannot decrypt (its key gone or replaced, a damaged or older record) is no
 *   draft: `load` resolves null and deletes it, and the person starts afresh without an error.
 * - A closed tab the browser reopens brings its session storage back, key included, so `load` says
 *   whether this page saved the draft (`keptByThisPage`, from the page's own `kept` set); the
 *   application shows a draft the page did not keep only to its buyer (`BookingDrafts`, ADR 0019).
 * - A duplicated tab copies session storage, so two tabs can name the same id. A page that finds
 *   the lock of its id held by another page copies the record under a new id and owns that one; the
 *   same happens, harmlessly, if a reloaded page is faster than the browser at releasing the old
 *   page's lock (the old record is then swept later). The copy is decrypted and encrypted again
 *   under its new id, with the key the duplicated tab copied too.
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
 * - Without Web Locks (old browsers, insecure origins) only the lifetime applies and a duplicated tab
 *   shares its draft. Without IndexedDB or WebCrypto, with session storage blocked (some private
 *   modes throw on access), or when a write fails (quota), the draft is kept in the page's memory:
 *   it survives a navigation inside the portal, not a reload, and no bytes reach the disk without
 *   an id to find them and a key to read them. Every method resolves; failures go to the
 *   {@link Logger} with the error only, never a draft or a record.
 *
 * The parts, one concern each: the tab's ownership of its drafts (session keys and Web Locks,
 * `TabDraftOwnership`), the tab's key (`TabDraftKey`), the records sealed under it
 * (`sealDraft`/`unsealDraft`, over the AES-GCM helpers of `booking-draft-cipher.util`), the queue
 * (`DraftSaveQueue`), the database (`DraftDatabase`, over the generic helpers of `indexed-db.util`),
 * the start-up sweep (`sweepDrafts`) and the page's shared state (`pageOf`). This class composes them.
 *
 * The container binds it through its injectable subclass, `IndexedDbBookingDraftStore`; the
 * start-up sweep builds this class itself, which keeps inversify out of the chunk it loads (a chunk
 * needing inversify and not mobx would split the entry's shared chunk and grow the home's first load).
 * Every instance over the same browser shares the page's state, so any scope works. Tests pass their
 * own {@link BookingDraftBrowser}.
 * It sits in infrastructure/storage/bookings, a feature zone (ADR 0001): it is browser storage, and it
 * speaks the bookings domain (the draft, its lifetime), which shared storage code may not import.
 */
export class TabBookingDrafts implements BookingDraftStore {
  private readonly browser: BookingDraftBrowser;
  private readonly page: DraftPage;
  private readonly queue: DraftSaveQueue;
  private readonly database: DraftDatabase;
  private readonly ownership: TabDraftOwnership;
  private readonly key: TabDraftKey;

  constructor(
    private readonly logger: Logger,
    browser?: BookingDraftBrowser,
  ) {
    this.browser = browser ?? currentBrowser();
    this.page = pageOf(this.browser);
    this.queue = new DraftSaveQueue(this.page.queue, logger);
    this.database = new DraftDatabase(this.browser, this.page.database, logger);
    this.key = new TabDraftKey(this.browser, this.page.key);
    this.ownership = new TabDraftOwnership(this.browser, this.page.held, logger, (kind, named, fresh) => this.adopt(kind, named, fresh));
  }

  load(kind: BookingRequestKind): Promise<StoredBookingDraft | null> {
    return this.queue.run(() => this.read(kind), null, 'No se pudo leer el borrador de la solicitud');
  }

  save(draft: BookingDraft): Promise<void> {
    return this.queue.save(
      draft,
      async (pending) => {
        // Noted even when cancelled: a later save of the same draft must meet the discard's tombstone.
        for (const startedAt of pending.startedAts) seenOf(this.page, pending.kind).add(startedAt);
        if (!pending.cancelled) await this.write(pending.draft);
      },
      'No se pudo guardar el borrador de la solicitud',
    );
  }

  discard(kind: BookingRequestKind): Promise<void> {
    this.queue.cancelOpenSave(kind);
    return this.queue.run(() => this.remove(kind), undefined, 'No se pudo borrar el borrador de la solicitud');
  }

  sweep(now: number): Promise<void> {
    const parts = { browser: this.browser, page: this.page, database: this.database, ownership: this.ownership, key: this.key };
    return this.queue.run(() => sweepDrafts(parts, now), undefined, 'No se pudieron limpiar los borradores de solicitudes');
  }

  private async read(kind: BookingRequestKind): Promise<StoredBookingDraft | null> {
    const inMemory = this.page.memory.get(kind);
    // Only this page can have put it there: memory dies with the page.
    if (inMemory !== undefined) return { draft: inMemory, keptByThisPage: true };
    // Nothing named: no database to open (a first visit creates none by looking).
    if (this.ownership.readKey(kind) === null) return null;
    const db = await this.database.open(true);
    if (db === null) return null;
    const id = await this.ownership.ownId(kind, false);
    if (id === null) return null;
    const stored = await getRecord(db, id);
    const opened = await this.unsealed(stored, id, kind);
    if (opened === null) {
      // Nothing there, or nothing this tab can read: absent for the person, and gone from the disk.
      if (stored !== undefined) {
        this.logger.warn('El borrador de la solicitud no se pudo leer y se descarta');
        await deleteRecord(db, id);
      }
      this.ownership.forgetId(kind, id);
      return null;
    }
    this.page.sealedFiles.set(kind, opened.files);
    seenOf(this.page, kind).add(opened.draft.startedAt);
    return { draft: opened.draft, keptByThisPage: this.page.kept.has(tombstone(kind, opened.draft.startedAt)) };
  }

  private async write(draft: BookingDraft): Promise<void> {
    const { kind } = draft;
    const { page, browser } = this;
    if (page.discarded.has(tombstone(kind, draft.startedAt))) return;
    page.kept.add(tombstone(kind, draft.startedAt));
    const { subtle } = browser;
    // The id and the key first: without both in session storage to find and read it after a reload, no byte goes to the disk.
    const id = browser.indexedDB === null || subtle === null ? null : await this.ownership.ownId(kind, true);
    const key = id === null ? null : await this.key.current(true);
    const db = key === null ? null : await this.database.open(true);
    if (db === null || id === null || key === null || subtle === null) {
      page.memory.set(kind, draft);
      this.warnOnce('memory', 'El borrador de la solicitud se guarda solo en memoria: este navegador no permite guardarlo');
      return;
    }
    try {
      const { record, files } = await sealDraft(subtle, key, id, draft, browser.now(), page.sealedFiles.get(kind) ?? null);
      await putRecord(db, record);
      page.sealedFiles.set(kind, files);
      page.memory.delete(kind);
    } catch (error) {
      // What IndexedDB already had is an older state of the same draft: better than nothing after a reload.
      page.memory.set(kind, draft);
      this.logger.warn('No se pudo guardar el borrador de la solicitud en este navegador', error);
    }
  }

  private async remove(kind: BookingRequestKind): Promise<void> {
    const { page, ownership } = this;
    page.memory.delete(kind);
    page.sealedFiles.delete(kind);
    // Run in queue order, so exactly the drafts saved or loaded before the discard was asked for.
    for (const startedAt of seenOf(page, kind)) page.discarded.add(tombstone(kind, startedAt));
    page.seen.delete(kind);
    const id = ownership.readKey(kind);
    ownership.removeKey(kind);
    // No draft of either flow left to read: the key goes too, and the next draft gets a new one.
    if (draftKinds.every((each) => ownership.readKey(each) === null)) this.key.forget();
    if (id === null) return;
    // A duplicated tab names the draft of the tab it was copied from: that one is not its to delete.
    const owned = ownership.holds(id) || (await ownership.claim(id));
    if (owned) {
      const db = await this.database.open(false);
      if (db !== null) {
        try {
          await deleteRecord(db, id);
        } catch (error) {
          // Its lock is let go below and its key is gone: the next start's sweep deletes it.
          this.logger.warn('No se pudo borrar el borrador de la solicitud', error);
        }
      }
    }
    ownership.release(id);
  }

  /** The flow's draft in the stored value, or null when there is none or the tab's key cannot read it. */
  private async unsealed(stored: unknown, id: string, kind: BookingRequestKind): ReturnType<typeof unsealDraft> {
    const { subtle } = this.browser;
    if (stored === undefined || subtle === null) return null;
    const key = await this.key.current(false);
    return key === null ? null : unsealDraft(subtle, key, stored, id, kind);
  }

  /** A duplicated tab's new id gets a copy of the draft its key named, which another page owns. */
  private async adopt(kind: BookingRequestKind, named: string, fresh: string): Promise<void> {
    const { subtle } = this.browser;
    const db = await this.database.open(true);
    const key = await this.key.current(false);
    if (db === null || key === null || subtle === null) return;
    const opened = await unsealDraft(subtle, key, await getRecord(db, named), named, kind);
    if (opened !== null) await putRecord(db, (await sealDraft(subtle, key, fresh, opened.draft, this.browser.now(), null)).record);
  }

  private warnOnce(topic: string, message: string): void {
    if (this.page.warned.has(topic)) return;
    this.page.warned.add(topic);
    this.logger.warn(message);
  }
}

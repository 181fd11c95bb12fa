import { IDBObjectStore } from 'fake-indexeddb';
import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingDraftStore } from '@/application/bookings/booking-draft-store.port';
import { Logger } from '@/application/shared/logger.port';
import { IndexedDbBookingDraftStore } from '@/infrastructure/storage/bookings/indexed-db-booking-draft-store.adapter';
import { bookingDraftLockName, bookingDraftSessionKeys } from '@/infrastructure/storage/bookings/booking-draft-ownership.util';
import { RecordingLogger } from '@test/support/recording-logger';
import { browserProfile, databaseNames, draftOf, minutesAgo, moreThanAnHourAgo, storedIds, storeRaw, type Tab } from '@test/support/bookings/booking-draft-tabs';

afterEach(() => vi.restoreAllMocks());

const idOf = (tab: Tab, kind: 'refund' | 'rescheduling' = 'refund') => tab.session.values.get(bookingDraftSessionKeys[kind]) ?? null;

/** Logs carry errors and fixed messages only: no document number, file name or bytes. */
function expectNoPersonalData(tab: Tab) {
  const logged = [...tab.logger.errors, ...tab.logger.warnings];
  for (const [message, cause] of logged) {
    expect(message).not.toMatch(/1032456789|\.pdf|JVBERi/);
    expect(cause === undefined || cause instanceof Error).toBe(true);
  }
}

describe('IndexedDbBookingDraftStore: the tab keeps its draft', () => {
  it('brings back what was saved, files included, and only for its own flow', async () => {
    const tab = browserProfile().openTab();
    const refund = draftOf('refund');

    await tab.store.save(refund);

    expect(await tab.store.load('refund')).toEqual(refund);
    expect(await tab.store.load('rescheduling')).toBeNull();
    expect(tab.logger.warnings).toEqual([]);
  });

  it('keeps the two flows apart: one session key and one record each', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();
    await tab.store.save(draftOf('refund'));
    await tab.store.save(draftOf('rescheduling', { step: 2 }));

    expect((await tab.store.load('rescheduling'))?.step).toBe(2);
    expect((await tab.store.load('refund'))?.kind).toBe('refund');
    expect(await storedIds(indexedDB)).toEqual([idOf(tab, 'refund'), idOf(tab, 'rescheduling')].sort());
  });

  it('the session key holds only a random id; the draft is in IndexedDB under it, its lock held by the page', async () => {
    const { indexedDB, locks, openTab } = browserProfile();
    const tab = openTab();
    await tab.store.save(draftOf('refund'));

    const id = idOf(tab);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedIds(indexedDB)).toEqual([id]);
    expect(locks.holder(bookingDraftLockName(id ?? ''))).toBe(tab.page);
  });

  it('each save replaces the draft: the latest comes back', async () => {
    const tab = browserProfile().openTab();
    const first = draftOf('refund', { step: 3 });
    await tab.store.save(first);
    await tab.store.save({ ...first, step: 5, observation: 'Otra' });

    expect(await tab.store.load('refund')).toMatchObject({ step: 5, observation: 'Otra', startedAt: first.startedAt });
  });

  it('saves tens of MB of files in one put without trouble', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();
    const thirteenMb = 'A'.repeat(13 * 1024 * 1024);
    const heavy = draftOf('refund', {
      attachments: {
        'CC:1032456789': {
          reason: 'fuerzaMayor',
          files: [1, 2, 3].map((n) => ({ name: `scan-${n}.pdf`, mimeType: 'application/pdf', size: 10_000_000, base64: thirteenMb })),
        },
      },
    });
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');

    const started = performance.now();
    await tab.store.save(heavy);
    const restored = await tab.store.load('refund');

    expect(put).toHaveBeenCalledTimes(1);
    expect(restored?.attachments['CC:1032456789']?.files.map((file) => file.base64.length)).toEqual([thirteenMb.length, thirteenMb.length, thirteenMb.length]);
    expect(await storedIds(indexedDB)).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('discard deletes the record, the session key and lets go of the lock', async () => {
    const { indexedDB, locks, openTab } = browserProfile();
    const tab = openTab();
    await tab.store.save(draftOf('refund'));
    await tab.store.save(draftOf('rescheduling'));
    const id = idOf(tab) ?? '';

    await tab.store.discard('refund');

    expect(await tab.store.load('refund')).toBeNull();
    expect(idOf(tab)).toBeNull();
    expect(locks.holder(bookingDraftLockName(id))).toBeNull();
    expect(await storedIds(indexedDB)).toEqual([idOf(tab, 'rescheduling')]);
    expect(await tab.store.load('rescheduling')).not.toBeNull();
  });

  it('discard with nothing saved resolves and creates no database', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();

    await expect(tab.store.discard('refund')).resolves.toBeUndefined();
    expect(await tab.store.load('refund')).toBeNull();
    expect(await databaseNames(indexedDB)).toEqual([]);
  });
});

describe('the draft belongs to the tab', () => {
  it('another tab (its own session storage) finds nothing', async () => {
    const { openTab } = browserProfile();
    const first = openTab();
    await first.store.save(draftOf('refund'));

    const second = openTab();

    expect(await second.store.load('refund')).toBeNull();
    await second.store.save(draftOf('refund', { step: 2 }));
    expect((await first.store.load('refund'))?.step).toBe(4);
  });

  it('a reload (same session storage, the old page gone) brings the draft back', async () => {
    const { locks, openTab } = browserProfile();
    const before = openTab();
    const draft = draftOf('refund', { step: 5 });
    await before.store.save(draft);

    const after = before.reload();
    await after.store.sweep(Date.now());

    expect(await after.store.load('refund')).toEqual(draft);
    expect(locks.holder(bookingDraftLockName(idOf(after) ?? ''))).toBe(after.page);
  });

  it('a reload keeps the draft even when another tab sweeps once the reloaded page has it', async () => {
    const { indexedDB, openTab } = browserProfile();
    const before = openTab();
    await before.store.save(draftOf('refund'));
    const after = before.reload();
    expect(await after.store.load('refund')).not.toBeNull();

    await openTab().store.sweep(Date.now());

    expect(await storedIds(indexedDB)).toEqual([idOf(after)]);
  });

  it('a duplicated tab goes on with its own copy: its changes and its discard leave the original alone', async () => {
    const { indexedDB, openTab } = browserProfile();
    const original = openTab();
    const draft = draftOf('refund');
    await original.store.save(draft);

    const copy = original.duplicate();
    expect(await copy.store.load('refund')).toEqual(draft);
    expect(idOf(copy)).not.toBe(idOf(original));
    await copy.store.save({ ...draft, step: 5 });
    await copy.store.discard('refund');

    expect(await original.store.load('refund')).toEqual(draft);
    expect(await storedIds(indexedDB)).toEqual([idOf(original)]);
  });
});

describe('sweep at startup: nothing lingers on a shared computer', () => {
  it('deletes the drafts of tabs that were closed', async () => {
    const { indexedDB, openTab } = browserProfile();
    const closed = openTab();
    await closed.store.save(draftOf('refund'));
    await closed.store.save(draftOf('rescheduling'));
    closed.close();

    await openTab().store.sweep(Date.now());

    expect(await storedIds(indexedDB)).toEqual([]);
  });

  it('keeps the drafts of tabs still open', async () => {
    const { indexedDB, openTab } = browserProfile();
    const open = openTab();
    await open.store.save(draftOf('refund'));

    await openTab().store.sweep(Date.now());

    expect(await storedIds(indexedDB)).toEqual([idOf(open)]);
    expect(await open.store.load('refund')).not.toBeNull();
  });

  it('keeps its own tab’s draft', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();
    await tab.store.save(draftOf('refund'));

    await tab.store.sweep(Date.now());

    expect(await storedIds(indexedDB)).toEqual([idOf(tab)]);
  });

  it('deletes every draft older than an hour, an open tab’s and its own included, and forgets its own key', async () => {
    const { indexedDB, openTab } = browserProfile();
    const other = openTab();
    await other.store.save(draftOf('refund', { startedAt: moreThanAnHourAgo() }));
    const tab = openTab();
    await tab.store.save(draftOf('refund', { startedAt: moreThanAnHourAgo() }));
    await tab.store.save(draftOf('rescheduling', { startedAt: minutesAgo(59) }));

    await tab.store.sweep(Date.now());

    expect(await storedIds(indexedDB)).toEqual([idOf(tab, 'rescheduling')]);
    expect(idOf(tab)).toBeNull();
    expect(await tab.store.load('refund')).toBeNull();
  });

  it('deletes records it cannot date', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();
    await tab.store.save(draftOf('refund'));
    await storeRaw(indexedDB, { id: 'sin-fecha-0001', kind: 'refund', draft: {} });

    await tab.store.sweep(Date.now());

    expect(await storedIds(indexedDB)).toEqual([idOf(tab)]);
  });

  it('without Web Locks, only the hour applies', async () => {
    const { indexedDB, openTab } = browserProfile({ withLocks: false });
    const closed = openTab();
    await closed.store.save(draftOf('refund'));
    const old = openTab();
    await old.store.save(draftOf('refund', { startedAt: moreThanAnHourAgo() }));

    await openTab().store.sweep(Date.now());

    expect(await storedIds(indexedDB)).toEqual([idOf(closed)]);
  });

  it('creates no database where there is none (every visitor sweeps)', async () => {
    const { indexedDB, openTab } = browserProfile();

    await openTab().store.sweep(Date.now());

    expect(await databaseNames(indexedDB)).toEqual([]);
  });
});

describe('saves and discards in any order', () => {
  it('a burst of saves: the last one wins, with fewer puts than saves', async () => {
    const tab = browserProfile().openTab();
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    const draft = draftOf('refund');

    await Promise.all([1, 2, 3, 4, 5].map((n) => tab.store.save({ ...draft, observation: `versión ${n}` })));

    expect((await tab.store.load('refund'))?.observation).toBe('versión 5');
    expect(put.mock.calls.length).toBeLessThan(5);
  });

  it('a discard right behind a save (not awaited) leaves nothing, and the bytes are never written', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');

    const saving = tab.store.save(draftOf('refund'));
    const discarding = tab.store.discard('refund');
    await Promise.all([saving, discarding]);

    expect(await tab.store.load('refund')).toBeNull();
    expect(idOf(tab)).toBeNull();
    expect(await storedIds(indexedDB).catch(() => [])).toEqual([]);
    expect(put).not.toHaveBeenCalled();
  });

  it('a discard while the put is on its way deletes what it wrote', async () => {
    const { indexedDB, locks, openTab } = browserProfile();
    const tab = openTab();
    await tab.store.save(draftOf('refund', { step: 3 }));
    const id = idOf(tab) ?? '';
    let putStarted: () => void = () => undefined;
    const putting = new Promise<void>((resolve) => (putStarted = resolve));
    const realPut = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      putStarted();
      return realPut.apply(this, args);
    });

    const saving = tab.store.save(draftOf('refund', { step: 4 }));
    await putting;
    await tab.store.discard('refund');
    await saving;

    expect(await storedIds(indexedDB)).toEqual([]);
    expect(idOf(tab)).toBeNull();
    expect(locks.holder(bookingDraftLockName(id))).toBeNull();
    expect(await tab.store.load('refund')).toBeNull();
  });

  it('a discard while the first save is still opening the database leaves nothing', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();
    let openStarted: () => void = () => undefined;
    const opening = new Promise<void>((resolve) => (openStarted = resolve));
    const realOpen = indexedDB.open.bind(indexedDB);
    vi.spyOn(indexedDB, 'open').mockImplementation((...args: Parameters<IDBFactory['open']>) => {
      openStarted();
      return realOpen(...args);
    });

    const saving = tab.store.save(draftOf('refund'));
    await opening;
    await tab.store.discard('refund');
    await saving;

    expect(await storedIds(indexedDB)).toEqual([]);
    expect(idOf(tab)).toBeNull();
    expect(await tab.store.load('refund')).toBeNull();
  });

  it('a late save of the discarded draft (an autosave after the submission) is dropped; a new draft is kept', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();
    const sent = draftOf('refund');
    await tab.store.save(sent);

    await tab.store.discard('refund');
    await tab.store.save({ ...sent, observation: 'tarde' });

    expect(await tab.store.load('refund')).toBeNull();
    expect(await storedIds(indexedDB)).toEqual([]);

    const next = draftOf('refund', { startedAt: Date.now(), step: 2 });
    await tab.store.save(next);
    expect(await tab.store.load('refund')).toEqual(next);
  });

  it('a late save of a draft that was restored and then discarded is dropped too', async () => {
    const { openTab } = browserProfile();
    const before = openTab();
    const restored = draftOf('rescheduling');
    await before.store.save(restored);
    const after = before.reload();
    expect(await after.store.load('rescheduling')).toEqual(restored);

    await after.store.discard('rescheduling');
    await after.store.save(restored);

    expect(await after.store.load('rescheduling')).toBeNull();
  });

  it('every store of the same page shares the queue (view models are transient)', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();

    const saving = tab.store.save(draftOf('refund'));
    await tab.anotherStore().discard('refund');
    await saving;

    expect(await storedIds(indexedDB).catch(() => [])).toEqual([]);
    expect(await tab.anotherStore().load('refund')).toBeNull();
  });
});

describe('a browser that cannot store: everything resolves, nothing reaches the disk', () => {
  it('without IndexedDB the draft lasts as long as the page', async () => {
    const tab = browserProfile({ withIndexedDB: false }).openTab();
    const draft = draftOf('refund');

    await expect(tab.store.save(draft)).resolves.toBeUndefined();
    await tab.store.save(draftOf('refund', { step: 5 }));
    expect((await tab.store.load('refund'))?.step).toBe(5);
    await expect(tab.store.sweep(Date.now())).resolves.toBeUndefined();
    expect(await tab.reload().store.load('refund')).toBeNull();
    expect(tab.logger.warnings).toHaveLength(1);
    expectNoPersonalData(tab);
  });

  it('with session storage throwing, nothing is written to IndexedDB', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();
    tab.session.failing = true;

    await expect(tab.store.save(draftOf('refund'))).resolves.toBeUndefined();
    expect(await tab.store.load('refund')).not.toBeNull();
    await expect(tab.store.discard('refund')).resolves.toBeUndefined();
    await expect(tab.store.sweep(Date.now())).resolves.toBeUndefined();

    expect(await tab.store.load('refund')).toBeNull();
    expect(await databaseNames(indexedDB)).toEqual([]);
    expect(tab.logger.warnings).toHaveLength(1);
    expectNoPersonalData(tab);
  });

  it('a failing put (quota) resolves, is logged, and the page keeps the latest draft', async () => {
    const tab = browserProfile().openTab();
    await tab.store.save(draftOf('refund', { step: 3 }));
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    await expect(tab.store.save(draftOf('refund', { step: 4 }))).resolves.toBeUndefined();

    expect(tab.logger.warnings).toEqual([['No se pudo guardar el borrador de la solicitud en este navegador', expect.any(DOMException)]]);
    expect((await tab.store.load('refund'))?.step).toBe(4);
    vi.restoreAllMocks();
    // After a reload, the last state that reached the disk.
    expect((await tab.reload().store.load('refund'))?.step).toBe(3);
    expectNoPersonalData(tab);
  });

  it('an IndexedDB that refuses to open: every method resolves and the failure is logged once', async () => {
    const { indexedDB, openTab } = browserProfile();
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError');
    });
    const tab = openTab();

    await expect(tab.store.save(draftOf('refund'))).resolves.toBeUndefined();
    await expect(tab.store.load('refund')).resolves.not.toBeNull();
    await expect(tab.store.discard('refund')).resolves.toBeUndefined();
    await expect(tab.store.sweep(Date.now())).resolves.toBeUndefined();

    expect(tab.logger.warnings.map(([message]) => message)).toEqual([
      'No se pudo abrir el almacén de borradores',
      'El borrador de la solicitud se guarda solo en memoria: este navegador no permite guardarlo',
    ]);
    expectNoPersonalData(tab);
  });
});

describe('binding', () => {
  it('resolves from a container with only the Logger bound (its browser is the page’s)', () => {
    const container = new Container();
    container.bind<Logger>(Logger).toConstantValue(new RecordingLogger());
    container.bind<BookingDraftStore>(BookingDraftStore).to(IndexedDbBookingDraftStore);

    expect(container.get<BookingDraftStore>(BookingDraftStore)).toBeInstanceOf(IndexedDbBookingDraftStore);
  });
});

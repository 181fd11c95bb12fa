import { IDBObjectStore } from 'fake-indexeddb';
import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingDraftStore } from '@/application/bookings/booking-draft-store.port';
import { Logger } from '@/application/shared/logger.port';
import { IndexedDbBookingDraftStore } from '@/infrastructure/storage/bookings/indexed-db-booking-draft-store.adapter';
import { bookingDraftLockName } from '@/infrastructure/storage/bookings/booking-draft-ownership.util';
import { RecordingLogger } from '@test/support/recording-logger';
import { browserProfile, databaseNames, draftIdOf, draftOf, storedIds, type Tab } from '@test/support/bookings/booking-draft-tabs';

// The draft store as the application sees it: load, save and discard of the tab's draft, a browser
// that cannot store, and its binding in the container.

afterEach(() => vi.restoreAllMocks());

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

    expect((await tab.store.load('refund'))?.draft).toEqual(refund);
    expect(await tab.store.load('rescheduling')).toBeNull();
    expect(tab.logger.warnings).toEqual([]);
  });

  it('says whether the page reading a draft is the one that saved it: a reload or a duplicated tab is not, until it saves', async () => {
    const tab = browserProfile().openTab();
    const refund = draftOf('refund');
    await tab.store.save(refund);
    expect(await tab.store.load('refund')).toEqual({ draft: refund, keptByThisPage: true });
    // Another store of the same page (a return to the route by a link) shares what the page kept.
    expect((await tab.anotherStore().load('refund'))?.keptByThisPage).toBe(true);

    const reloaded = tab.reload();
    expect(await reloaded.store.load('refund')).toEqual({ draft: refund, keptByThisPage: false });
    expect((await reloaded.store.load('refund'))?.keptByThisPage).toBe(false);
    await reloaded.store.save(refund);
    expect((await reloaded.store.load('refund'))?.keptByThisPage).toBe(true);

    const copy = reloaded.duplicate();
    expect(await copy.store.load('refund')).toEqual({ draft: refund, keptByThisPage: false });
  });

  it('a draft kept in memory (no IndexedDB) is always the page’s own', async () => {
    const tab = browserProfile({ withIndexedDB: false }).openTab();
    const refund = draftOf('refund');
    await tab.store.save(refund);
    expect(await tab.store.load('refund')).toEqual({ draft: refund, keptByThisPage: true });
  });

  it('keeps the two flows apart: one session key and one record each', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();
    await tab.store.save(draftOf('refund'));
    await tab.store.save(draftOf('rescheduling', { step: 2 }));

    expect((await tab.store.load('rescheduling'))?.draft.step).toBe(2);
    expect((await tab.store.load('refund'))?.draft.kind).toBe('refund');
    expect(await storedIds(indexedDB)).toEqual([draftIdOf(tab, 'refund'), draftIdOf(tab, 'rescheduling')].sort());
  });

  it('the session key holds only a random id; the draft is in IndexedDB under it, its lock held by the page', async () => {
    const { indexedDB, locks, openTab } = browserProfile();
    const tab = openTab();
    await tab.store.save(draftOf('refund'));

    const id = draftIdOf(tab);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedIds(indexedDB)).toEqual([id]);
    expect(locks.holder(bookingDraftLockName(id ?? ''))).toBe(tab.page);
  });

  it('each save replaces the draft: the latest comes back', async () => {
    const tab = browserProfile().openTab();
    const first = draftOf('refund', { step: 3 });
    await tab.store.save(first);
    await tab.store.save({ ...first, step: 5, observation: 'Otra' });

    expect((await tab.store.load('refund'))?.draft).toMatchObject({ step: 5, observation: 'Otra', startedAt: first.startedAt });
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
    const restored = (await tab.store.load('refund'))?.draft;

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
    const id = draftIdOf(tab) ?? '';

    await tab.store.discard('refund');

    expect(await tab.store.load('refund')).toBeNull();
    expect(draftIdOf(tab)).toBeNull();
    expect(locks.holder(bookingDraftLockName(id))).toBeNull();
    expect(await storedIds(indexedDB)).toEqual([draftIdOf(tab, 'rescheduling')]);
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

describe('a browser that cannot store: everything resolves, nothing reaches the disk', () => {
  it('without IndexedDB the draft lasts as long as the page', async () => {
    const tab = browserProfile({ withIndexedDB: false }).openTab();
    const draft = draftOf('refund');

    await expect(tab.store.save(draft)).resolves.toBeUndefined();
    await tab.store.save(draftOf('refund', { step: 5 }));
    expect((await tab.store.load('refund'))?.draft.step).toBe(5);
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
    expect((await tab.store.load('refund'))?.draft.step).toBe(4);
    vi.restoreAllMocks();
    // After a reload, the last state that reached the disk.
    expect((await tab.reload().store.load('refund'))?.draft.step).toBe(3);
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

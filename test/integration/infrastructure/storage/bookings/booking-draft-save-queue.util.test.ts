import { IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingDraftLockName } from '@/infrastructure/storage/bookings/booking-draft-ownership.util';
import { browserProfile, draftIdOf, draftOf, storedIds } from '@test/support/bookings/booking-draft-tabs';

// The queue: saves and discards of the same page run in call order, whatever order they arrive in.

afterEach(() => vi.restoreAllMocks());

describe('saves and discards in any order', () => {
  it('a burst of saves: the last one wins, with fewer puts than saves', async () => {
    const tab = browserProfile().openTab();
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    const draft = draftOf('refund');

    await Promise.all([1, 2, 3, 4, 5].map((n) => tab.store.save({ ...draft, observation: `versión ${n}` })));

    expect((await tab.store.load('refund'))?.draft.observation).toBe('versión 5');
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
    expect(draftIdOf(tab)).toBeNull();
    expect(await storedIds(indexedDB).catch(() => [])).toEqual([]);
    expect(put).not.toHaveBeenCalled();
  });

  it('a discard while the put is on its way deletes what it wrote', async () => {
    const { indexedDB, locks, openTab } = browserProfile();
    const tab = openTab();
    await tab.store.save(draftOf('refund', { step: 3 }));
    const id = draftIdOf(tab) ?? '';
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
    expect(draftIdOf(tab)).toBeNull();
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
    expect(draftIdOf(tab)).toBeNull();
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
    expect((await tab.store.load('refund'))?.draft).toEqual(next);
  });

  it('a late save of a draft that was restored and then discarded is dropped too', async () => {
    const { openTab } = browserProfile();
    const before = openTab();
    const restored = draftOf('rescheduling');
    await before.store.save(restored);
    const after = before.reload();
    expect((await after.store.load('rescheduling'))?.draft).toEqual(restored);

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

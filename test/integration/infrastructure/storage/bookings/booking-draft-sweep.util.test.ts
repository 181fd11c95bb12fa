import { describe, expect, it } from 'vitest';
import { browserProfile, databaseNames, draftIdOf, draftOf, minutesAgo, pastTheLifetime, storedIds, storeRaw } from '@test/support/bookings/booking-draft-tabs';

// The start-up sweep: what it deletes (closed tabs' drafts, anything past its lifetime) and what it keeps.

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

    expect(await storedIds(indexedDB)).toEqual([draftIdOf(open)]);
    expect(await open.store.load('refund')).not.toBeNull();
  });

  it('keeps its own tab’s draft', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();
    await tab.store.save(draftOf('refund'));

    await tab.store.sweep(Date.now());

    expect(await storedIds(indexedDB)).toEqual([draftIdOf(tab)]);
  });

  it('deletes every draft past its lifetime, an open tab’s and its own included, and forgets its own key', async () => {
    const { indexedDB, openTab } = browserProfile();
    const other = openTab();
    await other.store.save(draftOf('refund', { startedAt: pastTheLifetime() }));
    const tab = openTab();
    await tab.store.save(draftOf('refund', { startedAt: pastTheLifetime() }));
    await tab.store.save(draftOf('rescheduling', { startedAt: minutesAgo(29) }));

    await tab.store.sweep(Date.now());

    expect(await storedIds(indexedDB)).toEqual([draftIdOf(tab, 'rescheduling')]);
    expect(draftIdOf(tab)).toBeNull();
    expect(await tab.store.load('refund')).toBeNull();
  });

  it('deletes records it cannot date', async () => {
    const { indexedDB, openTab } = browserProfile();
    const tab = openTab();
    await tab.store.save(draftOf('refund'));
    await storeRaw(indexedDB, { id: 'sin-fecha-0001', kind: 'refund', draft: {} });

    await tab.store.sweep(Date.now());

    expect(await storedIds(indexedDB)).toEqual([draftIdOf(tab)]);
  });

  it('without Web Locks, only the lifetime applies', async () => {
    const { indexedDB, openTab } = browserProfile({ withLocks: false });
    const closed = openTab();
    await closed.store.save(draftOf('refund'));
    const old = openTab();
    await old.store.save(draftOf('refund', { startedAt: pastTheLifetime() }));

    await openTab().store.sweep(Date.now());

    expect(await storedIds(indexedDB)).toEqual([draftIdOf(closed)]);
  });

  it('creates no database where there is none (every visitor sweeps)', async () => {
    const { indexedDB, openTab } = browserProfile();

    await openTab().store.sweep(Date.now());

    expect(await databaseNames(indexedDB)).toEqual([]);
  });
});

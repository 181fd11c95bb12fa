import { describe, expect, it } from 'vitest';
import { bookingDraftLockName } from '@/infrastructure/storage/bookings/booking-draft-ownership.util';
import { browserProfile, draftIdOf, draftOf, storedIds } from '@test/support/bookings/booking-draft-tabs';

// The tab owns its drafts: its session keys name them and its page holds their Web Locks, so other,
// reloaded and duplicated tabs each find what is theirs.

describe('the draft belongs to the tab', () => {
  it('another tab (its own session storage) finds nothing', async () => {
    const { openTab } = browserProfile();
    const first = openTab();
    await first.store.save(draftOf('refund'));

    const second = openTab();

    expect(await second.store.load('refund')).toBeNull();
    await second.store.save(draftOf('refund', { step: 2 }));
    expect((await first.store.load('refund'))?.draft.step).toBe(4);
  });

  it('a reload (same session storage, the old page gone) brings the draft back', async () => {
    const { locks, openTab } = browserProfile();
    const before = openTab();
    const draft = draftOf('refund', { step: 5 });
    await before.store.save(draft);

    const after = before.reload();
    await after.store.sweep(Date.now());

    expect((await after.store.load('refund'))?.draft).toEqual(draft);
    expect(locks.holder(bookingDraftLockName(draftIdOf(after) ?? ''))).toBe(after.page);
  });

  it('a reload keeps the draft even when another tab sweeps once the reloaded page has it', async () => {
    const { indexedDB, openTab } = browserProfile();
    const before = openTab();
    await before.store.save(draftOf('refund'));
    const after = before.reload();
    expect(await after.store.load('refund')).not.toBeNull();

    await openTab().store.sweep(Date.now());

    expect(await storedIds(indexedDB)).toEqual([draftIdOf(after)]);
  });

  it('a duplicated tab goes on with its own copy: its changes and its discard leave the original alone', async () => {
    const { indexedDB, openTab } = browserProfile();
    const original = openTab();
    const draft = draftOf('refund');
    await original.store.save(draft);

    const copy = original.duplicate();
    expect((await copy.store.load('refund'))?.draft).toEqual(draft);
    expect(draftIdOf(copy)).not.toBe(draftIdOf(original));
    await copy.store.save({ ...draft, step: 5 });
    await copy.store.discard('refund');

    expect((await original.store.load('refund'))?.draft).toEqual(draft);
    expect(await storedIds(indexedDB)).toEqual([draftIdOf(original)]);
  });
});

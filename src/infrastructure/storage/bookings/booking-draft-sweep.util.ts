import { isDraftExpired } from '@/domain/bookings/booking-draft.entity';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import type { BookingDraftBrowser } from './booking-draft-browser.util';
import { deleteRecord, listRecords, type DraftDatabase } from './booking-draft-database.util';
import { bookingDraftLockName, type TabDraftOwnership } from './booking-draft-ownership.util';
import { tombstone, type DraftPage } from './booking-draft-page.util';
import type { TabDraftKey } from './booking-draft-tab-key.util';

const draftKinds: readonly BookingRequestKind[] = ['rescheduling', 'refund'];

/** What the sweep works with: the page's state, its database, its ownership of drafts and the tab's key. */
export interface SweepParts {
  readonly browser: BookingDraftBrowser;
  readonly page: DraftPage;
  readonly database: DraftDatabase;
  readonly ownership: TabDraftOwnership;
  readonly key: TabDraftKey;
}

/**
 * The start-up sweep: deletes every record past its lifetime (or that cannot be dated), its own tab's
 * included, its own tab's records when the tab holds no key to read them, and every record whose
 * lock is free and that the tab's own keys do not name (a closed tab's: its key went with it).
 * Without Web Locks only the lifetime applies to other tabs' records. It never creates the database,
 * and never reads a record's bytes.
 */
export async function sweepDrafts({ browser, page, database, ownership, key }: SweepParts, now: number): Promise<void> {
  const db = await database.open(false);
  if (db === null) return;
  const own = new Map<string, BookingRequestKind>();
  for (const kind of draftKinds) {
    const id = await ownership.ownId(kind, false);
    if (id !== null) own.set(id, kind);
  }
  const locks = browser.locks;
  const readable = key.exists();
  for (const { id, startedAt } of await listRecords(db)) {
    const unreadableOwn = !readable && typeof id === 'string' && own.has(id);
    if (startedAt === null || isDraftExpired({ startedAt }, now) || unreadableOwn) {
      await deleteRecord(db, id);
      const kind = typeof id === 'string' ? own.get(id) : undefined;
      if (kind !== undefined) {
        if (startedAt !== null) page.discarded.add(tombstone(kind, startedAt));
        ownership.forgetId(kind, id as string);
      }
      continue;
    }
    if (typeof id !== 'string' || own.has(id) || ownership.holds(id) || locks === null) continue;
    // Deleted while holding its lock, so its owner cannot take it back halfway.
    await locks.request(bookingDraftLockName(id), { ifAvailable: true }, async (lock) => {
      if (lock !== null) await deleteRecord(db, id);
    });
  }
}

import type { BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import type { BookingDraftBrowser } from './booking-draft-browser.util';
import type { DatabaseSlot } from './booking-draft-database.util';
import type { HeldDraftLocks } from './booking-draft-ownership.util';
import type { QueueState } from './booking-draft-save-queue.util';
import type { SealedFiles } from './booking-draft-sealed-record.util';
import type { DraftKeySlot } from './booking-draft-tab-key.util';

/** What one page (one document of the tab) knows; every store built over the same browser shares it. */
export interface DraftPage {
  readonly queue: QueueState;
  readonly database: DatabaseSlot;
  readonly held: HeldDraftLocks;
  /** The tab's draft key, imported once per page. */
  readonly key: DraftKeySlot;
  /** Each flow's files as last written or read: a save re-encrypts only the files that changed. */
  readonly sealedFiles: Map<BookingRequestKind, SealedFiles>;
  /** Drafts this page could not write to IndexedDB (none, blocked, quota): they last as long as the page. */
  readonly memory: Map<BookingRequestKind, BookingDraft>;
  /** `startedAt` of the drafts this page saved or loaded since the flow's last discard, in queue order. */
  readonly seen: Map<BookingRequestKind, Set<number>>;
  /** `kind:startedAt` of drafts this page discarded: a late save of one of them is dropped. */
  readonly discarded: Set<string>;
  /** `kind:startedAt` of drafts this page saved: only those come back without the buyer's document. */
  readonly kept: Set<string>;
  readonly warned: Set<string>;
}

const pages = new WeakMap<BookingDraftBrowser, DraftPage>();

/** The state of the page the browser belongs to, created on first use. */
export function pageOf(browser: BookingDraftBrowser): DraftPage {
  let page = pages.get(browser);
  if (page === undefined) {
    page = {
      queue: { tail: Promise.resolve(), openSave: null },
      database: { current: null },
      held: new Map(),
      key: { current: null },
      sealedFiles: new Map(),
      memory: new Map(),
      seen: new Map(),
      discarded: new Set(),
      kept: new Set(),
      warned: new Set(),
    };
    pages.set(browser, page);
  }
  return page;
}

/** The `startedAt`s the page saw of the flow's drafts since its last discard. */
export function seenOf(page: DraftPage, kind: BookingRequestKind): Set<number> {
  let seen = page.seen.get(kind);
  if (seen === undefined) {
    seen = new Set();
    page.seen.set(kind, seen);
  }
  return seen;
}

/** The key of a draft in {@link DraftPage.discarded} and {@link DraftPage.kept}. */
export function tombstone(kind: BookingRequestKind, startedAt: number): string {
  return `${kind}:${startedAt}`;
}

import type { Logger } from '@/application/shared/logger.port';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import type { BookingDraftBrowser } from './booking-draft-browser.util';

/** Session storage keys, one per flow: each holds the id of this tab's draft, never the draft. */
export const bookingDraftSessionKeys: Readonly<Record<BookingRequestKind, string>> = Object.freeze({
  rescheduling: 'portal.bookingDraft.rescheduling',
  refund: 'portal.bookingDraft.refund',
});
/** The Web Lock a page holds while a draft is its own. */
export const bookingDraftLockName = (id: string): string => `portal-booking-draft:${id}`;
const idPattern = /^[\w-]{8,64}$/;

/** The ids whose Web Lock this page holds, with what lets each go; shared by every store of the page. */
export type HeldDraftLocks = Map<string, () => void>;

/**
 * Gives the fresh id a copy of the draft under `named`, which another live page owns (a duplicated
 * tab names the draft of the tab it was copied from).
 */
export type AdoptDraft = (kind: BookingRequestKind, named: string, fresh: string) => Promise<void>;

/**
 * Which drafts are this tab's: the tab's session key names the id of its draft of each flow, and
 * the page holds that id's Web Lock for as long as it lives (the browser lets it go when the page
 * goes). Without Web Locks every named draft counts as owned. Session storage that throws or is
 * missing reads as no key and refuses new ones.
 */
export class TabDraftOwnership {
  constructor(
    private readonly browser: BookingDraftBrowser,
    private readonly held: HeldDraftLocks,
    private readonly logger: Logger,
    private readonly adopt: AdoptDraft,
  ) {}

  holds(id: string): boolean {
    return this.held.has(id);
  }

  /**
   * The id of this tab's draft of the flow, its lock taken; a new one when `create` and there is
   * none. Null when there is none, or when session storage refuses the new id. A named id whose
   * lock another page holds is replaced by a new id holding a copy of its draft, `create` or not.
   */
  async ownId(kind: BookingRequestKind, create: boolean): Promise<string | null> {
    const named = this.readKey(kind);
    if (named !== null && (this.held.has(named) || (await this.claim(named)))) return named;
    if (named === null && !create) return null;
    const fresh = this.browser.randomId();
    if (!this.writeKey(kind, fresh)) return null;
    await this.claim(fresh);
    // Another live page owns `named` (a duplicated tab): this tab goes on with a copy of its own.
    if (named !== null) await this.adopt(kind, named, fresh);
    return fresh;
  }

  /** Takes the id's lock for the rest of the page's life; false when another page holds it. */
  claim(id: string): Promise<boolean> {
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
            this.held.set(id, release);
            resolve(true);
          });
        })
        .catch((error: unknown) => {
          // No lock to be had (e.g. a sandboxed frame): the draft goes on as if owned, bound by its lifetime only.
          this.logger.warn('No se pudo reservar el borrador de la solicitud para esta pestaña', error);
          resolve(true);
        });
    });
  }

  release(id: string): void {
    this.held.get(id)?.();
    this.held.delete(id);
  }

  /** The draft under `id` is gone: the tab's key stops naming it and its lock is let go. */
  forgetId(kind: BookingRequestKind, id: string): void {
    if (this.readKey(kind) === id) this.removeKey(kind);
    this.release(id);
  }

  readKey(kind: BookingRequestKind): string | null {
    try {
      const id = this.browser.sessionStorage?.getItem(bookingDraftSessionKeys[kind]) ?? null;
      return id !== null && idPattern.test(id) ? id : null;
    } catch {
      return null;
    }
  }

  removeKey(kind: BookingRequestKind): void {
    try {
      this.browser.sessionStorage?.removeItem(bookingDraftSessionKeys[kind]);
    } catch {
      // Storage refused: nothing was kept there either.
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
}

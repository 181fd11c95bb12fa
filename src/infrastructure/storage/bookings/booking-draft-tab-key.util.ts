import type { BookingDraftBrowser } from './booking-draft-browser.util';
import { generateDraftKey, importDraftKey } from './booking-draft-cipher.util';

/** The session storage key that holds this tab's draft key (base64), one for both flows. */
export const bookingDraftKeySessionKey = 'portal.bookingDraft.key';

/** The page's imported key and the base64 it came from; shared by every store of the page. */
export interface DraftKeySlot {
  current: { readonly encoded: string; readonly key: Promise<CryptoKey | null> } | null;
}

/**
 * The key this tab's drafts are encrypted with. It lives only in the tab's session storage: a
 * reload finds it, a closed tab takes it along, and what the tab left in IndexedDB can no longer
 * be read. Never rejects: no WebCrypto (an insecure origin), a storage that refuses the key or a
 * key that cannot be imported all read as no key.
 */
export class TabDraftKey {
  constructor(
    private readonly browser: BookingDraftBrowser,
    private readonly slot: DraftKeySlot,
  ) {}

  /**
   * The tab's key; when there is none (or it is unusable) and `create`, a new one, written to
   * session storage before it is handed out, so nothing is encrypted under a key a reload cannot find.
   */
  async current(create: boolean): Promise<CryptoKey | null> {
    const subtle = this.browser.subtle;
    if (subtle === null) return null;
    const encoded = this.read();
    if (encoded !== null) {
      if (this.slot.current?.encoded !== encoded) this.slot.current = { encoded, key: importDraftKey(subtle, encoded) };
      const key = await this.slot.current.key;
      if (key !== null || !create) return key;
    }
    if (!create) return null;
    try {
      const fresh = await generateDraftKey(subtle);
      if (!this.write(fresh.encoded)) return null;
      this.slot.current = { encoded: fresh.encoded, key: Promise.resolve(fresh.key) };
      return fresh.key;
    } catch {
      return null;
    }
  }

  /** Whether session storage names a key at all (usable or not). */
  exists(): boolean {
    return this.read() !== null;
  }

  /** Drops the key: whatever it encrypted can no longer be read, and the next draft gets a new one. */
  forget(): void {
    this.slot.current = null;
    try {
      this.browser.sessionStorage?.removeItem(bookingDraftKeySessionKey);
    } catch {
      // Storage refused: it holds no key either.
    }
  }

  private read(): string | null {
    try {
      return this.browser.sessionStorage?.getItem(bookingDraftKeySessionKey) ?? null;
    } catch {
      return null;
    }
  }

  private write(encoded: string): boolean {
    try {
      if (this.browser.sessionStorage === null) return false;
      this.browser.sessionStorage.setItem(bookingDraftKeySessionKey, encoded);
      return true;
    } catch {
      return false;
    }
  }
}

/** The part of the Web Locks API the draft store uses (navigator.locks), so tests can stand in for it. */
export interface DraftLocks {
  request<T>(name: string, options: { readonly ifAvailable: true }, callback: (lock: object | null) => T): Promise<Awaited<T>>;
}

/** The browser as the draft store sees it; each piece is null where it is missing or blocked. */
export interface BookingDraftBrowser {
  readonly indexedDB: IDBFactory | null;
  readonly sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  readonly locks: DraftLocks | null;
  /** WebCrypto, which browsers give only to secure origins (https, localhost). */
  readonly subtle: SubtleCrypto | null;
  readonly randomId: () => string;
  readonly now: () => number;
}

let thisPage: BookingDraftBrowser | null = null;

/** This page's browser, looked up once: every store built without one shares its state. */
export function currentBrowser(): BookingDraftBrowser {
  thisPage ??= {
    indexedDB: attempt(() => globalThis.indexedDB ?? null),
    sessionStorage: usableSessionStorage(),
    locks: attempt(() => (typeof navigator === 'undefined' ? null : (navigator.locks ?? null))),
    subtle: attempt(() => globalThis.crypto?.subtle ?? null),
    randomId,
    now: () => Date.now(),
  };
  return thisPage;
}

function attempt<T>(read: () => T | null): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function usableSessionStorage(): Storage | null {
  try {
    const storage = globalThis.sessionStorage;
    if (storage === undefined || storage === null) return null;
    // Some browsers hand out a storage that throws on write.
    const probe = '__portal_draft_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** `crypto.randomUUID` exists only on secure origins; `getRandomValues` everywhere. */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

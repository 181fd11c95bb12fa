import { injectable } from 'inversify';
import type { KeyValueStorage, SessionKeyValueStorage } from '@/application/shared/key-value-storage.port';

type WebStorageArea = 'localStorage' | 'sessionStorage';

/**
 * {@link KeyValueStorage} over one of the browser's web storages. Storage can be missing or
 * hostile: Safari's private mode and blocked cookies throw on access, a full quota throws on
 * write, and there is no window in a worker or under Node. In every such case the value lives in
 * memory for the rest of the visit instead, so flows (the payment return, the client IP) keep
 * working and nothing throws into them.
 */
abstract class FallbackWebStorage implements KeyValueStorage {
  private readonly web: Storage | null;
  /** Values the web storage refused; they win over what it holds. */
  private readonly memory = new Map<string, string>();

  protected constructor(area: WebStorageArea) {
    this.web = openWebStorage(area);
  }

  get(key: string): string | null {
    const kept = this.memory.get(key);
    if (kept !== undefined) return kept;
    try {
      return this.web?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      if (this.web === null) throw new Error('no web storage');
      this.web.setItem(key, value);
      this.memory.delete(key);
    } catch {
      this.memory.set(key, value);
    }
  }

  remove(key: string): void {
    this.memory.delete(key);
    try {
      this.web?.removeItem(key);
    } catch {
      // Nothing stored there to remove.
    }
  }
}

/**
 * Over `window.localStorage`: for what other tabs and windows must read (isExpired), and to remove
 * what earlier builds left there (ADR 0010; ADR 0013, amendment).
 */
@injectable()
export class WebKeyValueStorage extends FallbackWebStorage {
  constructor() {
    super('localStorage');
  }
}

/**
 * Over `window.sessionStorage`: for personal data (the signed-in person's document type and
 * number, the payment trace), which must die with the tab and never be found by a later visitor
 * of a shared computer (ADR 0010; ADR 0013, amendment).
 */
@injectable()
export class SessionWebKeyValueStorage extends FallbackWebStorage implements SessionKeyValueStorage {
  constructor() {
    super('sessionStorage');
  }
}

function openWebStorage(area: WebStorageArea): Storage | null {
  try {
    const storage = globalThis[area];
    if (storage === undefined || storage === null) return null;
    // Reading the property is not enough: some browsers hand out a storage that throws on write.
    const probe = '__portal_storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

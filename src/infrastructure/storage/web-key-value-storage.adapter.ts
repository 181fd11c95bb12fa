import { injectable } from 'inversify';
import type { KeyValueStorage } from '@/application/shared/key-value-storage.port';

/**
 * {@link KeyValueStorage} over `window.localStorage`. Storage can be missing or hostile:
 * Safari's private mode and blocked cookies throw on access, a full quota throws on write,
 * and there is no window in a worker or under Node. In every such case the value lives in
 * memory for the rest of the visit instead, so flows (the payment return, the client IP)
 * keep working and nothing throws into them.
 */
@injectable()
export class WebKeyValueStorage implements KeyValueStorage {
  private readonly web: Storage | null = openWebStorage();
  /** Values the web storage refused; they win over what it holds. */
  private readonly memory = new Map<string, string>();

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

function openWebStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
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

import type { KeyValueStorage } from '@/application/shared/key-value-storage.port';

/** KeyValueStorage in memory, for tests that check what a use case stores. */
export class MemoryStorage implements KeyValueStorage {
  readonly values = new Map<string, string>();
  get(key: string) {
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string) {
    this.values.set(key, value);
  }
  remove(key: string) {
    this.values.delete(key);
  }
}

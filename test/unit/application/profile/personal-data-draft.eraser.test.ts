import { describe, expect, it } from 'vitest';
import { personalDataDraftEraser, personalDataDraftStorageKey } from '@/application/profile/personal-data-draft.eraser';
import { MemoryStorage } from '@test/support/memory-storage';

describe('personalDataDraftEraser', () => {
  it('removes the unsaved data-update form and nothing else', () => {
    const storage = new MemoryStorage();
    storage.set(personalDataDraftStorageKey, '{"idSap":"1000234"}');
    storage.set('documentNumber', '43512876');

    personalDataDraftEraser(storage).erase('sessionEnded');

    expect(storage.get(personalDataDraftStorageKey)).toBeNull();
    expect(storage.get('documentNumber')).toBe('43512876');
  });

  it('leaves storage without a draft as it is', () => {
    const storage = new MemoryStorage();

    personalDataDraftEraser(storage).erase('anonymousStart');

    expect(storage.values.size).toBe(0);
  });
});

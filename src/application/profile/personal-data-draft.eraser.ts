import type { SessionKeyValueStorage } from '@/application/shared/key-value-storage.port';
import type { PersonalDataEraser } from '@/application/shared/session/personal-data-eraser.port';

/**
 * The session-storage key of the unsaved data-update form (`PersonalDataDrafts`). It is personal
 * data (ADR 0010): it goes when the session ends or the portal starts anonymous.
 */
export const personalDataDraftStorageKey = 'portal.profileDraft';

/**
 * The profile's `PersonalDataEraser`: removes the unsaved data-update form. A plain function,
 * apart from the draft use case and free of its imports, because the shell module binds it and
 * so every page loads it: the home's first load must stay free of the profile's other code.
 */
export const personalDataDraftEraser = (storage: SessionKeyValueStorage): PersonalDataEraser => ({
  erase: () => storage.remove(personalDataDraftStorageKey),
});

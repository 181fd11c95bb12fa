import { inject, injectable } from 'inversify';
import type { LocationSelection } from '@/domain/profile/location.entity';
import { isDraftFor, readPersonalDataDraft, type PersonalDataDraft } from '@/domain/profile/personal-data-draft.entity';
import type { PersonalDataValues } from '@/domain/profile/personal-data.form';
import { sessionOwnerOf } from '@/domain/shared/session/session-owner.rules';
import { SessionKeyValueStorage } from '@/application/shared/key-value-storage.port';
import { Identity } from '@/application/shared/session/identity.port';
import { personalDataDraftStorageKey } from './personal-data-draft.eraser';

/** The parts of a draft the page hands over; the owner is always the session's. */
export interface PersonalDataDraftInput {
  readonly idSap: string;
  readonly values: PersonalDataValues;
  readonly location: LocationSelection;
}

/**
 * Keeping, bringing back and forgetting the unsaved data-update form: a reload before saving
 * restores it; it lives in session storage and is deleted on save and, by
 * `personalDataDraftEraser`, when the session ends. The draft is the tab's and the signed-in
 * person's: a draft of someone else, of another record, or one that cannot be read is deleted
 * instead of restored. Keeping a draft is a help, never a condition: storage that refuses
 * (private mode, quota) keeps nothing, and nothing here throws.
 */
@injectable()
export class PersonalDataDrafts {
  constructor(
    @inject(SessionKeyValueStorage) private readonly storage: SessionKeyValueStorage,
    @inject(Identity) private readonly identity: Identity,
  ) {}

  /** The signed-in person's unsaved form for this record, or null. */
  restore(idSap: string): PersonalDataDraft | null {
    const stored = this.attempt(() => this.storage.get(personalDataDraftStorageKey), null);
    if (stored === null) return null;
    const owner = sessionOwnerOf(this.identity.currentSession());
    const draft = readPersonalDataDraft(parseJson(stored));
    if (owner !== null && draft !== null && isDraftFor(draft, owner, idSap.trim())) return draft;
    this.forget();
    return null;
  }

  /** Replaces the draft with what the form holds now; nothing is kept without a session. */
  keep(input: PersonalDataDraftInput): void {
    const owner = sessionOwnerOf(this.identity.currentSession());
    if (owner === null) return;
    const draft: PersonalDataDraft = { owner, idSap: input.idSap.trim(), values: input.values, location: input.location };
    this.attempt(() => this.storage.set(personalDataDraftStorageKey, JSON.stringify(draft)), undefined);
  }

  /** After a successful save, and for a stored draft `restore` refuses. */
  forget(): void {
    this.attempt(() => this.storage.remove(personalDataDraftStorageKey), undefined);
  }

  private attempt<T>(operation: () => T, otherwise: T): T {
    try {
      return operation();
    } catch {
      return otherwise;
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

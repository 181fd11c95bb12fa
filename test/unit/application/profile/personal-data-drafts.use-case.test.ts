import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '@/application/shared/key-value-storage.port';
import { personalDataDraftStorageKey } from '@/application/profile/personal-data-draft.eraser';
import { PersonalDataDrafts, type PersonalDataDraftInput } from '@/application/profile/personal-data-drafts.use-case';
import { anonymousSession } from '@/domain/shared/session/session.entity';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';

/** Session storage in memory; `isBroken` makes it throw as a refusing browser storage could. */
class MapStorage implements KeyValueStorage {
  readonly values = new Map<string, string>();
  isBroken = false;
  get(key: string) {
    if (this.isBroken) throw new Error('SecurityError');
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string) {
    if (this.isBroken) throw new Error('QuotaExceededError');
    this.values.set(key, value);
  }
  remove(key: string) {
    if (this.isBroken) throw new Error('SecurityError');
    this.values.delete(key);
  }
}

const typed: PersonalDataDraftInput = {
  idSap: '700123',
  values: { cellphoneNumber: '31045', phoneNumber: '', email: 'ana@correo.co', confirmEmail: 'ana@', address: 'Calle 10 #', sector: 'R' },
  location: { country: 'CO', state: '11', city: '11001', neighborhood: null },
};

function drafts(session = signedInSession) {
  const storage = new MapStorage();
  const identity = new FakeIdentity(session);
  return { drafts: new PersonalDataDrafts(storage, identity), storage, identity };
}

describe('PersonalDataDrafts (a reload before saving restores the unsaved form)', () => {
  it('keeps the form under its session-storage key and brings it back to the same person and record', () => {
    const { drafts: store, storage } = drafts();
    store.keep(typed);
    expect(storage.values.has(personalDataDraftStorageKey)).toBe(true);
    expect(store.restore('700123')).toEqual({ owner: { documentType: 'CC', documentNumber: '1020304050' }, ...typed });
  });

  it('nothing to restore: null', () => {
    expect(drafts().drafts.restore('700123')).toBeNull();
  });

  it('forget deletes it (after a successful save, on sign-out)', () => {
    const { drafts: store, storage } = drafts();
    store.keep(typed);
    store.forget();
    expect(storage.values.size).toBe(0);
    expect(store.restore('700123')).toBeNull();
  });

  it('is never brought back to another person, and is deleted instead', () => {
    const { drafts: store, storage, identity } = drafts();
    store.keep(typed);
    identity.change({ ...signedInSession, documentNumber: '99887766' });
    expect(store.restore('700123')).toBeNull();
    expect(storage.values.size).toBe(0);
  });

  it('is never brought back without a session, and is deleted instead', () => {
    const { drafts: store, storage, identity } = drafts();
    store.keep(typed);
    identity.change(anonymousSession);
    expect(store.restore('700123')).toBeNull();
    expect(storage.values.size).toBe(0);
  });

  it('is never brought back to another record', () => {
    const { drafts: store } = drafts();
    store.keep(typed);
    expect(store.restore('700999')).toBeNull();
  });

  it('keeps nothing without a session', () => {
    const { drafts: store, storage } = drafts(anonymousSession);
    store.keep(typed);
    expect(storage.values.size).toBe(0);
  });

  it.each(['not json', '{"idSap":"700123"}', 'null', '[]'])('an unreadable draft %j is deleted', (stored) => {
    const { drafts: store, storage } = drafts();
    storage.values.set(personalDataDraftStorageKey, stored);
    expect(store.restore('700123')).toBeNull();
    expect(storage.values.size).toBe(0);
  });

  it('a browser storage that refuses keeps nothing and never throws', () => {
    const { drafts: store, storage } = drafts();
    storage.isBroken = true;
    expect(() => store.keep(typed)).not.toThrow();
    expect(store.restore('700123')).toBeNull();
    expect(() => store.forget()).not.toThrow();
  });
});

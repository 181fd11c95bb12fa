import { afterEach, describe, expect, it, vi } from 'vitest';
import { personalDataDraftStorageKey } from '@/application/profile/personal-data-draft.eraser';
import { draftSaveDelayMs, type PersonalDataViewModel } from '@/presentation/profile/actualizacion-de-datos/personal-data.view-model';
import { CountingPage } from '@test/support/leaving-page';
import { MemoryStorage } from '@test/support/memory-storage';
import { fullRecord } from '@test/support/profile/fake-profile-gateway';
import { loaded } from '@test/support/profile/personal-data-view-model';

const codes = (vm: PersonalDataViewModel) => ({ ...vm.location });

afterEach(() => {
  vi.useRealTimers();
});

describe('PersonalDataViewModel: the draft', () => {
  it('a change still waiting is written when the document goes away (a reload right after typing)', async () => {
    vi.useFakeTimers();
    const { vm, storage } = await loaded();
    const page = new CountingPage();
    const stop = vm.keepDraft(page);
    vm.change('address', 'Calle 12 # 3');
    expect(storage.get(personalDataDraftStorageKey)).toBeNull();
    page.dispatchEvent(new Event('beforeunload'));
    expect(storage.get(personalDataDraftStorageKey)).toContain('Calle 12 # 3');
    expect(page.listeners).toBe(0);
    stop();
  });

  it('keeps nothing until the person changes something, then the form a moment after the last change', async () => {
    vi.useFakeTimers();
    const { vm, storage } = await loaded();
    const stop = vm.keepDraft();
    vi.advanceTimersByTime(draftSaveDelayMs * 3);
    expect(storage.get(personalDataDraftStorageKey)).toBeNull();
    vm.change('address', 'Calle 1');
    vm.change('address', 'Calle 12');
    vi.advanceTimersByTime(draftSaveDelayMs - 1);
    expect(storage.get(personalDataDraftStorageKey)).toBeNull();
    vi.advanceTimersByTime(1);
    const stored = JSON.parse(storage.get(personalDataDraftStorageKey) ?? 'null') as { idSap: string; values: { address: string }; owner: unknown };
    expect(stored.idSap).toBe('1000234');
    expect(stored.values.address).toBe('Calle 12');
    expect(stored.owner).toEqual({ documentType: 'CC', documentNumber: '1020304050' });
    stop();
  });

  it('a reload brings the unsaved form back, location included, each restored value checked', async () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const first = await loaded(fullRecord, storage);
    const stop = first.vm.keepDraft();
    first.vm.change('cellphoneNumber', '31055');
    await first.vm.chooseState('25');
    await first.vm.chooseCity('25899');
    first.vm.changeSector('R');
    vi.advanceTimersByTime(draftSaveDelayMs);
    stop();

    const { vm, profile } = await loaded(fullRecord, storage);
    expect(vm.isRestored).toBe(true);
    expect(vm.value('cellphoneNumber')).toBe('31055');
    expect(vm.error('cellphoneNumber')).toBe('cellphoneNumber.invalid');
    expect(vm.sector).toBe('R');
    expect(codes(vm)).toEqual({ country: 'CO', state: '25', city: '25899', neighborhood: '2589909999' });
    expect(profile.calls).toEqual(['user', 'states:CO', 'cities:25', 'neighborhoods:25899']);
  });

  it('a draft of another record is not brought back, and is deleted', async () => {
    const storage = new MemoryStorage();
    storage.set(
      personalDataDraftStorageKey,
      JSON.stringify({
        owner: { documentType: 'CC', documentNumber: '1020304050' },
        idSap: '999',
        values: { ...fullRecord, cellphoneNumber: '3000000000', phoneNumber: '', confirmEmail: '', sector: 'R' },
        location: { country: 'CO', state: '25', city: null, neighborhood: null },
      }),
    );
    const { vm } = await loaded(fullRecord, storage);
    expect(vm.isRestored).toBe(false);
    expect(vm.value('cellphoneNumber')).toBe('3001234567');
    expect(storage.get(personalDataDraftStorageKey)).toBeNull();
  });

  it('after a save, a change pending before it is not written back', async () => {
    vi.useFakeTimers();
    const { vm, storage } = await loaded();
    const stop = vm.keepDraft();
    vm.setPrivacyAccepted(true);
    vm.change('address', 'Calle 99');
    await vm.save();
    vi.advanceTimersByTime(draftSaveDelayMs * 2);
    expect(storage.get(personalDataDraftStorageKey)).toBeNull();
    stop();
  });
});

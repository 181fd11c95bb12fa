import { afterEach, describe, expect, it, vi } from 'vitest';
import { personalDataDraftStorageKey } from '@/application/profile/personal-data-draft.eraser';
import { draftSaveDelayMs, type PersonalDataViewModel } from '@/presentation/profile/actualizacion-de-datos/personal-data.view-model';
import { answer, fullRecord, noAnswer, recordWithoutLocation } from '@test/support/profile/fake-profile-gateway';
import { loaded, setup } from '@test/support/profile/personal-data-view-model';

/** Fills what a save needs besides what the record gave. */
const codes = (vm: PersonalDataViewModel) => ({ ...vm.location });

afterEach(() => {
  vi.useRealTimers();
});

describe('PersonalDataViewModel: load', () => {
  it('asks the record with the session owner\'s document behind the loader, once, then the lists top down', async () => {
    const { vm, profile, loader } = setup();
    expect(vm.phase).toBe('loading');
    await Promise.all([vm.load(), vm.load()]);
    expect(profile.gateway.getUser).toHaveBeenCalledExactlyOnceWith({ idType: 'CC', idNumber: '1020304050' });
    expect(loader).toHaveBeenCalledOnce();
    expect(profile.calls).toEqual(['user', 'states:CO', 'cities:05', 'neighborhoods:05001']);
    expect(vm.phase).toBe('form');
    expect(vm.idSap).toBe('1000234');
  });

  it('prefills the form from the record; prefilled values are checked, the confirmation is the e-mail on record', async () => {
    const { vm } = await loaded();
    expect(vm.form.values).toEqual({
      cellphoneNumber: '3001234567',
      phoneNumber: '6044445566',
      email: 'ana.perez@example.com',
      confirmEmail: 'ana.perez@example.com',
      address: 'Calle 10 # 43-12',
      sector: 'U',
    });
    expect(vm.form.validity).toEqual({ cellphoneNumber: true, phoneNumber: true, email: true, confirmEmail: true, address: true });
    expect(codes(vm)).toEqual({ country: 'CO', state: '05', city: '05001', neighborhood: '0500100001' });
    expect([vm.selected('states')?.name, vm.selected('cities')?.name, vm.selected('neighborhoods')?.name]).toEqual(['Antioquia', 'Medellín', 'El Poblado']);
    expect(vm.lists.cities.status).toBe('ready');
  });

  it('a person without location gets the defaults: 05 Antioquia, 05001 Medellín, 0500109999 SIN IDENTIFICAR, sector U', async () => {
    const { vm, profile } = await loaded(recordWithoutLocation);
    expect(codes(vm)).toEqual({ country: 'CO', state: '05', city: '05001', neighborhood: '0500109999' });
    expect(vm.selected('neighborhoods')?.name).toBe('SIN IDENTIFICAR');
    expect(vm.sector).toBe('U');
    expect(profile.calls).toEqual(['user', 'states:CO', 'cities:05', 'neighborhoods:05001']);
  });

  it('a record with a state and no city takes the first city and its first neighborhood', async () => {
    const { vm, profile } = await loaded({ ...fullRecord, state: '25', city: null, neighborhood: null });
    expect(codes(vm)).toEqual({ country: 'CO', state: '25', city: '25175', neighborhood: '2517509999' });
    expect(profile.calls).toEqual(['user', 'states:CO', 'cities:25', 'neighborhoods:25175']);
  });

  it('a prefilled value that breaks its rule shows invalid on load; an empty optional one is neutral', async () => {
    const { vm } = await loaded({ ...fullRecord, mobile: '300123456', phone: '' });
    expect(vm.validity('cellphoneNumber')).toBe(false);
    expect(vm.error('cellphoneNumber')).toBe('cellphoneNumber.invalid');
    expect(vm.validity('phoneNumber')).toBeNull();
    expect(vm.error('phoneNumber')).toBeNull();
    expect(vm.saveBlocker).toBe('fields');
  });

  it.each([
    ['code 500', answer(500, { record: null })],
    ['code 200 without a record', answer(200, { record: null })],
    ['a network failure', noAnswer()],
  ] as const)('%s -> Error del sistema (closing it goes home), nothing else asked', async (_name, given) => {
    const { vm, profile, ui } = setup();
    profile.answers.user = given as never;
    await vm.load();
    expect(vm.phase).toBe('unavailable');
    expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('goHomeAndReload');
    expect(profile.calls).toEqual(['user']);
  });
});

describe('PersonalDataViewModel: cascading locations', () => {
  it('changing the state reloads the cities, then the neighborhoods, and selects the first of each', async () => {
    const { vm, profile } = await loaded();
    profile.calls.length = 0;
    await vm.chooseState('25');
    expect(profile.calls).toEqual(['cities:25', 'neighborhoods:25175']);
    expect(codes(vm)).toEqual({ country: 'CO', state: '25', city: '25175', neighborhood: '2517509999' });
    expect(vm.lists.cities.options.map((option) => option.name)).toEqual(['Chía', 'Zipaquirá']);
    expect(vm.hasChanges).toBe(true);
  });

  it('changing the city reloads the neighborhoods only and selects the first', async () => {
    const { vm, profile } = await loaded();
    profile.calls.length = 0;
    await vm.chooseCity('05088');
    expect(profile.calls).toEqual(['neighborhoods:05088']);
    expect(codes(vm)).toEqual({ country: 'CO', state: '05', city: '05088', neighborhood: '0508809999' });
  });

  it('choosing a neighborhood asks nothing; choosing the same state or city again changes nothing', async () => {
    const { vm, profile } = await loaded();
    profile.calls.length = 0;
    vm.chooseNeighborhood('0500100002');
    await vm.chooseState('05');
    await vm.chooseCity('05001');
    expect(profile.calls).toEqual([]);
    expect(vm.location.neighborhood).toBe('0500100002');
  });

  it('while a list loads, it and the ones under it are busy or waiting, and Guardar is disabled', async () => {
    const { vm, profile } = await loaded();
    vm.setPrivacyAccepted(true);
    expect(vm.canSave).toBe(true);
    profile.hold('cities:11');
    const changing = vm.chooseState('11');
    expect(vm.lists.cities.status).toBe('loading');
    expect(vm.lists.neighborhoods.status).toBe('waiting');
    expect(vm.isLoadingLocations).toBe(true);
    expect(vm.canSave).toBe(false);
    expect(vm.saveBlocker).toBe('loading');
    profile.release('cities:11');
    await changing;
    expect(vm.lists.neighborhoods.status).toBe('ready');
    expect(codes(vm)).toEqual({ country: 'CO', state: '11', city: '11001', neighborhood: '1100109999' });
    expect(vm.canSave).toBe(true);
  });

  it('an older cascade\'s late answer is dropped: the last state chosen wins', async () => {
    const { vm, profile } = await loaded();
    profile.hold('cities:11');
    const first = vm.chooseState('11');
    const second = vm.chooseState('25');
    await second;
    profile.release('cities:11');
    await first;
    expect(codes(vm)).toEqual({ country: 'CO', state: '25', city: '25175', neighborhood: '2517509999' });
    expect(vm.lists.cities.options.map((option) => option.code)).toEqual(['25175', '25899']);
  });

  it('an empty list shows no results, empties the levels under it and the location, so nothing can be saved', async () => {
    const { vm, profile } = await loaded();
    vm.setPrivacyAccepted(true);
    profile.answers.lists['cities:25'] = answer(0, { options: [] });
    await vm.chooseState('25');
    expect(vm.lists.cities).toEqual({ status: 'empty', options: [] });
    expect(vm.lists.neighborhoods).toEqual({ status: 'empty', options: [] });
    expect(codes(vm)).toEqual({ country: 'CO', state: '25', city: null, neighborhood: null });
    expect(profile.calls).not.toContain('neighborhoods:null');
    expect(vm.canSave).toBe(false);
    expect(vm.saveBlocker).toBe('location');
  });

  it('a list that fails shows Error del sistema without leaving or reloading; the form stays; choosing the state again retries', async () => {
    const { vm, profile, ui, modals } = await loaded();
    vm.change('address', 'Carrera 7 # 1-2');
    profile.answers.lists['cities:25'] = noAnswer();
    await vm.chooseState('25');
    expect(vm.lists.cities.status).toBe('failed');
    expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('stayOnPage');
    expect(modals).toEqual([]);
    expect(vm.form.values.address).toBe('Carrera 7 # 1-2');
    expect(vm.phase).toBe('form');

    delete profile.answers.lists['cities:25'];
    await vm.chooseState('25');
    expect(codes(vm)).toEqual({ country: 'CO', state: '25', city: '25175', neighborhood: '2517509999' });
  });

  it('the states list failing on load keeps the record\'s codes and asks nothing under it', async () => {
    const context = setup();
    context.profile.answers.lists['states:CO'] = noAnswer();
    await context.vm.load();
    expect(context.vm.lists.states.status).toBe('failed');
    expect(context.vm.lists.cities.status).toBe('waiting');
    expect(context.profile.calls).toEqual(['user', 'states:CO']);
    expect(context.ui.showSystemError).toHaveBeenCalledExactlyOnceWith('stayOnPage');
    expect(codes(context.vm)).toEqual({ country: 'CO', state: '05', city: '05001', neighborhood: '0500100001' });
  });
});

describe('PersonalDataViewModel: fields and Guardar', () => {
  it('typing sanitises and checks; a field shows its message only when its validity is false', async () => {
    const { vm } = await loaded(recordWithoutLocation);
    vm.change('cellphoneNumber', '300-12a');
    expect(vm.value('cellphoneNumber')).toBe('30012');
    expect(vm.error('cellphoneNumber')).toBe('cellphoneNumber.invalid');
    vm.change('address', 'Calle 5 * 3 # 2-1 (Ñuñoa) !');
    expect(vm.value('address')).toBe('Calle 5  3 # 2-1 Ñuñoa ');
    vm.change('phoneNumber', '');
    expect(vm.validity('phoneNumber')).toBe(true);
    expect(vm.error('phoneNumber')).toBeNull();
  });

  it('changing the e-mail re-checks the confirmation, and emptying it clears the confirmation to neutral', async () => {
    const { vm } = await loaded();
    vm.change('email', 'otra@example.com');
    expect(vm.error('confirmEmail')).toBe('confirmEmail.mismatch');
    vm.change('confirmEmail', 'otra@example.com');
    expect(vm.validity('confirmEmail')).toBe(true);
    vm.change('email', '');
    expect(vm.value('confirmEmail')).toBe('');
    expect(vm.validity('confirmEmail')).toBeNull();
    expect(vm.error('email')).toBe('email.required');
  });

  it('Guardar needs every rule, a complete location and the privacy policy; the blocker says which', async () => {
    const { vm } = await loaded();
    expect(vm.canSave).toBe(false);
    expect(vm.saveBlocker).toBe('privacy');
    vm.setPrivacyAccepted(true);
    expect(vm.canSave).toBe(true);
    expect(vm.saveBlocker).toBeNull();
    vm.change('email', 'no-es-correo');
    expect(vm.canSave).toBe(false);
    expect(vm.saveBlocker).toBe('fields');
  });

  it('saving what cannot be saved sends nothing and shows every field\'s message', async () => {
    const { vm, profile } = await loaded({ ...fullRecord, email: '', address: '' });
    vm.setPrivacyAccepted(true);
    expect(vm.error('email')).toBeNull();
    await vm.save();
    expect(profile.gateway.updateUser).not.toHaveBeenCalled();
    expect([vm.error('email'), vm.error('confirmEmail'), vm.error('address')]).toEqual(['email.required', 'confirmEmail.required', 'address.required']);
  });

  it('code 0 -> Actualización de datos; the PUT carries the owner\'s document and the form; the draft is forgotten; the form stays', async () => {
    const { vm, profile, modals, storage, loader } = await loaded();
    vm.change('cellphoneNumber', '3109876543');
    await vm.chooseState('25');
    vm.changeSector('R');
    vm.setPrivacyAccepted(true);
    storage.set(personalDataDraftStorageKey, '{}');
    loader.mockClear();
    await vm.save();
    expect(profile.gateway.updateUser).toHaveBeenCalledExactlyOnceWith('1000234', {
      documentType: 'CC',
      documentNumber: '1020304050',
      mobile: '3109876543',
      phone: '6044445566',
      email: 'ana.perez@example.com',
      country: 'CO',
      state: '25',
      city: '25175',
      neighborhood: '2517509999',
      sector: 'R',
      address: 'Calle 10 # 43-12',
    });
    expect(loader).toHaveBeenCalledOnce();
    expect(modals).toEqual([{ tone: 'success', title: 'Actualización de datos', message: 'Los datos fueron actualizados exitosamente.' }]);
    expect(storage.get(personalDataDraftStorageKey)).toBeNull();
    expect(vm.hasChanges).toBe(false);
    expect(vm.value('cellphoneNumber')).toBe('3109876543');
  });

  it.each([
    [
      '409',
      answer(409, { description: null }),
      {
        tone: 'warning',
        title: 'Correo existente',
        message: 'Existe una cuenta asociada al correo electrónico ingresado. Por favor verifica la información.',
      },
    ],
    ['another code', answer(500, { description: null }), 'stayOnPage'],
    ['no code', answer(null, { description: null }), 'stayOnPage'],
    ['a network failure', noAnswer(), 'stayOnPage'],
  ] as const)('%s -> its modal; nothing typed is lost, the draft is kept, the page stays', async (_name, given, modal) => {
    vi.useFakeTimers();
    const { vm, profile, modals, storage, ui } = await loaded();
    profile.answers.update = given as never;
    const stop = vm.keepDraft();
    vm.change('email', 'ana.nueva@example.com');
    vm.change('confirmEmail', 'ana.nueva@example.com');
    vm.setPrivacyAccepted(true);
    vi.advanceTimersByTime(draftSaveDelayMs);
    await vm.save();
    // 'Error del sistema' is raised the one way, closed without leaving (stayOnPage); the others are modals.
    if (modal === 'stayOnPage') {
      expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('stayOnPage');
      expect(modals).toEqual([]);
    } else {
      expect(modals).toEqual([expect.objectContaining(modal)]);
      expect(ui.showSystemError).not.toHaveBeenCalled();
    }
    expect(vm.value('email')).toBe('ana.nueva@example.com');
    expect(vm.isPrivacyAccepted).toBe(true);
    expect(vm.canSave).toBe(true);
    expect(storage.get(personalDataDraftStorageKey)).toContain('ana.nueva@example.com');
    stop();
  });

  it('a save in flight disables Guardar and a second press sends nothing', async () => {
    const { vm, profile } = await loaded();
    vm.setPrivacyAccepted(true);
    let settle: (value: Awaited<ReturnType<typeof profile.gateway.updateUser>>) => void = () => undefined;
    profile.gateway.updateUser.mockImplementationOnce(() => new Promise((resolve) => (settle = resolve)));
    const first = vm.save();
    expect(vm.submission.isSubmitting).toBe(true);
    expect(vm.canSave).toBe(false);
    await vm.save();
    settle(answer(0, { description: null }));
    await first;
    expect(profile.gateway.updateUser).toHaveBeenCalledOnce();
    expect(vm.canSave).toBe(true);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { personalDataDraftStorageKey } from '@/application/profile/personal-data-draft.eraser';
import { SessionKeyValueStorage } from '@/application/shared/key-value-storage.port';
import { Identity } from '@/application/shared/session/identity.port';
import type { UserRecord } from '@/domain/profile/user-record.entity';
import { MemoryStorage } from '@test/support/memory-storage';
import { FakeIdentity, findPageTitle, main, pageTestOptions, signedInSession } from '@test/support/page-test-support';
import { renderRoute } from '@test/support/render-route';
import { answer, bindProfileGateway, stockedProfileGateway, fullRecord, recordWithoutLocation } from '@test/support/profile/fake-profile-gateway';

const path = '/actualizacion-de-datos';
const title = 'Actualización de datos';

async function open(record: UserRecord = fullRecord, storage = new MemoryStorage()) {
  const user = userEvent.setup();
  const profile = stockedProfileGateway(record);
  const identity = new FakeIdentity(signedInSession);
  const view = renderRoute(path, {
    arrange: (container) => {
      container.rebind<Identity>(Identity).toConstantValue(identity);
      bindProfileGateway(container, profile.gateway);
      container.rebind<SessionKeyValueStorage>(SessionKeyValueStorage).toConstantValue(storage);
    },
  });
  await findPageTitle(title);
  await waitFor(() => expect(combobox('Barrio').value).not.toBe(''), { timeout: 5000 });
  return { user, profile, storage, identity, ...view };
}

const field = (name: string) => within(main()).getByRole('textbox', { name }) as HTMLInputElement;
const combobox = (name: string) => within(main()).getByRole('combobox', { name }) as HTMLInputElement;
const saveButton = () => within(main()).getByRole('button', { name: 'Guardar' }) as HTMLButtonElement;
const privacyBox = () => within(main()).getByRole('checkbox', { name: 'Acepto la política de tratamiento de datos' }) as HTMLInputElement;
const behindModal = <T extends Element>(selector: string) => document.querySelector(`main ${selector}`) as T;
const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('PersonalDataPage (/actualizacion-de-datos)', pageTestOptions, () => {
  it('an anonymous visitor is sent to sign in and nothing is asked', async () => {
    const identity = new FakeIdentity();
    const profile = stockedProfileGateway();
    renderRoute(path, {
      arrange: (container) => {
        container.rebind<Identity>(Identity).toConstantValue(identity);
        bindProfileGateway(container, profile.gateway);
      },
    });
    await waitFor(() => expect(identity.loginCalls).toBe(1), { timeout: 5000 });
    expect(profile.calls).toEqual([]);
  });

  it('shows the person and the form prefilled from the record, with labelled fields and searchable selects', async () => {
    await open();
    expect(within(main()).getByRole('heading', { level: 2, name: 'Tus datos' })).toBeTruthy();
    expect(within(main()).getByText('Ana Pérez')).toBeTruthy();
    expect(within(main()).getByText('Cédula de ciudadanía 1020304050')).toBeTruthy();
    expect(field('Número de celular').value).toBe('3001234567');
    expect(field('Número de celular').getAttribute('inputmode')).toBe('numeric');
    expect(field('Teléfono fijo (opcional)').value).toBe('6044445566');
    expect(field('Correo electrónico').value).toBe('ana.perez@example.com');
    expect(field('Confirma tu correo electrónico').value).toBe('ana.perez@example.com');
    expect(field('Dirección').value).toBe('Calle 10 # 43-12');
    expect(field('País').value).toBe('Colombia');
    expect(field('País').disabled).toBe(true);
    expect([combobox('Departamento').value, combobox('Municipio').value, combobox('Barrio').value]).toEqual(['Antioquia', 'Medellín', 'El Poblado']);
    expect((within(main()).getByRole('radio', { name: 'Urbano' }) as HTMLInputElement).checked).toBe(true);
    expect(within(main()).getByRole('group', { name: 'Sector' })).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    expect(described(saveButton())).toBe('Para guardar, acepta la política de tratamiento de datos.');
  });

  it('a person without location gets Antioquia, Medellín and SIN IDENTIFICAR', async () => {
    await open(recordWithoutLocation);
    expect([combobox('Departamento').value, combobox('Municipio').value, combobox('Barrio').value]).toEqual(['Antioquia', 'Medellín', 'SIN IDENTIFICAR']);
    expect(field('Teléfono fijo (opcional)').value).toBe('');
  });

  it('a rule broken shows its message, tied to the field; fixing it removes it', async () => {
    const { user } = await open();
    const cellphone = field('Número de celular');
    await user.clear(cellphone);
    await user.type(cellphone, '30a0');
    expect(cellphone.value).toBe('300');
    expect(cellphone.getAttribute('aria-invalid')).toBe('true');
    expect(described(cellphone)).toBe('Ingresa un número válido');
    await user.type(cellphone, '1234567');
    expect(cellphone.getAttribute('aria-invalid')).toBeNull();
    expect(within(main()).queryByText('Ingresa un número válido')).toBeNull();

    const email = field('Correo electrónico');
    await user.clear(email);
    expect(field('Confirma tu correo electrónico').value).toBe('');
    expect(described(email)).toBe('Ingresa un correo electrónico');
    await user.type(email, 'otra@example.com');
    await user.type(field('Confirma tu correo electrónico'), 'otra@example.co');
    await user.tab();
    expect(described(field('Confirma tu correo electrónico'))).toBe('El correo no coincide');
  });

  it('a department, a municipality and a neighborhood are chosen by keyboard alone; the lists cascade', async () => {
    const { user, profile } = await open();
    profile.calls.length = 0;
    combobox('Departamento').focus();
    await user.keyboard('{Control>}a{/Control}cundina');
    expect(within(main()).getByRole('listbox', { name: 'Departamento' })).toBeTruthy();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(combobox('Barrio').value).toBe('SIN IDENTIFICAR'));
    expect(profile.calls).toEqual(['cities:25', 'neighborhoods:25175']);
    expect(combobox('Municipio').value).toBe('Chía');

    combobox('Municipio').focus();
    await user.keyboard('{Control>}a{/Control}zipa{Enter}');
    await waitFor(() => expect(profile.calls).toContain('neighborhoods:25899'));
    expect(combobox('Municipio').value).toBe('Zipaquirá');

    combobox('Departamento').focus();
    await user.keyboard('{Control>}a{/Control}bogota{Enter}');
    await waitFor(() => expect(combobox('Barrio').value).toBe('SIN IDENTIFICAR'));
    combobox('Barrio').focus();
    await user.keyboard('{ArrowDown}{End}{Enter}');
    expect(combobox('Barrio').value).toBe('Usaquén');
    expect([combobox('Departamento').value, combobox('Municipio').value]).toEqual(['Bogotá, D.C.', 'Bogotá, D.C.']);
  });

  it("an empty list says 'No se encontraron resultados' and Guardar stays disabled", async () => {
    const { user, profile } = await open();
    profile.answers.lists['cities:11'] = answer(0, { options: [] });
    await user.click(privacyBox());
    combobox('Departamento').focus();
    await user.keyboard('{Control>}a{/Control}bogota{Enter}');
    await waitFor(() => expect(combobox('Municipio').getAttribute('placeholder')).toBe('No se encontraron resultados'));
    expect(described(combobox('Municipio'))).toBe('No se encontraron resultados');
    expect(saveButton().disabled).toBe(true);
    expect(described(saveButton())).toBe('Para guardar, elige el departamento, el municipio y el barrio.');
  });

  it('the privacy policy opens from its link in a dialog; accepting it enables Guardar', async () => {
    const { user } = await open();
    await user.click(within(main()).getByRole('button', { name: 'Ver la política de tratamiento de datos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Política de tratamiento de datos' }, { timeout: 5000 });
    expect(within(dialog).getByText(/Ley 1581 de 2012/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Política de tratamiento de datos' })).toBeNull());
    await user.click(privacyBox());
    expect(saveButton().disabled).toBe(false);
    expect(saveButton().getAttribute('aria-describedby')).toBeNull();
  });

  it.each([
    [0, 'Actualización de datos', 'Los datos fueron actualizados exitosamente.'],
    [409, 'Correo existente', 'Existe una cuenta asociada al correo electrónico ingresado. Por favor verifica la información.'],
    [500, 'Error del sistema', 'Por problemas técnicos no se pudo realizar la consulta. Por favor inténtalo más tarde.'],
  ])('code %s -> the modal %s; the form keeps what was typed', async (code, modalTitle, message) => {
    const { user, profile } = await open();
    profile.answers.update = answer(code, { description: null });
    await user.clear(field('Dirección'));
    await user.type(field('Dirección'), 'Carrera 43A # 1-50');
    await user.click(privacyBox());
    await user.click(saveButton());
    // 'Error del sistema' is an alert dialog; the success and the warning are dialogs.
    const modal = await screen.findByRole(code === 500 ? 'alertdialog' : 'dialog', { name: modalTitle }, { timeout: 5000 });
    expect(within(modal).getByText(message)).toBeTruthy();
    expect(profile.gateway.updateUser).toHaveBeenCalledOnce();
    expect(profile.gateway.updateUser.mock.calls[0]?.[1]).toMatchObject({ address: 'Carrera 43A # 1-50', documentNumber: '1020304050' });
    // The modal makes the page inert (aria-hidden) while it is up: read the fields directly.
    expect(behindModal<HTMLInputElement>('input[name="Address"]').value).toBe('Carrera 43A # 1-50');
    expect(behindModal<HTMLInputElement>('input[type="checkbox"]').checked).toBe(true);
  });

  it('the load failing shows Error del sistema and no form', async () => {
    const profile = stockedProfileGateway();
    profile.answers.user = answer(500, { record: null });
    renderRoute(path, {
      arrange: (container) => {
        container.rebind<Identity>(Identity).toConstantValue(new FakeIdentity(signedInSession));
        bindProfileGateway(container, profile.gateway);
      },
    });
    expect(await screen.findByRole('alertdialog', { name: 'Error del sistema' }, { timeout: 5000 })).toBeTruthy();
    expect(document.querySelector('main form')).toBeNull();
  });

  it('a reload brings back what was typed and not saved', async () => {
    const storage = new MemoryStorage();
    const first = await open(fullRecord, storage);
    await first.user.clear(field('Dirección'));
    await first.user.type(field('Dirección'), 'Diagonal 75 # 2-10');
    await waitFor(() => expect(storage.get(personalDataDraftStorageKey)).toContain('Diagonal 75 # 2-10'));
    first.unmount();

    await open(fullRecord, storage);
    expect(field('Dirección').value).toBe('Diagonal 75 # 2-10');
  });
});

import { type Page } from '@playwright/test';
import { expect, test } from '@test/support/browser/test';
import { expectNoAxeViolations } from '@test/support/browser/axe';
import { expectNoHorizontalScroll } from '@test/support/browser/layout';
import { openAsSignedIn, signInAs, type PersonaName } from '@test/support/browser/sign-in';
import { main } from '@test/support/browser/main-view';

// The data update against the sandbox (docs/sandbox-answers.md, 'Data update, per persona'): the
// person's own record, the DANE location lists, the strict PUT that rejects locations that do
// not nest, and the 409 and 500 answers. The phone and desktop projects run each test at once
// against one sandbox, so a test that saves uses values both runs save alike.

const dataUpdatePath = '/actualizacion-de-datos';

const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const combobox = (page: Page, name: string) => main(page).getByRole('combobox', { name, exact: true });
const saveButton = (page: Page) => main(page).getByRole('button', { name: 'Guardar' });
const privacyBox = (page: Page) => main(page).getByRole('checkbox', { name: 'Acepto la política de tratamiento de datos' });

async function openDataUpdate(page: Page, who: PersonaName) {
  await openAsSignedIn(page, dataUpdatePath, who);
  await expect(page.getByRole('heading', { level: 1, name: 'Actualización de datos' })).toBeVisible();
  await expect(field(page, 'Número de celular')).toBeEditable();
}

/** Picks an option of a searchable select with the keyboard alone: focus, type to filter, then Enter. */
async function chooseByKeyboard(page: Page, name: string, typed: string, option: string) {
  const select = combobox(page, name);
  await expect(select).toBeEnabled();
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type(typed);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
  while ((await page.getByRole('option', { name: option, exact: true }).getAttribute('aria-selected')) !== 'true') {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(select).toHaveValue(option);
}

test.describe('Data update', () => {
  test('an anonymous visitor is sent to sign in and returns to the form, prefilled with her record', async ({ page }) => {
    await page.goto(dataUpdatePath);
    await expect(page).toHaveURL(/\/realms\/portal\//);
    await signInAs(page, 'maria', { fromHeader: false });
    expect(new URL(page.url()).pathname).toBe(dataUpdatePath);
    await expect(main(page).getByRole('region', { name: 'Tus datos' })).toContainText('María Restrepo');
    await expect(main(page).getByRole('region', { name: 'Tus datos' })).toContainText('Cédula de ciudadanía 1037600123');
    await expect(field(page, 'Número de celular')).toHaveValue('3104567890');
    await expect(field(page, 'Teléfono fijo (opcional)')).toHaveValue('6044441234');
    await expect(field(page, 'Correo electrónico')).toHaveValue('maria.restrepo@correo.example');
    await expect(field(page, 'Confirma tu correo electrónico')).toHaveValue('maria.restrepo@correo.example');
    await expect(combobox(page, 'Departamento')).toHaveValue('Antioquia');
    await expect(combobox(page, 'Municipio')).toHaveValue('Medellín');
    await expect(combobox(page, 'Barrio')).toHaveValue('El Poblado');
    await expect(field(page, 'Dirección')).toHaveValue('Calle 10 # 43-25 apto 501');
    await expect(saveButton(page)).toBeDisabled();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'actualización de datos, formulario cargado');
  });

  test('the intro and the person are drawn before Chakra arrives, the form once it has', async ({ page }) => {
    // The page draws with static classes; only its form needs Chakra's chunk, held here.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/lib-chakra-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openAsSignedIn(page, dataUpdatePath, 'maria');
    await expect(page.getByRole('heading', { level: 1, name: 'Actualización de datos' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Tus datos' })).toContainText('Cédula de ciudadanía 1037600123');
    await expect(main(page).getByRole('status')).toHaveText('Cargando tus datos…');
    await expect(field(page, 'Número de celular')).toHaveCount(0);
    await expectNoAxeViolations(page, 'actualización de datos, antes del formulario');

    release();
    await expect(field(page, 'Número de celular')).toHaveValue('3104567890');
    await expect(main(page).getByText('Cargando tus datos…')).toHaveCount(0);
  });

  test('a form whose code cannot be fetched says so, and "Intentar de nuevo" loads it', async ({ page }) => {
    // The network dropped, or a deployment replaced the chunk: the page cannot work without its form.
    let failing = true;
    await page.route(/\/assets\/personal-data-form-[^/]+\.js$/, (route) =>
      failing ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.continue(),
    );
    await openAsSignedIn(page, dataUpdatePath, 'maria');
    await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible();
    await expect(main(page).getByText('Cargando tus datos…')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'actualización de datos sin su formulario');

    failing = false;
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await expect(field(page, 'Número de celular')).toHaveValue('3104567890');
    expect(new URL(page.url()).pathname).toBe(dataUpdatePath);
  });

  test('the header menu leads to the form', async ({ page }) => {
    await openAsSignedIn(page, '/', 'luz');
    await page.getByRole('banner').getByRole('button', { name: 'Luz Ospina' }).click();
    await page.getByRole('menuitem', { name: 'Actualizar datos' }).click();
    await expect(page).toHaveURL(new RegExp(`${dataUpdatePath}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Actualización de datos' })).toBeVisible();
  });

  test('the privacy policy opens from its link, and an open location list passes axe', async ({ page }) => {
    await openDataUpdate(page, 'maria');
    await main(page).getByRole('button', { name: 'Ver la política de tratamiento de datos' }).click();
    const policy = page.getByRole('dialog', { name: 'Política de tratamiento de datos' });
    await expect(policy).toContainText('Ley 1581 de 2012');
    await expectNoAxeViolations(page, 'actualización de datos, política de tratamiento de datos');
    await policy.getByRole('button', { name: 'Cerrar' }).click();
    await expect(policy).toBeHidden();
    await expect(main(page).getByRole('button', { name: 'Ver la política de tratamiento de datos' })).toBeFocused();

    await combobox(page, 'Municipio').focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox', { name: 'Municipio' })).toBeVisible();
    await expect(combobox(page, 'Municipio')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.type('zzz');
    // An empty filter shows 'No se encontraron resultados' and announces it (a polite status); the
    // listbox hides.
    await expect(main(page).getByRole('status').filter({ hasText: 'No se encontraron resultados' })).toHaveCount(1);
    await expect(main(page).getByText('No se encontraron resultados', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'actualización de datos, lista de municipios abierta');
    await page.keyboard.press('Escape');
    await expect(combobox(page, 'Municipio')).toHaveValue('Medellín');
  });

  test('José (no location): the default location, Colombia fixed, sector urbano; no e-mail keeps Guardar disabled', async ({ page }) => {
    await openDataUpdate(page, 'jose');
    await expect(field(page, 'País')).toBeDisabled();
    await expect(field(page, 'País')).toHaveValue('Colombia');
    await expect(combobox(page, 'Departamento')).toHaveValue('Antioquia');
    await expect(combobox(page, 'Municipio')).toHaveValue('Medellín');
    await expect(combobox(page, 'Barrio')).toHaveValue('SIN IDENTIFICAR');
    await expect(main(page).getByRole('radio', { name: 'Urbano' })).toBeChecked();
    await expect(field(page, 'Correo electrónico')).toHaveValue('');
    await privacyBox(page).check();
    await expect(saveButton(page)).toBeDisabled();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'actualización de datos, ubicación por defecto');
  });

  test('the rules speak verbatim, only once a field is invalid', async ({ page }) => {
    await openDataUpdate(page, 'maria');
    await expect(main(page).getByText('Ingresa un número válido')).toHaveCount(0);
    await field(page, 'Número de celular').fill('31045');
    await expect(field(page, 'Número de celular')).toHaveAttribute('aria-invalid', 'true');
    await expect(main(page).getByText('Ingresa un número válido')).toBeVisible();
    await field(page, 'Correo electrónico').fill('maria.nueva@correo.example');
    await expect(main(page).getByText('El correo no coincide')).toBeVisible();
    await field(page, 'Correo electrónico').fill('');
    await expect(main(page).getByText('Ingresa un correo electrónico')).toBeVisible();
    await expect(field(page, 'Confirma tu correo electrónico')).toHaveValue('');
    await expectNoAxeViolations(page, 'actualización de datos, campos inválidos');
  });

  test('a department, city and neighbourhood changed by keyboard, saved, and there after a reload', async ({ page }, testInfo) => {
    test.slow();
    // One persona per width (both run at once against one sandbox), and a department other than
    // the one on record, so a run that follows an earlier save still changes everything.
    await openDataUpdate(page, testInfo.project.name === 'telefono' ? 'carlos' : 'luz');
    const target =
      (await combobox(page, 'Departamento').inputValue()) === 'Caldas'
        ? { department: 'Risaralda', typed: 'risar', firstCity: 'Pereira', city: 'Santa Rosa de Cabal', typedCity: 'santa ro' }
        : { department: 'Caldas', typed: 'cald', firstCity: 'Manizales', city: 'Anserma', typedCity: 'anser' };
    await chooseByKeyboard(page, 'Departamento', target.typed, target.department);
    // Changing the department reloads the municipalities and selects the first of each list.
    await expect(combobox(page, 'Municipio')).toHaveValue(target.firstCity);
    await expect(combobox(page, 'Barrio')).toHaveValue('SIN IDENTIFICAR');
    await chooseByKeyboard(page, 'Municipio', target.typedCity, target.city);
    // The city's neighbourhoods are the sandbox's generic pick: choose the last one it lists.
    const neighborhood = combobox(page, 'Barrio');
    await expect(neighborhood).toBeEnabled();
    await neighborhood.focus();
    await page.keyboard.press('ArrowDown');
    const names = await page.getByRole('listbox', { name: 'Barrio' }).getByRole('option').allTextContents();
    const chosen = names.at(-1)?.trim() ?? '';
    expect(names.length).toBeGreaterThan(1);
    await page.keyboard.press('Escape');
    await chooseByKeyboard(page, 'Barrio', chosen, chosen);

    await privacyBox(page).focus();
    await page.keyboard.press('Space');
    await expect(privacyBox(page)).toBeChecked();
    await expect(saveButton(page)).toBeEnabled();
    await saveButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Actualización de datos' });
    await expect(dialog).toContainText('Los datos fueron actualizados exitosamente.');
    await expectNoAxeViolations(page, 'actualización de datos, guardado');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(combobox(page, 'Departamento')).toHaveValue(target.department);
    await expect(combobox(page, 'Municipio')).toHaveValue(target.city);
    await expect(combobox(page, 'Barrio')).toHaveValue(chosen);
  });

  test('Luz: an e-mail another account uses -> Correo existente, and everything typed stays', async ({ page }) => {
    await openDataUpdate(page, 'luz');
    await field(page, 'Número de celular').fill('3001112233');
    await field(page, 'Correo electrónico').fill('correo.en.uso@correo.example');
    await field(page, 'Confirma tu correo electrónico').fill('correo.en.uso@correo.example');
    await privacyBox(page).check();
    await saveButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Correo existente' });
    await expect(dialog).toContainText('Existe una cuenta asociada al correo electrónico ingresado. Por favor verifica la información.');
    await expectNoAxeViolations(page, 'actualización de datos, correo existente');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialog).toBeHidden();
    await expect(field(page, 'Número de celular')).toHaveValue('3001112233');
    await expect(field(page, 'Correo electrónico')).toHaveValue('correo.en.uso@correo.example');
    await expect(privacyBox(page)).toBeChecked();
  });

  test('Sergio: the fund fails to save -> Error del sistema, and the form is kept', async ({ page }) => {
    await openDataUpdate(page, 'sergio');
    await field(page, 'Dirección').fill('Calle 63 # 9-42 oficina 303');
    await privacyBox(page).check();
    await saveButton(page).click();
    const dialog = page.getByRole('alertdialog', { name: 'Error del sistema' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'actualización de datos, error al guardar');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(field(page, 'Dirección')).toHaveValue('Calle 63 # 9-42 oficina 303');
    expect(new URL(page.url()).pathname).toBe(dataUpdatePath);
  });

  test('Diana: the record cannot be read -> Error del sistema', { tag: '@one-width' }, async ({ page }) => {
    await openAsSignedIn(page, dataUpdatePath, 'diana');
    const dialog = page.getByRole('alertdialog', { name: 'Error del sistema' });
    await expect(dialog).toBeVisible();
  });

  test('a reload before saving restores what was typed', { tag: '@one-width' }, async ({ page }) => {
    await openDataUpdate(page, 'maria');
    await field(page, 'Dirección').fill('Calle 10 # 43-25 apto 502');
    await field(page, 'Teléfono fijo (opcional)').fill('6045550000');
    // The draft is written shortly after typing stops; on a busy machine that can be between the
    // two fields too, so wait for a draft with both.
    const draft = () => page.evaluate(() => sessionStorage.getItem('portal.profileDraft'));
    await expect.poll(draft).toContain('apto 502');
    await expect.poll(draft).toContain('6045550000');
    await page.reload();
    await expect(field(page, 'Dirección')).toHaveValue('Calle 10 # 43-25 apto 502');
    await expect(field(page, 'Teléfono fijo (opcional)')).toHaveValue('6045550000');
  });
});

import assert from 'node:assert/strict';
import type { EngineDriver, Query } from '../driver';
import type { Flow } from '../flow';
import { waitUntil } from '../waiting';
import { signInAs } from './identity-steps';
import { button, inMain } from './steps';

// The data update with its cascading locations (docs/profile.md; test/e2e/profile.spec.ts for
// Chromium): a department reloads the municipalities, a municipality the neighbourhoods.

const path = '/actualizacion-de-datos';
const combobox = (name: string): Query => inMain({ role: 'combobox', name, exact: true });
const valueOf = (driver: EngineDriver, name: string) =>
  driver.evaluate((label: string) => {
    const field = Array.from(document.querySelectorAll('main [role="combobox"], main input, main select')).find(
      (element) => (element as HTMLInputElement).labels?.[0]?.textContent?.trim() === label || element.getAttribute('aria-label') === label,
    );
    return (field as HTMLInputElement | undefined)?.value ?? null;
  }, name);
const expectValue = (driver: EngineDriver, name: string, expected: string) =>
  waitUntil(async () => (await valueOf(driver, name)) === expected, `${name} = ${expected}`, 10_000).catch(async () =>
    assert.fail(`${name} vale '${String(await valueOf(driver, name))}', no '${expected}'`),
  );

/** Picks an option of a searchable select with the keyboard: focus, type to filter, then Enter on it. */
async function chooseByKeyboard(driver: EngineDriver, name: string, typed: string, option: string): Promise<void> {
  await driver.click(combobox(name));
  await driver.type(combobox(name), typed);
  const wanted: Query = { role: 'option', name: option, exact: true };
  await driver.waitFor(wanted);
  await waitUntil(
    async () => {
      const selected = await driver.evaluate(
        (text: string) =>
          Array.from(document.querySelectorAll('[role="option"]')).find((element) => element.textContent?.trim() === text)?.getAttribute('aria-selected') === 'true',
        option,
      );
      if (!selected) await driver.press('ArrowDown');
      return selected;
    },
    `la opción ${option} marcada`,
    10_000,
  );
  await driver.press('Enter');
  await expectValue(driver, name, option);
}

/** Signs in on the way to the data update, changes department, municipality and neighbourhood, saves, and finds them after a reload. */
export const dataUpdate: Flow = {
  name: 'actualizacion-de-datos',
  title: 'actualización de datos: departamento, municipio y barrio en cascada, guardados y presentes tras recargar',
  async run({ driver }) {
    await driver.open(path);
    await signInAs(driver, 'luz', { fromHeader: false });
    await driver.waitFor({ role: 'heading', level: 1, name: 'Actualización de datos' }, { timeoutMs: 15_000 });
    await driver.waitFor(combobox('Departamento'), { timeoutMs: 15_000 });
    await waitUntil(async () => Boolean(await valueOf(driver, 'Departamento')), 'el registro de la persona en el formulario', 15_000);

    // A department other than the one on record, so a run after an earlier save changes everything too.
    const target =
      (await valueOf(driver, 'Departamento')) === 'Caldas'
        ? { department: 'Risaralda', typed: 'risar', firstCity: 'Pereira', city: 'Santa Rosa de Cabal', typedCity: 'santa ro' }
        : { department: 'Caldas', typed: 'cald', firstCity: 'Manizales', city: 'Anserma', typedCity: 'anser' };
    await chooseByKeyboard(driver, 'Departamento', target.typed, target.department);
    await expectValue(driver, 'Municipio', target.firstCity);
    await expectValue(driver, 'Barrio', 'SIN IDENTIFICAR');
    await chooseByKeyboard(driver, 'Municipio', target.typedCity, target.city);
    // The municipality's neighbourhoods: the last one listed.
    await driver.click(combobox('Barrio'));
    await driver.waitFor({ role: 'listbox', name: 'Barrio' });
    const names = await driver.evaluate(() => Array.from(document.querySelectorAll('[role="listbox"] [role="option"]'), (option) => option.textContent?.trim() ?? ''));
    assert.ok(names.length > 1, `barrios: ${names.join(', ')}`);
    const chosen = names.at(-1) ?? '';
    await driver.press('Escape');
    await chooseByKeyboard(driver, 'Barrio', chosen, chosen);

    await driver.click(inMain({ role: 'checkbox', name: 'Acepto la política de tratamiento de datos' }));
    await driver.click(inMain(button('Guardar')));
    const dialog: Query = { role: 'dialog', name: 'Actualización de datos' };
    await driver.waitFor({ text: 'Los datos fueron actualizados exitosamente.', within: dialog }, { timeoutMs: 15_000 });
    await driver.press('Escape');
    await driver.waitFor(dialog, { gone: true });

    await driver.open(path);
    await driver.waitFor(combobox('Departamento'), { timeoutMs: 15_000 });
    await expectValue(driver, 'Departamento', target.department);
    await expectValue(driver, 'Municipio', target.city);
    await expectValue(driver, 'Barrio', chosen);
  },
};

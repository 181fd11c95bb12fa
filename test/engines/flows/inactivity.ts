import assert from 'node:assert/strict';
import { jumpClock } from '../clock';
import type { EngineDriver } from '../driver';
import type { Flow } from '../flow';
import { waitUntil } from '../waiting';
import { banner, headerName, signInAs } from './identity-steps';

// The inactivity notices (docs/identity.md; test/e2e/session-timeout.spec.ts for Chromium) on a
// clock the flow moves: at 900 s without activity the '/tiempo-restante' window (or, where the
// browser blocks it, the notice in the page); at 1,020 s the session ends and the page says so.

const jump = async (driver: EngineDriver, ms: number) => assert.ok(await driver.evaluate(jumpClock, ms), 'el reloj del flujo no está en la página');

export const inactivity: Flow = {
  name: 'avisos-de-inactividad',
  title: 'avisos de inactividad con un reloj controlado: el aviso a los 900 s y el cierre a los 1.020 s',
  async run({ driver, note }) {
    if (!(await driver.installClock())) {
      note('límite del motor: su WebDriver no ejecuta un script antes de los de la página, así que no hay reloj controlado (docs/engines.md)');
      return;
    }
    await driver.open('/');
    await signInAs(driver, 'maria');
    await driver.waitFor({ css: '[data-testid="session-timeout-regions"]' }, { includeHidden: true, timeoutMs: 15_000 });
    const portal = driver.currentTab();
    const before = await driver.tabs();

    // 900 s without activity: the time-left window, or the notice in the page where it is blocked.
    await jump(driver, 901_000);
    const shown = await waitUntil(
      async () => {
        const opened = (await driver.tabs()).find((tab) => !before.includes(tab));
        if (opened) return 'ventana';
        return (await driver.count({ css: '[data-testid="in-page-inactivity-notice"]' })) > 0 ? 'en la página' : undefined;
      },
      'el aviso de los 900 s',
      10_000,
    );
    if (shown === 'ventana') {
      const opened = (await driver.tabs()).find((tab) => !before.includes(tab)) ?? '';
      await driver.switchTo(opened);
      await waitUntil(async () => new URL(await driver.url()).pathname === '/tiempo-restante', 'la ventana /tiempo-restante', 10_000);
      await driver.switchTo(portal);
    }
    note(`aviso de los 900 s: ${shown}`);

    // 1,020 s: the session ends (through the provider's end-session address) and the page says why.
    await jump(driver, 120_000);
    await waitUntil(
      async () => {
        const url = new URL(await driver.url());
        if (url.pathname.startsWith('/realms/') && (await driver.count({ role: 'button', name: 'Sí, cerrar sesión' })) > 0) {
          await driver.click({ role: 'button', name: 'Sí, cerrar sesión' });
        }
        return !url.pathname.startsWith('/realms/') && (await driver.count({ role: 'alertdialog', name: 'Ha finalizado tu sesión' })) > 0;
      },
      "el diálogo 'Ha finalizado tu sesión'",
      25_000,
    );
    await driver.click({ role: 'button', name: 'Aceptar', within: { role: 'alertdialog', name: 'Ha finalizado tu sesión' } });
    await driver.waitFor({ role: 'button', name: 'Iniciar sesión', within: banner });
    assert.equal(await driver.count(headerName('maria'), { includeHidden: true }), 0);
  },
};

import { expect, testWithItsOwnContext as test } from '@test/support/browser/test';
import { expectNoAxeViolations } from '@test/support/browser/axe';
import { expectNoHorizontalScroll } from '@test/support/browser/layout';

// config.json has a time-out of its own, fixed in code (src/infrastructure/config/runtime-config.adapter.ts):
// a server that takes the request and never answers ends on the configuration error page, whose
// 'Intentar de nuevo' starts the portal once the file answers. Playwright's clock counts the 10 s.

test('config.json que nunca llega: a los 10 s la página de error de configuración, e Intentar de nuevo inicia el portal', async ({ page }) => {
  let stalled = true;
  await page.route('**/config.json', async (route) => {
    // Held, never answered, as a stalled server does; once it recovers, the file as served.
    if (!stalled) await route.fallback();
  });
  // Notes when the start asks for the file (index.html's preload is already under way; the
  // start's request takes it over): the portal's timer is set by then.
  await page.addInitScript(() => {
    const fetchFile = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/config.json')) {
        (window as unknown as { __configAskedAt?: number }).__configAskedAt = Date.now();
      }
      return fetchFile(input, init);
    };
  });
  await page.clock.install();
  await page.goto('about:blank');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  await page.goto('/');
  // The entry starts after the first frame's animation frame, which only a moving clock fires.
  await page.clock.runFor(100);
  const askedAt = () => page.evaluate(() => (window as unknown as { __configAskedAt?: number }).__configAskedAt ?? null);
  await expect.poll(askedAt, { message: 'el inicio pide config.json' }).not.toBeNull();

  await page.clock.runFor(9_999);
  // Until then the page stays as served (the route's prerender), its status announcing the load.
  await expect(page.getByText('Cargando el portal de servicios en línea…')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'No pudimos cargar la configuración del portal' })).toHaveCount(0);

  await page.clock.runFor(1);
  await expect(page.getByRole('heading', { level: 1, name: 'No pudimos cargar la configuración del portal' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('El servidor no terminó de entregar el archivo de configuración a tiempo. Revisa tu conexión a internet.');
  await expect(main).toContainText('Sin respuesta completa en 10 segundos');

  // The server answers again: the retry reloads the page and the portal starts. (Time flows
  // again first: axe schedules its own work.)
  stalled = false;
  await page.clock.resume();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, 'la página de error de configuración por tiempo');
  await main.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Servicios en línea' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
});

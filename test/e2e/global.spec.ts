import { type Page } from '@playwright/test';
import { expect, test } from '@test/support/browser/test';
import { expectNoAxeViolations } from '@test/support/browser/axe';
import { expectNoHorizontalScroll, expectSpanishDocument } from '@test/support/browser/layout';

// What happens around the pages: unknown addresses, a broken configuration, a page that fails to load.

const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Servicios en línea' });

test.describe('rutas desconocidas', () => {
  test('una dirección que no existe lleva al inicio', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/no-existe');
    await expect(homeHeading(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('una dirección anidada desconocida bajo una sección real lleva al inicio', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/subsidios/no-existe');
    await expect(homeHeading(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('configuración (config.json) rota', () => {
  const configHeading = (page: Page) => page.getByRole('heading', { level: 1 });

  /** Never a blank page, never the portal half-drawn: the error page names the file and the problem. */
  async function expectConfigErrorPage(page: Page, ...mentions: RegExp[]) {
    await expect(configHeading(page)).toBeVisible();
    const main = page.locator('body');
    await expect(main).toContainText('config.json');
    for (const mention of mentions) await expect(main).toContainText(mention);
    await expectSpanishDocument(page, /configuración/i);
  }

  test('un archivo que no es JSON', async ({ page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{ "apiBaseUrl": "/", ' }),
    );
    await page.goto('/');
    await expectConfigErrorPage(page, /JSON/);
    await expect(homeHeading(page)).toHaveCount(0);
    // The same screen whatever the problem: its layout and axe here, at both widths; the other
    // problems only change the sentence, and their tests run at one width.
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'la página de error de configuración');
  });

  test('un archivo que no está (404)', { tag: '@one-width' }, async ({ page }) => {
    await page.route('**/config.json', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
    await page.goto('/subsidios');
    await expectConfigErrorPage(page, /404/);
  });

  test('un campo obligatorio ausente se nombra', { tag: '@one-width' }, async ({ page }) => {
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      delete config.feedbackSurveyUrl;
      await route.fulfill({ response, json: config });
    });
    await page.goto('/');
    await expectConfigErrorPage(page, /feedbackSurveyUrl/);
  });
});

test.describe('un fallo al iniciar', () => {
  test("una falla inesperada antes de la primera pantalla muestra 'No pudimos iniciar el portal' con 'Intentar de nuevo', nunca una página en blanco", async ({
    page,
  }) => {
    // A browser API that throws where none is expected (here the Web Locks the identity adapter reads).
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'locks', {
        configurable: true,
        get() {
          throw new Error('locks no disponible');
        },
      });
    });
    await page.goto('/certificados');

    await expect(page.getByRole('heading', { level: 1, name: 'No pudimos iniciar el portal' })).toBeVisible();
    await expectSpanishDocument(page, /Error al iniciar/);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'la página de error al iniciar');

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'No pudimos iniciar el portal' })).toBeVisible();
  });

  test('con el almacenamiento del navegador bloqueado el portal sigue funcionando, sin sesión', { tag: '@one-width' }, async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ['sessionStorage', 'localStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('El acceso al almacenamiento está bloqueado', 'SecurityError');
          },
        });
      }
    });
    await page.goto('/');
    await expect(homeHeading(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });
});

test.describe('una página que no carga', () => {
  // A deployment replaced the chunks while the page was open, or the network dropped: the
  // lazy page module fails and the route's error screen offers to load it again, or the way home.
  const failCreditsChunk = (page: Page) =>
    page.route(/\/assets\/credits\.page-[^/]*\.js$/, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));

  test('al entrar directamente muestra la pantalla de error en español con un camino al inicio', async ({ page }) => {
    await failCreditsChunk(page);
    await page.goto('/creditos');
    await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible();
    await expectSpanishDocument(page, /Algo salió mal/);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'la pantalla de error de ruta');

    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(homeHeading(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('"Intentar de nuevo" vuelve a pedir la página y la muestra cuando ya llega', { tag: '@one-width' }, async ({ page }) => {
    let failing = true;
    await page.route(/\/assets\/credits\.page-[^/]*\.js$/, (route) =>
      failing ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue(),
    );
    await page.goto('/creditos');
    await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible();

    failing = false;
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Créditos/ })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/creditos');
  });

  test('al navegar desde el inicio también', { tag: '@one-width' }, async ({ page }) => {
    await failCreditsChunk(page);
    await page.goto('/');
    await expect(homeHeading(page)).toBeVisible();
    await page.locator('main').getByRole('link', { name: /Créditos/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir al inicio' })).toBeVisible();
  });
});

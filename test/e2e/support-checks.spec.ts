import { expect, test } from '@test/support/browser/test';
import { expectNoAxeViolations } from '@test/support/browser/axe';
import { expectNoHorizontalScroll } from '@test/support/browser/layout';

// The checks every page relies on must be able to fail: a green axe or overflow check on a
// page that breaks the rule would make every other browser test meaningless.

test('el chequeo de axe falla ante una violación WCAG y la nombra', async ({ page }) => {
  await page.setContent('<html lang="es-CO"><head><title>Prueba</title></head><body><main><h1>Prueba</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></body></html>');
  const failure = await expectNoAxeViolations(page, 'una página rota a propósito').then(
    () => null,
    (error: Error) => error,
  );
  expect(failure?.message).toContain('image-alt');
  expect(failure?.message).toContain('button-name');
});

test('el chequeo de axe mira dentro de los iframes de la página', async ({ page }) => {
  await page.setContent(
    '<html lang="es-CO"><head><title>Prueba</title></head><body><main><h1>Prueba</h1>' +
      '<iframe title="Contenido" srcdoc="<html lang=es-CO><body><main><img src=data:image/gif;base64,R0lGODlhAQABAAAAACw=></main></body></html>"></iframe>' +
      '</main></body></html>',
  );
  await expect(page.frames()).toHaveLength(2);
  const failure = await expectNoAxeViolations(page, 'un iframe roto a propósito').then(
    () => null,
    (error: Error) => error,
  );
  expect(failure?.message).toContain('image-alt');
});

test('el chequeo de axe limitado a una parte solo mira esa parte, contraste incluido', async ({ page }) => {
  await page.setContent(
    '<html lang="es-CO"><head><title>Prueba</title></head><body><main><h1>Prueba</h1>' +
      '<section id="bien"><p>Texto legible</p></section>' +
      '<section id="mal"><p style="color:#bbb;background:#fff">Texto sin contraste</p></section>' +
      '</main></body></html>',
  );
  await expectNoAxeViolations(page, 'la parte que está bien', '#bien');
  const failure = await expectNoAxeViolations(page, 'la parte sin contraste', '#mal').then(
    () => null,
    (error: Error) => error,
  );
  expect(failure?.message).toContain('color-contrast');
  expect(failure?.message).toContain('#mal');
});

test('el chequeo de desplazamiento horizontal falla ante un elemento más ancho que la pantalla', async ({ page }) => {
  await page.setContent('<html lang="es-CO"><body style="margin:0"><div id="ancho" style="width:2000px">ancho</div></body></html>');
  const failure = await expectNoHorizontalScroll(page).then(
    () => null,
    (error: Error) => error,
  );
  expect(failure?.message).toContain('desplazamiento horizontal');
  expect(failure?.message).toContain('#ancho');
});

// The worker's shared context (test/support/browser/test.ts) must hand each test a clean portal:
// the second test of this pair runs after the first, in the same worker, and finds none of its traces.
test.describe('el contexto compartido del trabajador', () => {
  test.describe.configure({ mode: 'serial' });

  test('una prueba deja almacenamiento, cookie y una ruta interceptada', async ({ page, context }) => {
    await context.route('**/config.json', (route) => route.fulfill({ status: 503 }));
    await page.goto('/');
    await page.evaluate(async () => {
      localStorage.setItem('rastro', 'sí');
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('rastro');
        request.onupgradeneeded = () => request.result.createObjectStore('cosas');
        request.onsuccess = () => (request.result.close(), resolve());
        request.onerror = () => reject(request.error);
      });
    });
    await context.addCookies([{ name: 'rastro', value: 'sí', url: page.url() }]);
  });

  test('la siguiente no encuentra nada de eso', async ({ page, context }) => {
    await page.goto('/');
    const left = await page.evaluate(async () => ({
      localStorage: localStorage.getItem('rastro'),
      databases: (await indexedDB.databases()).map((database) => database.name),
    }));
    expect(left).toEqual({ localStorage: null, databases: [] });
    expect(await context.cookies()).toEqual([]);
    // The first test's route answered config.json with a 503; without it the portal starts.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicios en línea');
  });
});

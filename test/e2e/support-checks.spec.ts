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

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

test('el chequeo de desplazamiento horizontal falla ante un elemento más ancho que la pantalla', async ({ page }) => {
  await page.setContent('<html lang="es-CO"><body style="margin:0"><div id="ancho" style="width:2000px">ancho</div></body></html>');
  const failure = await expectNoHorizontalScroll(page).then(
    () => null,
    (error: Error) => error,
  );
  expect(failure?.message).toContain('desplazamiento horizontal');
  expect(failure?.message).toContain('#ancho');
});

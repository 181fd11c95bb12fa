import { writeFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '@test/support/browser/test';
import {
  attach,
  button,
  buyers,
  documentOf,
  filesInput,
  jpeg,
  observations,
  openReservation,
  openStep1,
  paths,
  pdf,
  personCheckbox,
  png,
  reasonSelect,
  stepHeading,
  storedDrafts,
  validate,
} from '@test/support/bookings/booking-request-browser';
import { main } from '@test/support/browser/main-view';
import { decryptedDraft, storedDraftRecords, tabSessionStorage } from '@test/support/bookings/booking-draft-browser';
import { expectNoAxeViolations } from '@test/support/browser/axe';
import { expectNoHorizontalScroll } from '@test/support/browser/layout';

// /solicitud-de-reagendamiento and /solicitud-de-devolucion against the sandbox's bookings API
// (docs/sandbox-answers.md, 'Bookings, per buyer'). Filing a request changes no sandbox data, so the
// tests share the buyers; filing numbers come from one series per sandbox run.

const renamedText = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('esto es texto, no un PDF') });
const oversizePdf = (name: string) => {
  const buffer = Buffer.alloc(2_000_001, 0x20);
  buffer.write('%PDF-1.4\n');
  return { name, mimeType: 'application/pdf', buffer };
};
/**
 * A PDF (by its signature) just under the limit, written to the test's output folder: fourteen of
 * them make a request of about 30 MB. Chromium reads a file given by its path from the disk; a
 * buffer would cross the DevTools protocol base64-encoded, 2 MB at a time.
 */
const largePdf = (name: string) => {
  const buffer = Buffer.alloc(1_950_000, 0x20);
  buffer.write(`%PDF-1.4\n% ${name}\n`);
  const path = test.info().outputPath(name);
  writeFileSync(path, buffer);
  return path;
};
const empty = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.alloc(0) });

async function fileErrorTexts(page: Page): Promise<{ errorFormato: string; errorPeso: string }> {
  const config = (await (await page.request.get('/config.json')).json()) as { texts: { errorFormato: string; errorPeso: string } };
  return config.texts;
}

test.describe('solicitudes de reagendamiento y devolución', () => {
  test('devolución para dos personas: historial ordenado, selección parcial, soportes, recarga en el paso 4 sin perder nada, documentos del comprador y radicados', async ({
    page,
  }) => {
    test.slow();
    await openStep1(page, 'refund');
    await expect(main(page).getByText('Paso 1 de 5')).toBeVisible();
    await expect(button(page, 'Validar')).toBeDisabled();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'devolución, paso 1');

    await validate(page, buyers.several);
    await expect(stepHeading(page, 'Historial de compras')).toBeVisible();
    // Newest purchase first, whatever the order the fund sent.
    const purchaseHeaders = main(page).getByRole('button', { name: /^Compra del/ });
    await expect(purchaseHeaders).toHaveCount(4);
    await expect(purchaseHeaders.nth(0)).toContainText('28/10/2026');
    await expect(purchaseHeaders.nth(1)).toContainText('19/07/2026');
    await expect(purchaseHeaders.nth(2)).toContainText('14/03/2026');
    await expect(purchaseHeaders.nth(3)).toContainText('05/12/2025');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'devolución, paso 2 (historial)');

    await openReservation(page, 'RVA-2026-031401', '14/03/2026');
    await expect(main(page).getByText('Paso 3 de 5')).toBeVisible();
    await expect(button(page, 'Continuar')).toBeDisabled();
    const selectAll = main(page).getByRole('checkbox', { name: 'Seleccionar todas las personas' });
    await personCheckbox(page, 'CC 43876512').check();
    await personCheckbox(page, 'TI 1020987654').check();
    await expect(selectAll).toHaveJSProperty('indeterminate', true);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'devolución, paso 3 (detalle con dos personas)');
    await button(page, 'Continuar').click();

    await expect(stepHeading(page, 'Motivo y soportes por persona')).toBeVisible();
    await expect(main(page).getByText('Paso 4 de 5')).toBeVisible();
    await expect(button(page, 'Siguiente')).toBeDisabled();
    // The reasons' help: right of withdrawal, with its 5 business days and 100 % (docs/bookings.md).
    await main(page).getByRole('button', { name: 'Más información sobre derecho de retracto' }).click();
    const help = page.getByRole('dialog', { name: 'Derecho de retracto' });
    await expect(help).toContainText('5 días hábiles');
    await expect(help).toContainText('100 %');
    await expectNoAxeViolations(page, 'devolución, ayuda del derecho de retracto');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await reasonSelect(page, 'CC 43876512').selectOption({ label: 'Calamidad doméstica' });
    await attach(filesInput(page, 'CC 43876512'), pdf('incapacidad-medica.pdf'), 'incapacidad-medica.pdf');
    await attach(filesInput(page, 'CC 43876512'), jpeg('historia.clinica.jpg'), 'historia.clinica.jpg');
    await reasonSelect(page, 'TI 1020987654').selectOption({ label: 'Fuerza mayor' });
    await attach(filesInput(page, 'TI 1020987654'), png('cierre-de-via.png'), 'cierre-de-via.png');
    await observations(page).fill('La familia no puede viajar por la hospitalización de la madre.');
    await expect(button(page, 'Siguiente')).toBeEnabled();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'devolución, paso 4 (soportes completos)');

    // A reload at step 4 brings everything back once the buyer's document is typed again, once the
    // draft is written (a moment after the last change, encrypted: on a busy machine that can
    // outlast the checks above).
    const storedDraft = async () => {
      const { draftKey } = await tabSessionStorage(page);
      return (await decryptedDraft((await storedDraftRecords(page))[0], draftKey))?.draft ?? null;
    };
    await expect.poll(storedDraft).toMatchObject({ step: 4, observation: 'La familia no puede viajar por la hospitalización de la madre.' });
    await page.reload();
    await expect(main(page).getByRole('heading', { level: 3, name: 'Hay una solicitud sin terminar en esta pestaña' })).toBeVisible();
    await expect(main(page)).not.toContainText('incapacidad-medica.pdf');
    await expectNoAxeViolations(page, 'devolución, paso 1 con una solicitud sin terminar');
    await validate(page, buyers.several);
    await expect(stepHeading(page, 'Motivo y soportes por persona')).toBeFocused();
    await expect(reasonSelect(page, 'CC 43876512')).toHaveValue('calamidadDomestica');
    await expect(reasonSelect(page, 'TI 1020987654')).toHaveValue('fuerzaMayor');
    await expect(observations(page)).toHaveValue('La familia no puede viajar por la hospitalización de la madre.');
    await expect(main(page).getByRole('button', { name: 'Quitar incapacidad-medica.pdf' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Quitar historia.clinica.jpg' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Quitar cierre-de-via.png' })).toBeVisible();
    await expect(button(page, 'Siguiente')).toBeEnabled();
    expect(await storedDrafts(page)).toBe(1);
    await button(page, 'Siguiente').click();

    await expect(stepHeading(page, 'Documentos de quien hizo la compra')).toBeVisible();
    await expect(main(page).getByText('Paso 5 de 5')).toBeVisible();
    await expect(button(page, 'Enviar')).toBeDisabled();
    await attach(main(page).getByLabel('Documento de identidad de quien hizo la compra', { exact: true }), pdf('cedula.pdf'), 'cedula.pdf');
    await expect(button(page, 'Enviar')).toBeDisabled();
    await attach(main(page).getByLabel('Certificación bancaria', { exact: true }), pdf('certificacion-bancaria.pdf'), 'certificacion-bancaria.pdf');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'devolución, paso 5 (documentos del comprador)');
    await button(page, 'Enviar').click();

    const dialog = page.getByRole('dialog', { name: 'Solicitud generada con éxito' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('La respuesta será enviada a través de “Canal pendiente”');
    const filings = dialog.getByRole('listitem');
    await expect(filings).toHaveCount(2);
    await expect(filings.nth(0)).toContainText('CC 43876512');
    await expect(filings.nth(0)).toContainText(/RAD-\d{4}-\d{6}/);
    await expect(filings.nth(1)).toContainText('TI 1020987654');
    await expect(filings.nth(1)).toContainText(/RAD-\d{4}-\d{6}/);
    await expectNoAxeViolations(page, "devolución, modal 'Solicitud generada con éxito'");
    // The draft is gone once the request is filed.
    await expect.poll(() => storedDrafts(page)).toBe(0);
    await dialog.getByRole('button', { name: 'Volver a reservas' }).click();
    await expect(page).toHaveURL(/\/reagenda-tu-reserva$/);
    await page.goto(paths.refund);
    await expect(stepHeading(page, 'Datos de quien hizo la compra')).toBeVisible();
  });

  test('reagendamiento para una persona, con la confirmación de salida del paso 4', async ({ page }) => {
    await openStep1(page, 'rescheduling');
    await expect(main(page).getByText('Paso 1 de 4')).toBeVisible();
    await validate(page, buyers.single);
    await expect(stepHeading(page, 'Historial de compras')).toBeVisible();
    await openReservation(page, 'RVA-2026-112001');
    await personCheckbox(page, documentOf(buyers.single)).check();
    await expect(main(page).getByRole('checkbox', { name: 'Seleccionar todas las personas' })).toBeChecked();
    // An accidental navigation (the breadcrumb) and back: the same step, the same selection.
    await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Reagenda tu reserva' }).click();
    await expect(page).toHaveURL(/\/reagenda-tu-reserva$/);
    await page.goBack();
    await expect(stepHeading(page, 'Detalle de la reserva')).toBeVisible();
    await expect(personCheckbox(page, documentOf(buyers.single))).toBeChecked();
    await button(page, 'Continuar').click();

    await expect(stepHeading(page, 'Motivo y soportes por persona')).toBeVisible();
    await reasonSelect(page, documentOf(buyers.single)).selectOption({ label: 'Caso fortuito' });
    await attach(filesInput(page, documentOf(buyers.single)), pdf('denuncia.pdf'), 'denuncia.pdf');

    await button(page, 'Regresar').click();
    const confirmation = page.getByRole('dialog', { name: '¿Quieres volver al detalle de la reserva?' });
    await expect(confirmation).toBeVisible();
    await expectNoAxeViolations(page, 'reagendamiento, confirmación de salida');
    await confirmation.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirmation).toBeHidden();
    await expect(stepHeading(page, 'Motivo y soportes por persona')).toBeVisible();
    await button(page, 'Regresar').click();
    await page.getByRole('dialog', { name: '¿Quieres volver al detalle de la reserva?' }).getByRole('button', { name: 'Sí, continuar' }).click();
    await expect(stepHeading(page, 'Detalle de la reserva')).toBeVisible();
    await button(page, 'Continuar').click();

    await expect(main(page).getByRole('button', { name: 'Quitar denuncia.pdf' })).toBeVisible();
    await expect(button(page, 'Enviar')).toBeEnabled();
    await button(page, 'Enviar').click();
    const dialog = page.getByRole('dialog', { name: 'Solicitud generada con éxito' });
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await expect(dialog.getByRole('listitem')).toContainText(documentOf(buyers.single));
  });

  test('una persona sin compras (202) recibe el aviso y conserva el documento', async ({ page }) => {
    await openStep1(page, 'rescheduling');
    await validate(page, buyers.none);
    const toast = page.getByTestId('toast').filter({
      hasText: 'No existe una compra asociada al tipo y número de documento ingresado. Por favor verifica la información.',
    });
    await expect(toast).toBeVisible();
    await expect(main(page).getByLabel('Número de documento')).toHaveValue(buyers.none.number);
    await expect(stepHeading(page, 'Datos de quien hizo la compra')).toBeVisible();
    await expectNoAxeViolations(page, 'reagendamiento, aviso sin compras');
  });

  test("una consulta que falla muestra 'Error del sistema' y cerrarlo recarga la página", { tag: '@one-width' }, async ({ page }) => {
    await openStep1(page, 'refund');
    await validate(page, buyers.queryFails);
    const dialog = page.getByRole('alertdialog', { name: 'Error del sistema' });
    await expect(dialog).toBeVisible();
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Aceptar' }).click()]);
    await expect(stepHeading(page, 'Datos de quien hizo la compra')).toBeVisible();
  });

  test("un envío que falla muestra 'Error del sistema' y, tras la recarga y el documento, todo sigue en el paso 4", async ({ page }) => {
    await openStep1(page, 'rescheduling');
    await validate(page, buyers.submitFails);
    await openReservation(page, 'RVA-2026-111001');
    await main(page).getByRole('checkbox', { name: 'Seleccionar todas las personas' }).check();
    await button(page, 'Continuar').click();
    for (const person of ['CC 1020304103', 'CC 52345678']) {
      await reasonSelect(page, person).selectOption({ label: 'Fallecimiento' });
      await attach(filesInput(page, person), pdf(`registro-${person.slice(3)}.pdf`), `registro-${person.slice(3)}.pdf`);
    }
    await observations(page).fill('Fallecimiento de un familiar.');
    await button(page, 'Enviar').click();
    const dialog = page.getByRole('alertdialog', { name: 'Error del sistema' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, "reagendamiento, 'Error del sistema' del envío");
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Aceptar' }).click()]);

    await expect(main(page).getByRole('heading', { level: 3, name: 'Hay una solicitud sin terminar en esta pestaña' })).toBeVisible();
    await validate(page, buyers.submitFails);
    await expect(stepHeading(page, 'Motivo y soportes por persona')).toBeVisible();
    await expect(reasonSelect(page, 'CC 1020304103')).toHaveValue('fallecimiento');
    await expect(reasonSelect(page, 'CC 52345678')).toHaveValue('fallecimiento');
    await expect(observations(page)).toHaveValue('Fallecimiento de un familiar.');
    await expect(main(page).getByRole('button', { name: 'Quitar registro-1020304103.pdf' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Quitar registro-52345678.pdf' })).toBeVisible();
    await expect(button(page, 'Enviar')).toBeEnabled();
  });

  test('los archivos malos se rechazan sin perder lo demás, y con 3 archivos no se pueden agregar más', async ({ page }) => {
    const texts = await fileErrorTexts(page);
    await openStep1(page, 'refund');
    await validate(page, buyers.single);
    await openReservation(page, 'RVA-2026-112001');
    await personCheckbox(page, documentOf(buyers.single)).check();
    await button(page, 'Continuar').click();
    const person = documentOf(buyers.single);
    const input = filesInput(page, person);
    await reasonSelect(page, person).selectOption({ label: 'Derecho de retracto' });
    await observations(page).fill('Pedimos la devolución con anticipación.');
    await attach(input, pdf('soporte-1.pdf'), 'soporte-1.pdf');

    for (const [file, text] of [
      [renamedText('foto.pdf'), texts.errorFormato],
      [oversizePdf('grande.pdf'), texts.errorPeso],
      [empty('vacio.pdf'), texts.errorFormato],
    ] as const) {
      await input.setInputFiles(file);
      await expect(main(page).getByRole('alert').filter({ hasText: text })).toBeVisible();
      await expect(input).toHaveValue('');
    }
    await expectNoAxeViolations(page, 'devolución, paso 4 con un archivo rechazado');
    await expect(main(page).getByRole('button', { name: 'Quitar soporte-1.pdf' })).toBeVisible();
    await expect(reasonSelect(page, person)).toHaveValue('derechoDeRetracto');
    await expect(observations(page)).toHaveValue('Pedimos la devolución con anticipación.');

    await attach(input, jpeg('soporte-2.jpg'), 'soporte-2.jpg');
    await attach(input, png('soporte-3.png'), 'soporte-3.png');
    await expect(filesInput(page, person)).toHaveCount(0);
    await expect(main(page).locator('p').filter({ hasText: 'Ya cargaste los 3 archivos permitidos para esta persona. Quita uno para cambiarlo.' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await main(page).getByRole('button', { name: 'Quitar soporte-2.jpg' }).click();
    await expect(filesInput(page, person)).toHaveCount(1);
  });

  test('una devolución de unos 35 MB (cuatro personas, tres archivos de casi 2 MB cada una) muestra el avance, llega entera y se radica', { tag: '@one-width' }, async ({
    page,
  }) => {
    test.slow();
    const family = ['CC 1020304101', 'CC 43876512', 'TI 1020987654', 'RC 1021456789'];
    let sentBytes = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/create-request/create-request')) sentBytes = request.postDataBuffer()?.length ?? 0;
    });

    await openStep1(page, 'refund');
    await validate(page, buyers.several);
    await openReservation(page, 'RVA-2026-031401', '14/03/2026');
    await main(page).getByRole('checkbox', { name: 'Seleccionar todas las personas' }).check();
    await button(page, 'Continuar').click();
    for (const person of family) {
      await reasonSelect(page, person).selectOption({ label: 'Fuerza mayor' });
      for (const n of [1, 2, 3]) {
        const name = `soporte-${person.slice(3)}-${n}.pdf`;
        await attach(filesInput(page, person), largePdf(name), name);
      }
    }
    await button(page, 'Siguiente').click();
    await attach(main(page).getByLabel('Documento de identidad de quien hizo la compra', { exact: true }), largePdf('cedula.pdf'), 'cedula.pdf');
    await attach(main(page).getByLabel('Certificación bancaria', { exact: true }), largePdf('certificacion.pdf'), 'certificacion.pdf');

    // Every state the progress bar goes through, recorded in the page: on one machine the upload is
    // too quick to catch between two Playwright polls.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { progressSeen: seen });
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        const state = bar ? (bar.getAttribute('aria-valuetext') ?? '') : 'sin barra';
        if (seen.at(-1) !== state) seen.push(state);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await button(page, 'Enviar').click();

    const dialog = page.getByRole('dialog', { name: 'Solicitud generada con éxito' });
    // The sandbox decodes and checks every file as a strict backend would: on a busy machine
    // (two browsers, other suites) 35 MB take longer than the default 7.5 s.
    await expect(dialog).toBeVisible({ timeout: 45_000 });
    await expect(dialog.getByRole('listitem')).toHaveCount(4);
    await expect(main(page).getByRole('progressbar')).toBeHidden();
    expect(sentBytes).toBeGreaterThan(30_000_000);
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    const uploading = seen.findIndex((state) => /^Enviando tu solicitud… \d{1,3} %$/.test(state));
    const awaiting = seen.indexOf('Procesando la solicitud…');
    expect(uploading, seen.join(' → ')).toBeGreaterThanOrEqual(0);
    expect(awaiting, seen.join(' → ')).toBeGreaterThan(uploading);
  });

  test('mientras se envía: la barra de avance, los botones deshabilitados y axe', async ({ page }) => {
    let releaseRequest: () => void = () => undefined;
    const requestReleased = new Promise<void>((resolve) => (releaseRequest = resolve));
    // Held before it leaves the browser: the bar stays at its first state until the test lets it go.
    await page.route('**/api/v1/create-request/create-request', async (route) => {
      await requestReleased;
      await route.continue();
    });
    await openStep1(page, 'rescheduling');
    await validate(page, buyers.single);
    await openReservation(page, 'RVA-2026-112001');
    await personCheckbox(page, documentOf(buyers.single)).check();
    await button(page, 'Continuar').click();
    await reasonSelect(page, documentOf(buyers.single)).selectOption({ label: 'Fuerza mayor' });
    await attach(filesInput(page, documentOf(buyers.single)), pdf('cierre-de-via.pdf'), 'cierre-de-via.pdf');
    await button(page, 'Enviar').click();

    const progress = main(page).getByRole('progressbar');
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuetext', /^Enviando tu solicitud…/);
    await expect(button(page, 'Enviar')).toBeDisabled();
    await expect(button(page, 'Regresar')).toBeDisabled();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'reagendamiento, envío en curso');
    releaseRequest();
    await expect(page.getByRole('dialog', { name: 'Solicitud generada con éxito' })).toBeVisible();
    await expect(progress).toBeHidden();
  });
});

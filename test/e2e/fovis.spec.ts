import { type Page } from '@playwright/test';
import { expect, test } from '@test/support/browser/test';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '@test/support/browser/axe';
import { expectNoHorizontalScroll } from '@test/support/browser/layout';
import { outbox } from '@test/support/browser/outbox';
import { openAsSignedIn, signInAs, type PersonaName } from '@test/support/browser/sign-in';
import { isPdf, pdfText } from '@test/support/pdf-text';
import { main } from '@test/support/browser/main-view';

// The FOVIS certificates against the sandbox (docs/sandbox-answers.md, 'FOVIS, per persona'): real
// sign-in, the postulation summary, real PDFs, the registration call and the e-mail outbox.

const fovisPath = '/subsidios/subsidio-vivienda/certificados-vivienda';

const summary = (page: Page) => main(page).getByRole('region', { name: 'Resumen de tu postulación' });
const cards = (page: Page) => main(page).getByRole('list', { name: 'Certificados FOVIS disponibles' });
const card = (page: Page, name: string) => cards(page).getByRole('button', { name, exact: true });

async function openFovis(page: Page, who: PersonaName) {
  await openAsSignedIn(page, fovisPath, who);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificados de vivienda FOVIS' })).toBeVisible();
  await expect(summary(page)).toBeVisible();
}

test.describe('FOVIS certificates', () => {
  test('an anonymous visitor is sent to sign in and returns to the FOVIS page with the summary', async ({ page }) => {
    await page.goto(fovisPath);
    await expect(page).toHaveURL(/\/realms\/portal\//);
    await signInAs(page, 'maria', { fromHeader: false });
    expect(new URL(page.url()).pathname).toBe(fovisPath);
    await expect(summary(page)).toBeVisible();
    await expect(summary(page)).toContainText('María Fernanda Restrepo Gómez');
    await expect(summary(page)).toContainText('HOG-2026-004512');
    await expect(summary(page)).toContainText('Urbanización Altos de San Juan');
    await expect(summary(page)).toContainText('$ 12.500.000');
    await expect(summary(page)).toContainText('Adquisición de vivienda nueva');
    const members = summary(page).getByRole('table', { name: 'Integrantes de la postulación' });
    for (const document of ['1037600123', '98765432', '1034567890']) await expect(members).toContainText(document);
    // All 14 kinds and the card the fund lists with an id outside 1-14.
    await expect(cards(page).getByRole('button')).toHaveCount(15);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'FOVIS, resumen y paso 1');
  });

  test('María: a certificate generated (step 2), downloaded as a real PDF named by the rule (step 3)', async ({ page }) => {
    test.slow();
    await openFovis(page, 'maria');
    await card(page, 'Certificado Mi Casa Ya').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado generado' })).toBeFocused();
    await expect(main(page).getByRole('button', { name: 'Enviar al correo' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'FOVIS, paso 2 (generado)');

    const download = page.waitForEvent('download');
    await main(page).getByRole('button', { name: 'Descargar certificado' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('certificado-mi-casa-ya.pdf');
    const bytes = await readFile(await file.path());
    expect(isPdf(bytes)).toBe(true);
    expect(pdfText(bytes)).toContain('María Fernanda Restrepo Gómez');

    await expect(page.getByRole('heading', { level: 2, name: 'Certificado descargado' })).toBeFocused();
    await expect(main(page)).toContainText('certificado-mi-casa-ya.pdf');
    await expectNoAxeViolations(page, 'FOVIS, paso 3 (descargado)');
    await main(page).getByRole('button', { name: 'Nuevo certificado' }).click();
    await expect(cards(page)).toBeVisible();
  });

  test('María: sent by e-mail (step 4) to the address the fund returned; the outbox has it', async ({ page }) => {
    test.slow();
    await openFovis(page, 'maria');
    const before = (await outbox(page))[0]?.id ?? 0;
    await card(page, 'Certificado de postulación').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado generado' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Enviar al correo' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado enviado' })).toBeFocused();
    await expect(main(page)).toContainText('maria.restrepo@correo.example');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'FOVIS, paso 4 (enviado)');
    const sent = (await outbox(page)).filter((message) => message.id > before);
    expect(sent).toContainEqual(
      expect.objectContaining({ recipient: 'maria.restrepo@correo.example', attachmentName: 'certificado-de-postulación.pdf' }),
    );
  });

  test('a card outside 1-14 opens Certificado no disponible without asking the fund', async ({ page }) => {
    await openFovis(page, 'maria');
    let asked = false;
    await page.route('**/api/v1/subsidies/**', async (route) => {
      if (!route.request().url().includes('postulation-info')) asked = true;
      await route.continue();
    });
    await card(page, 'Certificado de subsidio en estudio').click();
    const dialog = page.getByRole('dialog', { name: 'Certificado no disponible' });
    await expect(dialog).toContainText('Lo sentimos, este certificado no está disponible en este momento.');
    await expectNoAxeViolations(page, 'FOVIS, certificado no disponible (id)');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card(page, 'Certificado de subsidio en estudio')).toBeFocused();
    expect(asked).toBe(false);
  });

  test("Luz: the fund's '500' gives Certificado no disponible with the conditions message", { tag: '@one-width' }, async ({ page }) => {
    await openFovis(page, 'luz');
    await expect(cards(page).getByRole('button')).toHaveCount(2);
    await card(page, 'Certificado de subsidio pagado').click();
    const dialog = page.getByRole('dialog', { name: 'Certificado no disponible' });
    await expect(dialog).toContainText('Actualmente no cumples con las condiciones para generar el certificado.');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialog).toBeHidden();
    await expect(cards(page)).toBeVisible();
  });

  test('Carlos (not postulated): the summary shows the defaults and the one card', async ({ page }) => {
    await openFovis(page, 'carlos');
    await expect(summary(page)).toContainText('No postulado');
    await expect(summary(page)).toContainText('Ninguno');
    await expect(cards(page).getByRole('button')).toHaveCount(1);
    await expect(card(page, 'Certificado de no postulación')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'FOVIS, no postulado');
  });

  test('Diana: the summary fails (HTTP 500) -> Error del sistema, whose closing goes home', async ({ page }) => {
    await openAsSignedIn(page, fovisPath, 'diana');
    const dialog = page.getByRole('alertdialog', { name: 'Error del sistema' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'FOVIS, error del sistema');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the FOVIS card on /certificados leads here once signed in', async ({ page }) => {
    await openAsSignedIn(page, '/certificados', 'maria');
    await main(page).getByRole('list', { name: 'Certificados de vivienda FOVIS' }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${fovisPath}$`));
    await expect(summary(page)).toBeVisible();
  });
});

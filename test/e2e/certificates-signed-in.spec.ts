import { type Page } from '@playwright/test';
import { expect, test } from '@test/support/browser/test';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '@test/support/browser/axe';
import { expectNoHorizontalScroll } from '@test/support/browser/layout';
import { outbox } from '@test/support/browser/outbox';
import { openAsSignedIn, signInAs } from '@test/support/browser/sign-in';
import { isPdf, pdfText } from '@test/support/pdf-text';
import { main } from '@test/support/browser/main-view';

// The signed-in delivery of the income-tax (c04), with-beneficiaries (c06) certificates and the
// affiliation card (c08) against the sandbox: real sign-in, real PDFs, the real e-mail outbox.
// Outcomes no persona reaches (a dropped connection) go through page.route.

const incomeTaxPath = '/certificados/certificado-declaracion-renta';
const withBeneficiariesPath = '/certificados/certificado-afiliacion-con-beneficiarios';
const cardPath = '/certificados/tarjeta-afiliacion';


async function downloadFrom(page: Page) {
  const download = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Descargar certificado' }).click();
  const file = await download;
  const bytes = await readFile(await file.path());
  return { fileName: file.suggestedFilename(), bytes };
}

test.describe('Income-tax certificate (c04)', () => {
  test('an anonymous visitor is sent to the sandbox login and returns signed in on this page', { tag: '@one-width' }, async ({ page }) => {
    await page.goto(incomeTaxPath);
    // No certificate is requested for an anonymous visitor: the provider's page opens instead.
    await expect(page).toHaveURL(/\/realms\/portal\//);
    await signInAs(page, 'maria', { fromHeader: false });
    expect(new URL(page.url()).pathname).toBe(incomeTaxPath);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificado para declaración de renta' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Tu certificado está listo' })).toBeVisible();
  });

  test('HTTP 500 on entry raises Error del sistema, which goes home', { tag: '@one-width' }, async ({ page }) => {
    await page.route('**/api/v1/certifications/certificates/downloadable', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Error interno"}' }),
    );
    await openAsSignedIn(page, incomeTaxPath, 'maria');
    const dialog = page.getByRole('alertdialog', { name: 'Error del sistema' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Tu certificado está listo' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('María: ready -> download a real PDF named per the rule about her -> step 2', async ({ page }) => {
    test.slow();
    await openAsSignedIn(page, incomeTaxPath, 'maria');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificado para declaración de renta' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Tu certificado está listo' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'renta, paso 1 (listo)');

    const { fileName, bytes } = await downloadFrom(page);
    expect(fileName).toBe('certificado-para-declaración-de-renta.pdf');
    expect(isPdf(bytes)).toBe(true);
    const text = pdfText(bytes);
    expect(text).toContain('María');

    await expect(page.getByRole('heading', { level: 2, name: 'Certificado descargado' })).toBeFocused();
    await expect(main(page)).toContainText('certificado-para-declaración-de-renta.pdf');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'renta, paso 2 (descargado)');
    await main(page).getByRole('button', { name: 'Nuevo certificado' }).click();
    await expect(page).toHaveURL(/\/certificados$/);
  });

  test('María: send -> step 3 with her e-mail and the password note; the message is in the outbox', async ({ page }) => {
    test.slow();
    await openAsSignedIn(page, incomeTaxPath, 'maria');
    await expect(page.getByRole('heading', { level: 2, name: 'Tu certificado está listo' })).toBeVisible();
    const before = (await outbox(page))[0]?.id ?? 0;

    await main(page).getByRole('button', { name: 'Enviar al correo' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado enviado' })).toBeFocused();
    await expect(main(page)).toContainText('maria.restrepo@correo.example');
    await expect(main(page)).toContainText('protegido con contraseña');
    await expect(main(page).getByRole('button', { name: 'Nuevo certificado' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Ir al inicio' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'renta, paso 3 (enviado)');
    // Other tests may send at the same time: look for this one among the messages sent since.
    const sent = (await outbox(page)).filter((message) => message.id > before);
    expect(sent).toContainEqual(
      expect.objectContaining({ recipient: 'maria.restrepo@correo.example', attachmentName: 'certificado-para-declaración-de-renta.pdf' }),
    );
  });

  test('José (no e-mail): send -> step 5, and he can still download it', async ({ page }) => {
    test.slow();
    await openAsSignedIn(page, incomeTaxPath, 'jose');
    await expect(page.getByRole('heading', { level: 2, name: 'Tu certificado está listo' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Enviar al correo' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'No pudimos enviar el certificado' })).toBeFocused();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'renta, paso 5 (no enviado)');
    const { fileName, bytes } = await downloadFrom(page);
    expect(fileName).toBe('certificado-para-declaración-de-renta.pdf');
    expect(isPdf(bytes)).toBe(true);
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado descargado' })).toBeFocused();
  });

  test('Luz (retired) -> step 4, conditions not met', async ({ page }) => {
    await openAsSignedIn(page, incomeTaxPath, 'luz');
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado no disponible' })).toBeVisible();
    await expect(main(page)).toContainText('No cumples con las condiciones para generar este certificado.');
    await expect(main(page).getByRole('link', { name: /canales de atención/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'renta, paso 4 (no disponible)');
  });

  test('a dropped connection while sending raises Error del sistema, which goes home', async ({ page }) => {
    await page.route('**/api/v1/certifications/sendCertificateByEmail', (route) => route.abort('failed'));
    await openAsSignedIn(page, incomeTaxPath, 'maria');
    await main(page).getByRole('button', { name: 'Enviar al correo' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Error del sistema' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'renta, error del sistema');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('Affiliation with beneficiaries (c06)', () => {
  test('Carlos (no beneficiaries) -> step 4', { tag: '@one-width' }, async ({ page }) => {
    await openAsSignedIn(page, withBeneficiariesPath, 'carlos');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificado de afiliación con beneficiarios' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado no disponible' })).toBeVisible();
    await expect(main(page)).toContainText('No cumples con las condiciones para generar este certificado.');
  });

  test('María downloads it: a PDF listing her beneficiaries', { tag: '@one-width' }, async ({ page }) => {
    await openAsSignedIn(page, withBeneficiariesPath, 'maria');
    await expect(page.getByRole('heading', { level: 2, name: 'Tu certificado está listo' })).toBeVisible();
    const { fileName, bytes } = await downloadFrom(page);
    expect(fileName).toBe('certificado-de-afiliación-con-beneficiarios.pdf');
    expect(isPdf(bytes)).toBe(true);
    expect(pdfText(bytes)).toMatch(/Sofía/i);
  });
});

test.describe('Affiliation card (c08)', () => {
  test('María: at most five, indeterminate select-all, the card downloaded with the chosen beneficiaries', async ({ page }) => {
    test.slow();
    await openAsSignedIn(page, cardPath, 'maria');
    await expect(page.getByRole('heading', { level: 1, name: 'Tarjeta de afiliación' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Selecciona los beneficiarios' })).toBeVisible();
    const selectAll = main(page).getByRole('checkbox', { name: 'Seleccionar todos (máximo 5)' });
    const row = (name: RegExp) => main(page).getByRole('checkbox', { name });
    const continueButton = main(page).getByRole('button', { name: 'Continuar' });
    await expect(continueButton).toBeDisabled();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'tarjeta, selección vacía');

    await row(/Sofía/).check();
    await expect(continueButton).toBeEnabled();
    expect(await selectAll.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
    await expect(selectAll).not.toBeChecked();
    await expectNoAxeViolations(page, 'tarjeta, selección parcial');

    for (const name of [/Juan Camilo/, /Mateo/, /Valentina/, /Rosa Elena/]) await row(name).check();
    await expect(row(/Luis Alberto/)).toBeDisabled();
    await expect(selectAll).toBeChecked();
    expect(await selectAll.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(false);
    await expect(main(page)).toContainText('Has seleccionado 5 de 5 beneficiarios.');
    await expectNoAxeViolations(page, 'tarjeta, máximo de 5');

    await row(/Juan Camilo/).uncheck();
    await expect(row(/Luis Alberto/)).toBeEnabled();
    await row(/Rosa Elena/).uncheck();
    await row(/Valentina/).uncheck();
    await continueButton.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Tu certificado está listo' })).toBeFocused();
    await expect(main(page)).toContainText('Generamos tu Tarjeta de afiliación.');
    await expectNoAxeViolations(page, 'tarjeta, paso 1 (lista)');

    const { fileName, bytes } = await downloadFrom(page);
    expect(fileName).toBe('tarjeta-de-afiliación.pdf');
    expect(isPdf(bytes)).toBe(true);
    const text = pdfText(bytes);
    expect(text).toContain('María');
    expect(text).toMatch(/Sofía/i);
    expect(text).toMatch(/Mateo/i);
    expect(text).not.toMatch(/Valentina/i);
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado descargado' })).toBeFocused();
    await expectNoAxeViolations(page, 'tarjeta, paso 2 (descargada)');

    await main(page).getByRole('button', { name: 'Nuevo certificado' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Selecciona los beneficiarios' })).toBeFocused();
    await expect(continueButton).toBeDisabled();
  });

  test('María: select-all picks five, the card is sent by e-mail', async ({ page }) => {
    test.slow();
    await openAsSignedIn(page, cardPath, 'maria');
    const selectAll = main(page).getByRole('checkbox', { name: 'Seleccionar todos (máximo 5)' });
    await selectAll.check();
    await expect(main(page).getByRole('checkbox', { checked: true })).toHaveCount(6);
    await expect(main(page).getByRole('checkbox', { name: /Luis Alberto/ })).toBeDisabled();
    const before = (await outbox(page))[0]?.id ?? 0;
    await main(page).getByRole('button', { name: 'Continuar' }).click();
    await main(page).getByRole('button', { name: 'Enviar al correo' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado enviado' })).toBeFocused();
    await expect(main(page)).toContainText('Tarjeta de afiliación');
    await expectNoAxeViolations(page, 'tarjeta, paso 3 (enviada)');
    const sent = (await outbox(page)).filter((message) => message.id > before);
    expect(sent).toContainEqual(
      expect.objectContaining({ recipient: 'maria.restrepo@correo.example', attachmentName: 'tarjeta-de-afiliación.pdf' }),
    );
  });

  test('Carlos (no beneficiaries) gets Certificado no disponible', async ({ page }) => {
    await openAsSignedIn(page, cardPath, 'carlos');
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado no disponible' })).toBeVisible();
    await expect(main(page)).toContainText('No se encontraron beneficiarios asociados a tu usuario.');
    await expectNoAxeViolations(page, 'tarjeta, paso 4 (sin beneficiarios)');
  });

  test('Luz (retired) gets Certificado no disponible', { tag: '@one-width' }, async ({ page }) => {
    await openAsSignedIn(page, cardPath, 'luz');
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado no disponible' })).toBeVisible();
    await expect(main(page)).toContainText('El documento ingresado no corresponde al de un afiliado activo');
  });
});

import { type Page, type Route } from '@playwright/test';
import { expect, test } from '@test/support/browser/test';
import { expectNoAxeViolations } from '@test/support/browser/axe';
import { expectNoHorizontalScroll } from '@test/support/browser/layout';
import { outbox } from '@test/support/browser/outbox';
import { openAsSignedIn } from '@test/support/browser/sign-in';
import { readFile } from 'node:fs/promises';
import { isPdf, pdfText } from '@test/support/pdf-text';
import { main } from '@test/support/browser/main-view';

// The death (c09) and school (c05) certificate pages against the sandbox: real sign-in, real
// handlers, real files built here. Outcomes no persona reaches go through page.route.

const deathPath = '/certificados/certificado-defuncion-beneficiario';
const schoolPath = '/certificados/certificado-escolar';

const pdf = (name = 'acta.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
});
const jpeg = (name = 'acta.jpg') => ({
  name,
  mimeType: 'image/jpeg',
  buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
});
const png = (name = 'boletin.png') => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]),
});
const renamedText = (name = 'foto.pdf') => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('esto es texto, no un PDF') });
const oversizePdf = (name = 'grande.pdf') => {
  const buffer = Buffer.alloc(2_000_001, 0x20);
  buffer.write('%PDF-1.4\n');
  return { name, mimeType: 'application/pdf', buffer };
};
const empty = (name = 'vacio.pdf') => ({ name, mimeType: 'application/pdf', buffer: Buffer.alloc(0) });

// The texts public/config.json gives the three file errors.
async function fileErrorTexts(page: Page): Promise<{ errorFormato: string; errorPeso: string }> {
  const config = (await (await page.request.get('/config.json')).json()) as { texts: { errorFormato: string; errorPeso: string } };
  return config.texts;
}

const deathInput = (page: Page, name: string) => main(page).getByLabel(`Certificado de defunción de ${name}`, { exact: true });

test.describe('Death certificate (c09)', () => {
  test('María uploads certificates row by row, sees bad files refused beside their row, confirms the exit and sends', async ({ page }) => {
    // Sign-in, several files and an axe check per step: more than the default 30 s on a shared machine.
    test.slow();
    const texts = await fileErrorTexts(page);
    await openAsSignedIn(page, deathPath, 'maria');
    await expect(page.getByRole('heading', { level: 2, name: 'Tus beneficiarios' })).toBeVisible();
    await expect(main(page).getByRole('rowheader')).toHaveCount(6);
    await expect(main(page).getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await expect(main(page).getByText('Carga al menos un certificado para poder enviar.')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'defunción, paso 1 (tabla de beneficiarios)');

    await deathInput(page, 'Luis Alberto Restrepo Pérez').setInputFiles(pdf('acta-luis.pdf'));
    await expect(main(page).getByRole('button', { name: 'Quitar acta-luis.pdf' })).toBeFocused();
    await deathInput(page, 'Rosa Elena Gómez De Restrepo').setInputFiles(renamedText());
    await expect(main(page).getByRole('alert')).toHaveText(texts.errorFormato);
    await expectNoAxeViolations(page, 'defunción, archivo rechazado');
    await deathInput(page, 'Rosa Elena Gómez De Restrepo').setInputFiles(oversizePdf());
    await expect(main(page).getByRole('alert')).toHaveText(texts.errorPeso);
    await deathInput(page, 'Rosa Elena Gómez De Restrepo').setInputFiles(empty());
    await expect(main(page).getByRole('alert')).toHaveText(texts.errorFormato);
    await deathInput(page, 'Rosa Elena Gómez De Restrepo').setInputFiles(jpeg('acta-rosa.jpg'));
    await expect(main(page).getByRole('alert')).toHaveCount(0);
    await expect(main(page).getByText('2 certificados cargados.')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Quitar acta-luis.pdf' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    // Leaving with loaded files asks first; Cancelar keeps everything.
    await main(page).getByRole('button', { name: 'Regresar' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Deseas salir?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'defunción, confirmación de salida');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${deathPath}$`));

    await main(page).getByRole('button', { name: 'Quitar acta-rosa.jpg' }).click();
    await expect(deathInput(page, 'Rosa Elena Gómez De Restrepo')).toBeFocused();
    await expect(main(page).getByText('1 certificado cargado.')).toBeVisible();

    await main(page).getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado enviado' })).toBeFocused();
    await expectNoAxeViolations(page, 'defunción, paso 2 (enviado)');
  });

  test('Aceptar in the exit confirmation leaves for /certificados', { tag: '@one-width' }, async ({ page }) => {
    await openAsSignedIn(page, deathPath, 'maria');
    await deathInput(page, 'Sofía Arango Restrepo').setInputFiles(pdf());
    await main(page).getByRole('button', { name: 'Regresar' }).click();
    await page.getByRole('dialog', { name: '¿Deseas salir?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL(/\/certificados$/);
  });

  test('a failed send shows the error step and keeps the files to try again', async ({ page }) => {
    await page.route('**/api/v1/certifications/certificates/defunction', (route) => route.fulfill({ status: 500, body: '' }));
    await openAsSignedIn(page, deathPath, 'maria');
    await deathInput(page, 'Juan Camilo Arango Mesa').setInputFiles(pdf('acta-juan.pdf'));
    await main(page).getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'No pudimos enviar los certificados' })).toBeFocused();
    await expectNoAxeViolations(page, 'defunción, paso 3 (error)');
    await main(page).getByRole('button', { name: 'Volver a intentar' }).click();
    await expect(main(page).getByRole('button', { name: 'Quitar acta-juan.pdf' })).toBeVisible();
  });

  test('Carlos (no beneficiaries) gets Certificado no disponible', async ({ page }) => {
    await openAsSignedIn(page, deathPath, 'carlos');
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado no disponible' })).toBeVisible();
    await expect(main(page).getByText('No se encontraron beneficiarios asociados a tu usuario.')).toBeVisible();
    await expectNoAxeViolations(page, 'defunción, sin beneficiarios');
  });

  test('Luz (retired holder) gets the retired text', { tag: '@one-width' }, async ({ page }) => {
    await openAsSignedIn(page, deathPath, 'luz');
    await expect(
      main(page).getByText('El documento ingresado no corresponde al de un afiliado activo, por lo tanto, no podemos generar tu certificado.'),
    ).toBeVisible();
  });

  for (const [name, fulfil] of [
    ['network failure', (route: Route) => route.abort('failed')],
    ['HTTP 500', (route: Route) => route.fulfill({ status: 500, body: '' })],
    ['malformed body', (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"responseCode": 0, "data": [' })],
    ['query error code', (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"responseCode": 500}' })],
  ] as const) {
    test(`beneficiary list ${name} -> the query-error text`, { tag: '@one-width' }, async ({ page }) => {
      await page.route('**/api/v1/certifications/certificates/getDataBeneficiary**', fulfil);
      await openAsSignedIn(page, deathPath, 'maria');
      await expect(main(page).getByText('Se ha presentado un error consultando sus beneficiarios, por favor intenta más tarde.')).toBeVisible();
    });
  }
});

test.describe('School certificate (c05)', () => {
  test('María downloads the school certificate of one beneficiary', async ({ page }) => {
    // Sign-in, several files and an axe check per step: more than the default 30 s on a shared machine.
    test.slow();
    await openAsSignedIn(page, schoolPath, 'maria');
    await expect(page.getByRole('heading', { level: 2, name: '¿Qué deseas hacer?' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'escolar, paso 5 (descargar o cargar)');

    await main(page).getByRole('button', { name: 'Descargar certificado' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Selecciona el beneficiario' })).toBeFocused();
    await expect(main(page).getByRole('button', { name: 'Obtener' })).toBeDisabled();
    await expectNoAxeViolations(page, 'escolar, paso 6 (beneficiario para descargar)');
    await main(page).getByRole('radio', { name: /Mateo Arango Restrepo/ }).check();
    await main(page).getByRole('button', { name: 'Obtener' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Tu certificado está listo' })).toBeFocused();
    await expectNoAxeViolations(page, 'escolar, paso 1 (certificado listo)');

    const download = page.waitForEvent('download');
    await main(page).getByRole('button', { name: 'Descargar certificado' }).click();
    const file = await download;
    // The card's name under the download file-name rule (lower case, hyphens for spaces, no commas),
    // and a real certificate about her student.
    expect(file.suggestedFilename()).toBe('certificado-escolar.pdf');
    const bytes = await readFile(await file.path());
    expect(isPdf(bytes)).toBe(true);
    const text = pdfText(bytes);
    expect(text).toContain('María');
    expect(text).toMatch(/Mateo/i);
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado descargado' })).toBeFocused();
    await expect(main(page)).toContainText('certificado-escolar.pdf');
    await expectNoAxeViolations(page, 'escolar, paso 2 (descargado)');
  });

  test('María sends the school certificate of one beneficiary by e-mail', async ({ page }) => {
    test.slow();
    await openAsSignedIn(page, schoolPath, 'maria');
    await main(page).getByRole('button', { name: 'Descargar certificado' }).click();
    await main(page).getByRole('radio', { name: /Mateo Arango Restrepo/ }).check();
    await main(page).getByRole('button', { name: 'Obtener' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Tu certificado está listo' })).toBeVisible();
    const before = (await outbox(page))[0]?.id ?? 0;

    await main(page).getByRole('button', { name: 'Enviar al correo' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado enviado' })).toBeFocused();
    await expect(main(page)).toContainText('maria.restrepo@correo.example');
    await expect(main(page)).toContainText('Mateo Arango Restrepo');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'escolar, paso 3 (enviado)');
    // Other tests may send at the same time: look for this one among the messages sent since.
    const sent = (await outbox(page)).filter((message) => message.id > before);
    expect(sent).toContainEqual(
      expect.objectContaining({ recipient: 'maria.restrepo@correo.example', attachmentName: 'certificado-escolar.pdf' }),
    );

    await main(page).getByRole('button', { name: 'Nuevo certificado' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '¿Qué deseas hacer?' })).toBeFocused();
  });

  test('own scheme: sequential number, help picture, a PNG for a beneficiary -> uploaded; Nuevo certificado starts again', async ({ page }) => {
    // Sign-in, several files and an axe check per step: more than the default 30 s on a shared machine.
    test.slow();
    const texts = await fileErrorTexts(page);
    await openAsSignedIn(page, schoolPath, 'maria');
    await main(page).getByRole('button', { name: 'Cargar certificado', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: '¿Qué certificado vas a cargar?' })).toBeFocused();
    await expectNoAxeViolations(page, 'escolar, paso 7 (tipo de carga)');
    await main(page).getByRole('button', { name: 'Cargar certificado de la caja' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Carga el certificado emitido por la caja' })).toBeFocused();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'escolar, paso 8 (esquema propio)');

    const number = main(page).getByRole('textbox', { name: 'Número consecutivo' });
    await number.fill('12ab');
    await expect(number).toHaveValue('12');
    await number.fill('');
    await expect(main(page).getByText('Debes ingresar un número')).toBeVisible();
    await number.fill('123456789');
    await expect(main(page).getByText('Ingresa un número válido')).toBeVisible();
    await expectNoAxeViolations(page, 'escolar, paso 8 con error en el número');
    await number.fill('00012345');

    await main(page).getByRole('button', { name: '¿Dónde encuentro el número consecutivo?' }).click();
    const help = page.getByRole('dialog', { name: 'Número consecutivo' });
    await expect(help.getByRole('img', { name: /número consecutivo resaltado/ })).toBeVisible();
    await expectNoAxeViolations(page, 'escolar, ayuda del número consecutivo');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    await main(page).getByRole('radio', { name: /Sofía Arango Restrepo/ }).check();
    const fileInput = main(page).getByLabel('Certificado escolar', { exact: true });
    await fileInput.setInputFiles(renamedText('boletin.pdf'));
    await expect(main(page).getByRole('alert')).toHaveText(texts.errorFormato);
    await expect(main(page).getByRole('button', { name: 'Enviar certificado' })).toBeDisabled();
    await fileInput.setInputFiles(png());
    await expect(main(page).getByRole('button', { name: 'Quitar boletin.png' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Enviar certificado' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Certificado cargado' })).toBeFocused();
    await expectNoAxeViolations(page, 'escolar, paso 10 (cargado)');
    await main(page).getByRole('button', { name: 'Nuevo certificado' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '¿Qué deseas hacer?' })).toBeFocused();
  });

  test('external certificate: a PDF for a beneficiary -> uploaded', async ({ page }) => {
    await openAsSignedIn(page, schoolPath, 'maria');
    await main(page).getByRole('button', { name: 'Cargar certificado', exact: true }).click();
    await main(page).getByRole('button', { name: 'Cargar certificado externo' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Carga el certificado externo' })).toBeFocused();
    await expectNoAxeViolations(page, 'escolar, paso 9 (externo)');
    await main(page).getByRole('radio', { name: /Juan Camilo Arango Mesa/ }).check();
    await main(page).getByLabel('Certificado escolar', { exact: true }).setInputFiles(pdf('boletin.pdf'));
    await main(page).getByRole('button', { name: 'Enviar certificado' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado cargado' })).toBeVisible();
  });

  test('a failed upload raises Error del sistema', async ({ page }) => {
    await page.route('**/api/v1/certifications/upload/certificateSchool', (route) => route.abort('failed'));
    await openAsSignedIn(page, schoolPath, 'maria');
    await main(page).getByRole('button', { name: 'Cargar certificado', exact: true }).click();
    await main(page).getByRole('button', { name: 'Cargar certificado externo' }).click();
    await main(page).getByRole('radio', { name: /Juan Camilo Arango Mesa/ }).check();
    await main(page).getByLabel('Certificado escolar', { exact: true }).setInputFiles(jpeg('boletin.jpg'));
    await main(page).getByRole('button', { name: 'Enviar certificado' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Error del sistema' })).toBeVisible();
    await expectNoAxeViolations(page, 'escolar, error del sistema');
  });

  test('Carlos gets Certificado no disponible (no beneficiaries)', async ({ page }) => {
    await openAsSignedIn(page, schoolPath, 'carlos');
    await expect(main(page).getByText('No se encontraron beneficiarios asociados a tu usuario.')).toBeVisible();
    await expectNoAxeViolations(page, 'escolar, paso 4 (no disponible)');
  });

  test('Luz gets the retired-holder text', { tag: '@one-width' }, async ({ page }) => {
    await openAsSignedIn(page, schoolPath, 'luz');
    await expect(
      main(page).getByText('El documento ingresado no corresponde al de un afiliado activo, por lo tanto, no podemos generar tu certificado.'),
    ).toBeVisible();
  });
});

import { type Page, type Route } from '@playwright/test';
import { expect, test } from '@test/support/browser/test';
import { expectNoAxeViolations } from '@test/support/browser/axe';
import { expectNoHorizontalScroll } from '@test/support/browser/layout';
import { sandboxGridTitles } from '@test/support/certificates/grid-titles';
import { main } from '@test/support/browser/main-view';

// /certificados logged out and the three certificates anyone can request by document:
// worker (c01), beneficiary (c02) and FOSFEC (c07), against the sandbox's handlers
// (docs/sandbox-answers.md, 'Certificates, per persona'). Outcomes no persona reaches (a dropped
// connection, a malformed body) go through page.route.

const workerPath = '/certificados/certificado-afiliacion-trabajador';
const beneficiaryPath = '/certificados/certificado-afiliacion-beneficiario';
const fosfecPath = '/certificados/certificado-fosfec';

const numberField = (page: Page) => main(page).getByLabel('Número de documento');
const consultButton = (page: Page) => main(page).getByRole('button', { name: 'Consultar' });
const systemError = (page: Page) => page.getByRole('alertdialog', { name: 'Error del sistema' });
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

interface ConfiguredTexts {
  workerNotFoundToast: string;
  beneficiaryNotFoundToast: string;
  fosfecNotFoundToast: string;
}

async function configuredTexts(page: Page): Promise<ConfiguredTexts> {
  const config = (await (await page.request.get('/config.json')).json()) as { texts: ConfiguredTexts };
  return config.texts;
}

/** Opens a page and waits for its form, whose heading is the first step's. */
async function openForm(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

async function consult(page: Page, documentType: string, documentNumber: string): Promise<void> {
  await main(page).getByLabel('Tipo de documento').selectOption(documentType);
  await numberField(page).fill(documentNumber);
  await expect(consultButton(page)).toBeEnabled();
  await consultButton(page).click();
}

/** The outbox of the sandbox (sandbox/mail/outbox.ts), newest first. */
async function outbox(page: Page): Promise<{ recipient: string; attachmentName: string; id: number }[]> {
  const answer = await page.request.get('/sandbox/correo.json');
  return ((await answer.json()) as { messages: { recipient: string; attachmentName: string; id: number }[] }).messages;
}

test.describe('/certificados logged out', () => {
  test('nine cards in the fund’s order; the six that need a session ask to sign in; the other three link to their page', async ({ page }) => {
    await page.goto('/certificados');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificados' })).toBeVisible();
    const cards = main(page).getByRole('list', { name: 'Certificados disponibles' }).getByRole('listitem');
    await expect(cards).toHaveCount(9);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([...sandboxGridTitles]);
    for (const [index, locked] of [false, false, true, true, true, true, false, true, true].entries()) {
      const card = cards.nth(index);
      if (locked) {
        await expect(card.getByText('Este certificado requiere')).toBeVisible();
        await expect(card.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
        await expect(card.getByRole('link')).toHaveCount(0);
      } else {
        await expect(card.getByText('Este certificado requiere')).toHaveCount(0);
        await expect(card.getByRole('link', { name: /^Descargar/ })).toBeVisible();
      }
    }
    await expect(cards.nth(0).getByRole('link')).toHaveAttribute('href', workerPath);
    await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', beneficiaryPath);
    await expect(cards.nth(6).getByRole('link')).toHaveAttribute('href', fosfecPath);

    // The FOVIS card is gated too.
    const fovis = main(page).getByRole('list', { name: 'Certificados de vivienda FOVIS' });
    await expect(fovis.getByText('Este certificado requiere')).toBeVisible();
    await expect(fovis.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, '/certificados sin sesión');
  });

  test('the FOVIS toggletip explains the acronym, closes with Escape and gives focus back', async ({ page }) => {
    await page.goto('/certificados');
    const trigger = main(page).getByRole('button', { name: '¿Qué son los certificados FOVIS?' });
    await trigger.click();
    const tip = page.getByRole('dialog', { name: 'Certificados FOVIS' });
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('Fondo para el Subsidio Familiar de Vivienda');
    await expectNoAxeViolations(page, 'ayuda FOVIS abierta');
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await tip.getByRole('button', { name: 'Cerrar' }).click();
    await expect(tip).toBeHidden();
  });

  test('Regresar goes back to the start; a card link opens its page', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/certificados');
    await main(page).getByRole('link', { name: /^Descargar.*Certificado FOSFEC/ }).click();
    await expect(page).toHaveURL(new RegExp(`${fosfecPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Certificado FOSFEC' })).toBeVisible();
    await page.goto('/certificados');
    await main(page).getByRole('link', { name: 'Regresar' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('Worker certificate (c01)', () => {
  test('Carlos: Consultar waits for a valid number; 200 -> step 2 with his e-mail, sent to the outbox; Nuevo certificado starts over', async ({ page }) => {
    await openForm(page, workerPath, 'Ingresa los datos del trabajador');
    await expect(consultButton(page)).toBeDisabled();
    await numberField(page).fill('12');
    await expect(consultButton(page)).toBeDisabled();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'trabajador, paso 1');
    const before = (await outbox(page))[0]?.id ?? 0;

    await consult(page, 'CC', '71650432');
    const heading = main(page).getByRole('heading', { level: 2, name: 'Certificado generado' });
    await expect(heading).toBeFocused();
    await expect(main(page)).toContainText('Enviamos el certificado al correo electrónico carlos.zapata@correo.example.');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'trabajador, paso 2 (generado)');
    // Other tests may send at the same time: look for this one among the messages sent since.
    const sent = (await outbox(page)).filter((message) => message.id > before);
    expect(sent).toContainEqual(
      expect.objectContaining({ recipient: 'carlos.zapata@correo.example', attachmentName: 'certificado-de-afiliación-trabajador.pdf' }),
    );

    await main(page).getByRole('button', { name: 'Nuevo certificado' }).click();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Ingresa los datos del trabajador' })).toBeFocused();
    await expect(numberField(page)).toHaveValue('');
  });

  test('José (no e-mail, HTTP 422) -> step 4, not generated, with the service channels', async ({ page }) => {
    await openForm(page, workerPath, 'Ingresa los datos del trabajador');
    await consult(page, 'CE', '4567123');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Certificado no generado' })).toBeFocused();
    await expect(main(page)).toContainText('el afiliado no tiene un correo electrónico registrado');
    await expect(main(page).getByRole('link', { name: /canales de atención/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'trabajador, paso 4 (no generado)');
    await main(page).getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Luz (404) -> the configured toast, and the document stays typed', async ({ page }) => {
    const texts = await configuredTexts(page);
    await openForm(page, workerPath, 'Ingresa los datos del trabajador');
    await consult(page, 'CC', '43218765');
    await expect(toast(page, texts.workerNotFoundToast)).toBeVisible();
    await expect(numberField(page)).toHaveValue('43218765');
    await expect(main(page).getByLabel('Tipo de documento')).toHaveValue('CC');
    await expect(consultButton(page)).toBeEnabled();
    await expectNoAxeViolations(page, 'trabajador, aviso de no encontrado');
  });

  test('CC 999000500 (an unexpected code) -> Error del sistema; Aceptar goes to the start', async ({ page }) => {
    await openForm(page, workerPath, 'Ingresa los datos del trabajador');
    await consult(page, 'CC', '999000500');
    await expect(systemError(page)).toBeVisible();
    await expect(systemError(page)).toContainText('Por problemas técnicos no se pudo realizar la consulta. Por favor inténtalo más tarde.');
    await expectNoAxeViolations(page, 'trabajador, error del sistema');
    await systemError(page).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const [what, fail] of [
    ['a dropped connection', (route: Route) => route.abort('failed')],
    ['a malformed body', (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"code": 200, "data": ' })],
  ] as const) {
    test(`${what} -> Error del sistema`, { tag: '@one-width' }, async ({ page }) => {
      await page.route('**/api/v1/certifications/afiliado/sin-beneficiarios?**', fail);
      await openForm(page, workerPath, 'Ingresa los datos del trabajador');
      await consult(page, 'CC', '71650432');
      await expect(systemError(page)).toBeVisible();
    });
  }
});

test.describe('Beneficiary certificate (c02)', () => {
  test("María's daughter TI 1034567890 (0) -> step 2 with María's e-mail", async ({ page }) => {
    await openForm(page, beneficiaryPath, 'Ingresa los datos del beneficiario');
    await expectNoAxeViolations(page, 'beneficiario, paso 1');
    await consult(page, 'TI', '1034567890');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Certificado generado' })).toBeFocused();
    await expect(main(page)).toContainText('maria.restrepo@correo.example');
    await expectNoHorizontalScroll(page);
  });

  test("José's beneficiary PT 6543210 (422) -> step 4 with the fund's reason", async ({ page }) => {
    await openForm(page, beneficiaryPath, 'Ingresa los datos del beneficiario');
    await consult(page, 'PT', '6543210');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Certificado no generado' })).toBeFocused();
    await expect(main(page)).toContainText(
      'El titular no tiene un correo electrónico registrado, por lo tanto, no podemos enviar el certificado del beneficiario.',
    );
  });

  for (const [who, type, number] of [
    ["Luz's beneficiary (103)", 'CC', '1152445566'],
    ['an unknown document (18)', 'CC', '123456'],
  ] as const) {
    test(`${who} -> the configured toast, the document kept`, { tag: '@one-width' }, async ({ page }) => {
      const texts = await configuredTexts(page);
      await openForm(page, beneficiaryPath, 'Ingresa los datos del beneficiario');
      await consult(page, type, number);
      await expect(toast(page, texts.beneficiaryNotFoundToast)).toBeVisible();
      await expect(numberField(page)).toHaveValue(number);
    });
  }

  test('CC 999000500 (500) -> Error del sistema', { tag: '@one-width' }, async ({ page }) => {
    await openForm(page, beneficiaryPath, 'Ingresa los datos del beneficiario');
    await consult(page, 'CC', '999000500');
    await expect(systemError(page)).toBeVisible();
  });
});

test.describe('FOSFEC certificate (c07)', () => {
  test('Luz (0) -> step 2 with her e-mail', async ({ page }) => {
    await openForm(page, fosfecPath, 'Ingresa tus datos');
    await expectNoAxeViolations(page, 'FOSFEC, paso 1');
    await consult(page, 'CC', '43218765');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Certificado generado' })).toBeFocused();
    await expect(main(page)).toContainText('luz.ospina@correo.example');
  });

  test('José (422) -> step 3, not generated', async ({ page }) => {
    await openForm(page, fosfecPath, 'Ingresa tus datos');
    await consult(page, 'CE', '4567123');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Certificado no generado' })).toBeFocused();
    await expect(main(page)).toContainText('No pudimos generar tu certificado FOSFEC.');
    await expectNoHorizontalScroll(page);
  });

  test('Carlos (2) -> the configured toast, the document kept', { tag: '@one-width' }, async ({ page }) => {
    const texts = await configuredTexts(page);
    await openForm(page, fosfecPath, 'Ingresa tus datos');
    await consult(page, 'CC', '71650432');
    await expect(toast(page, texts.fosfecNotFoundToast)).toBeVisible();
    await expect(numberField(page)).toHaveValue('71650432');
  });

  test('a dropped connection -> Error del sistema', { tag: '@one-width' }, async ({ page }) => {
    await page.route('**/api/v1/certifications/fosfec?**', (route) => route.abort('failed'));
    await openForm(page, fosfecPath, 'Ingresa tus datos');
    await consult(page, 'CC', '43218765');
    await expect(systemError(page)).toBeVisible();
  });
});

test.describe('The sandbox outbox page', () => {
  test('lists the certificate just sent, in Spanish, with no axe violation', async ({ page }) => {
    await openForm(page, fosfecPath, 'Ingresa tus datos');
    await consult(page, 'CC', '43218765');
    await expect(main(page).getByRole('heading', { level: 2, name: 'Certificado generado' })).toBeVisible();
    await page.goto('/sandbox/correo');
    await expect(page.getByRole('heading', { level: 1, name: 'Correos enviados por el sandbox' })).toBeVisible();
    const message = page.getByRole('listitem').filter({ hasText: 'luz.ospina@correo.example' }).first();
    await expect(message.getByRole('heading', { level: 2 })).toHaveText('Tu Certificado FOSFEC');
    await expect(message).toContainText('certificado-fosfec.pdf');
    await expect(page.getByRole('status')).toHaveText(/^\d+ correos? enviados?\.$/);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'bandeja de correo del sandbox');
  });
});

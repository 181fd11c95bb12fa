import { type Locator, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { expect, test } from '@test/support/browser/test';
import { buyers, button, openStep1, stepHeading, validate } from '@test/support/bookings/booking-request-browser';
import { openAsSignedIn, type PersonaName } from '@test/support/browser/sign-in';
import { main } from '@test/support/browser/main-view';

// Where the focus is after each command of the five flows, for each kind of answer: a new step
// (its heading takes the focus), a toast or a closed dialog (the pressed control keeps it, or gets
// it back), and never the page's body, not even for a frame while the call runs. Chromium drops
// the focus of a control that turns `disabled`, which jsdom does not: only a browser shows it.
// The answers are the sandbox's (docs/sandbox-answers.md).

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });
const heading = (page: Page, name: string) => main(page).getByRole('heading', { level: 2, name, exact: true });
const numberField = (page: Page) => main(page).getByLabel('Número de documento');

/**
 * Watches every frame, from the first one where something has the focus (the control the test
 * goes to press), for the focus back on the page's body (or nowhere), and records those frames
 * with what had the focus before. The page's own loop, read back by `expectFocusNeverDropped`.
 */
async function watchFocus(page: Page): Promise<void> {
  await page.evaluate(() => {
    const drops: string[] = [];
    const watched = window as unknown as { focusDrops: string[] };
    watched.focusDrops = drops;
    let last: Element | null = null;
    const check = () => {
      const active = document.activeElement;
      const isOnBody = active === null || active === document.body;
      if (isOnBody && last !== null) drops.push(`after ${last.tagName.toLowerCase()} '${last.textContent?.trim().slice(0, 40) ?? ''}'`);
      if (!isOnBody) last = active;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

async function expectFocusNeverDropped(page: Page): Promise<void> {
  const drops = await page.evaluate(() => (window as unknown as { focusDrops: string[] }).focusDrops);
  expect(drops, 'the focus fell to the page’s body').toEqual([]);
}

/**
 * Holds every request to `url` until `release()`, so a test can look at the busy control, and
 * counts them.
 */
async function holdRequests(page: Page, url: string | RegExp): Promise<{ release: () => void; count: () => number }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let count = 0;
  await page.route(url, async (route) => {
    count += 1;
    await released;
    await route.fallback();
  });
  return { release, count: () => count };
}

/** The control is busy: focused, `aria-busy` and `aria-disabled`, never `disabled`. */
async function expectBusyWithFocus(control: Locator): Promise<void> {
  await expect(control).toBeFocused();
  await expect(control).toHaveAttribute('aria-busy', 'true');
  await expect(control).toHaveAttribute('aria-disabled', 'true');
  await expect(control).not.toHaveAttribute('disabled');
}

test.describe('Focus after a command', () => {
  test.describe('certificates', () => {
    const workerPath = '/certificados/certificado-afiliacion-trabajador';
    const consultButton = (page: Page) => main(page).getByRole('button', { name: 'Consultar' });

    async function openWorkerForm(page: Page, documentType: string, documentNumber: string): Promise<void> {
      await page.goto(workerPath);
      await expect(heading(page, 'Ingresa los datos del trabajador')).toBeVisible();
      await main(page).getByLabel('Tipo de documento').selectOption(documentType);
      await numberField(page).fill(documentNumber);
      await expect(consultButton(page)).toBeEnabled();
      await watchFocus(page);
    }

    test("'Consultar' for an unknown person: busy with the focus, a second Enter sends nothing, the toast leaves the focus on it", async ({ page }) => {
      await openWorkerForm(page, 'CC', '12345678');
      const held = await holdRequests(page, '**/afiliado/sin-beneficiarios**');
      await consultButton(page).focus();
      await page.keyboard.press('Enter');
      await expectBusyWithFocus(consultButton(page));
      await expect.poll(held.count).toBe(1);
      await page.keyboard.press('Enter');
      held.release();

      await expect(toast(page, /.+/)).toBeVisible();
      await expect(consultButton(page)).toBeFocused();
      await expect(consultButton(page)).not.toHaveAttribute('aria-busy');
      expect(held.count()).toBe(1);
      await expectFocusNeverDropped(page);
    });

    test('Enter in the number for an unknown person: the number keeps the focus through the call and the toast', async ({ page }) => {
      await openWorkerForm(page, 'CC', '12345678');
      await numberField(page).press('Enter');
      await expect(toast(page, /.+/)).toBeVisible();
      await expect(numberField(page)).toBeFocused();
      await expectFocusNeverDropped(page);
    });

    test("'Consultar' for María: the generated step's heading takes the focus", async ({ page }) => {
      await openWorkerForm(page, 'CC', '1037600123');
      await consultButton(page).click();
      await expect(heading(page, 'Certificado generado')).toBeFocused();
      await expectFocusNeverDropped(page);
    });

    test("'Consultar' for José (no e-mail): the not-generated step's heading takes the focus", async ({ page }) => {
      await openWorkerForm(page, 'CE', '4567123');
      await consultButton(page).click();
      await expect(heading(page, 'Certificado no generado')).toBeFocused();
      await expectFocusNeverDropped(page);
    });

    async function openIncomeTaxReady(page: Page, who: PersonaName): Promise<void> {
      await openAsSignedIn(page, '/certificados/certificado-declaracion-renta', who);
      await expect(heading(page, 'Tu certificado está listo')).toBeVisible();
      await watchFocus(page);
    }

    test("signed in, 'Enviar al correo' for María: busy with the focus, then the sent step's heading takes it", async ({ page }) => {
      await openIncomeTaxReady(page, 'maria');
      const send = main(page).getByRole('button', { name: 'Enviar al correo' });
      const held = await holdRequests(page, '**/sendCertificateByEmail');
      await send.click();
      await expectBusyWithFocus(send);
      await expect(main(page).getByRole('button', { name: 'Descargar certificado' })).toHaveAttribute('aria-disabled', 'true');
      await send.press('Enter');
      held.release();

      await expect(heading(page, 'Certificado enviado')).toBeFocused();
      expect(held.count()).toBe(1);
      await expectFocusNeverDropped(page);
    });

    test("signed in, 'Enviar al correo' for José (no e-mail): the not-sent step's heading takes the focus", async ({ page }) => {
      await openIncomeTaxReady(page, 'jose');
      await main(page).getByRole('button', { name: 'Enviar al correo' }).click();
      await expect(heading(page, 'No pudimos enviar el certificado')).toBeFocused();
      await expectFocusNeverDropped(page);
    });
  });

  test.describe('online payments', () => {
    const continueButton = (page: Page) => main(page).getByRole('button', { name: 'Continuar' });
    const payButton = (page: Page) => main(page).getByRole('button', { name: 'Pagar', exact: true });

    async function consult(page: Page, documentNumber: string): Promise<void> {
      await page.goto('/pagos-en-linea');
      await expect(heading(page, 'Consulta tus pagos pendientes')).toBeVisible();
      await main(page).getByLabel('Tipo de documento').selectOption('CC');
      await numberField(page).fill(documentNumber);
      await expect(continueButton(page)).toBeEnabled();
      await watchFocus(page);
      await continueButton(page).click();
    }

    async function payFirstRow(page: Page, documentNumber: string): Promise<void> {
      await consult(page, documentNumber);
      await expect(heading(page, 'Pagos pendientes')).toBeFocused();
      await main(page).getByRole('checkbox', { name: 'Seleccionar todos' }).check();
      await payButton(page).click();
    }

    test("'Continuar' for a person with nothing pending: the toast leaves the focus on 'Continuar'", async ({ page }) => {
      await consult(page, '1017234569');
      await expect(toast(page, 'La persona con los datos ingresados no tiene pagos pendientes.')).toBeVisible();
      await expect(continueButton(page)).toBeFocused();
      await expectFocusNeverDropped(page);
    });

    test("'Continuar' for a person with payments pending: the pending step's heading takes the focus", async ({ page }) => {
      await consult(page, '1017234567');
      await expect(heading(page, 'Pagos pendientes')).toBeFocused();
      await expectFocusNeverDropped(page);
    });

    test("'Pagar' by card: busy with the focus, 'Efectivo' ignores clicks, one checkout session, then the checkout", async ({ page }) => {
      // A payer of this test's own (the sandbox's walk-in range): a session must not touch another test's.
      const digest = createHash('sha256').update(`focus|${test.info().project.name}|${test.info().retry}`).digest();
      const payer = `3${String(digest.readUInt32BE(0) % 1_000_000_000).padStart(9, '0')}`;
      const held = await holdRequests(page, '**/getUrlPlaceToPay');
      await payFirstRow(page, payer);
      await expectBusyWithFocus(payButton(page));
      await expect(main(page).getByRole('button', { name: 'Efectivo', exact: true })).toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Enter');
      await expectFocusNeverDropped(page);
      held.release();

      await expect(page).toHaveURL(/\/sandbox\/checkout\/\d+$/);
      expect(held.count()).toBe(1);
    });

    test("'Pagar' for a person without e-mail: the dialog closes back onto 'Pagar'", async ({ page }) => {
      await payFirstRow(page, '1017234571');
      const dialog = page.getByRole('alertdialog', { name: 'Error de validación' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Aceptar' }).click();
      await expect(dialog).toBeHidden();
      await expect(payButton(page)).toBeFocused();
      await expectFocusNeverDropped(page);
    });

    test("'Pagar' for a person with a transaction pending: the transaction's step heading takes the focus", async ({ page }) => {
      await payFirstRow(page, '1017234572');
      await expect(heading(page, 'Transacción pendiente')).toBeFocused();
      await expectFocusNeverDropped(page);
    });
  });

  test.describe('booking requests', () => {
    async function validateBuyer(page: Page, buyer: (typeof buyers)[keyof typeof buyers]): Promise<void> {
      await openStep1(page, 'rescheduling');
      await watchFocus(page);
      await validate(page, buyer);
    }

    test("'Validar' for a person without purchases (202): the toast leaves the focus on 'Validar'", async ({ page }) => {
      await validateBuyer(page, buyers.none);
      await expect(toast(page, /No existe una compra asociada/)).toBeVisible();
      await expect(button(page, 'Validar')).toBeFocused();
      await expect(numberField(page)).toHaveValue(buyers.none.number);
      await expectFocusNeverDropped(page);
    });

    test("'Validar' for a person with purchases: busy with the focus, then the history's heading takes it", async ({ page }) => {
      await openStep1(page, 'rescheduling');
      await watchFocus(page);
      const held = await holdRequests(page, '**/customer-purchases**');
      await validate(page, buyers.several);
      await expectBusyWithFocus(button(page, 'Validar'));
      await page.keyboard.press('Enter');
      held.release();

      await expect(stepHeading(page, 'Historial de compras')).toBeFocused();
      expect(held.count()).toBe(1);
      await expectFocusNeverDropped(page);
    });
  });

  test.describe('data update', () => {
    const saveButton = (page: Page) => main(page).getByRole('button', { name: 'Guardar' });
    const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });

    async function openDataUpdate(page: Page, who: PersonaName): Promise<void> {
      await openAsSignedIn(page, '/actualizacion-de-datos', who);
      await expect(field(page, 'Número de celular')).toBeEditable();
      await main(page).getByRole('checkbox', { name: 'Acepto la política de tratamiento de datos' }).check();
      await expect(saveButton(page)).toBeEnabled();
      await watchFocus(page);
    }

    test("'Guardar' saved: busy with the focus, then the dialog closes back onto 'Guardar'", async ({ page }) => {
      // María's record saved as it is: nothing another test reads changes.
      await openDataUpdate(page, 'maria');
      const held = await holdRequests(page, /\/users\/\d+$/);
      await saveButton(page).click();
      await expectBusyWithFocus(saveButton(page));
      await page.keyboard.press('Enter');
      held.release();

      const dialog = page.getByRole('dialog', { name: 'Actualización de datos' });
      await expect(dialog).toContainText('Los datos fueron actualizados exitosamente.');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(saveButton(page)).toBeFocused();
      expect(held.count()).toBe(1);
      await expectFocusNeverDropped(page);
    });

    test("'Guardar' refused (an e-mail in use): the dialog closes back onto 'Guardar'", async ({ page }) => {
      await openDataUpdate(page, 'luz');
      await field(page, 'Correo electrónico').fill('correo.en.uso@correo.example');
      await field(page, 'Confirma tu correo electrónico').fill('correo.en.uso@correo.example');
      await saveButton(page).click();
      const dialog = page.getByRole('dialog', { name: 'Correo existente' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Aceptar' }).click();
      await expect(dialog).toBeHidden();
      await expect(saveButton(page)).toBeFocused();
      await expectFocusNeverDropped(page);
    });
  });

  test.describe('FOVIS', () => {
    const card = (page: Page, name: string) =>
      main(page).getByRole('list', { name: 'Certificados FOVIS disponibles' }).getByRole('button', { name, exact: true });

    async function openFovis(page: Page): Promise<void> {
      await openAsSignedIn(page, '/subsidios/subsidio-vivienda/certificados-vivienda', 'maria');
      await expect(card(page, 'Certificado Mi Casa Ya')).toBeVisible();
      await watchFocus(page);
    }

    test('a card that is not available: the dialog closes back onto the card', async ({ page }) => {
      await openFovis(page);
      await card(page, 'Certificado de subsidio en estudio').click();
      const dialog = page.getByRole('dialog', { name: 'Certificado no disponible' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Aceptar' }).click();
      await expect(dialog).toBeHidden();
      await expect(card(page, 'Certificado de subsidio en estudio')).toBeFocused();
      await expectFocusNeverDropped(page);
    });

    test("a card that is generated: the generated step's heading takes the focus", async ({ page }) => {
      await openFovis(page);
      await card(page, 'Certificado Mi Casa Ya').click();
      await expect(heading(page, 'Certificado generado')).toBeFocused();
      await expectFocusNeverDropped(page);
    });
  });
});

import { createHash } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from '@test/support/browser/test';
import { expectNoAxeViolations } from '@test/support/browser/axe';
import { expectNoHorizontalScroll } from '@test/support/browser/layout';
import { main } from '@test/support/browser/main-view';

// /pagos-en-linea against the sandbox's payments API and its hosted checkout (docs/sandbox.md,
// 'Payments, per persona' and 'The checkout').

const path = '/pagos-en-linea';
const payers = {
  several: '1017234567',
  none: '1017234569',
  noEmail: '1017234571',
  pendingTransaction: '1017234572',
  queryError: '1017234573',
  createError: '1017234574',
} as const;
/**
 * A payer of this test's own (the sandbox's walk-in range, CC 3xxxxxxxxx): tests run in parallel
 * against one sandbox, and a payment settles its reference for the whole run.
 */
function ownPayer(): string {
  const { project, title, retry } = test.info();
  const digest = createHash('sha256').update(`${project.name}|${title}|${retry}`).digest();
  return `3${String(digest.readUInt32BE(0) % 1_000_000_000).padStart(9, '0')}`;
}

const cards = { approve: '4111111111111111', reject: '4000000000000002', pending: '4012888888881881', fail: '4000000000000119' } as const;

const continueButton = (page: Page) => main(page).getByRole('button', { name: 'Continuar' });
const payButton = (page: Page) => main(page).getByRole('button', { name: 'Pagar', exact: true });
const cashButton = (page: Page) => main(page).getByRole('button', { name: 'Efectivo', exact: true });
const selectAll = (page: Page) => main(page).getByRole('checkbox', { name: 'Seleccionar todos' });

async function openQuery(page: Page): Promise<void> {
  await page.goto(path);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Pagos en línea' })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Consulta tus pagos pendientes' })).toBeVisible();
}

async function consult(page: Page, documentNumber: string): Promise<void> {
  await main(page).getByLabel('Tipo de documento').selectOption('CC');
  await main(page).getByLabel('Número de documento').fill(documentNumber);
  await expect(continueButton(page)).toBeEnabled();
  await continueButton(page).click();
}

async function openPendingPayments(page: Page, documentNumber: string): Promise<void> {
  await openQuery(page);
  await consult(page, documentNumber);
  await expect(main(page).getByRole('heading', { level: 2, name: 'Pagos pendientes', exact: true })).toBeVisible();
}

/** From step 2 with every row chosen, through the checkout with `card` (or 'Cancelar'), back to the result. */
async function payThroughCheckout(page: Page, card: string | 'cancel'): Promise<void> {
  await openPendingPayments(page, ownPayer());
  await selectAll(page).check();
  await payButton(page).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  if (card === 'cancel') {
    await page.getByRole('button', { name: 'Cancelar' }).click();
  } else {
    await page.getByLabel(/Número de (la )?tarjeta/).fill(card);
    await page.getByRole('button', { name: 'Pagar' }).click();
  }
  await expect(page).toHaveURL(/\/pagos-en-linea\?state=/);
}

test.describe('pagos en línea', () => {
  test('paso 1: el formulario, las notas y el aviso de efectivo; una persona sin pagos pendientes recibe el aviso y conserva el documento', async ({
    page,
  }) => {
    await openQuery(page);
    await expect(continueButton(page)).toBeDisabled();
    await expect(main(page).getByRole('complementary', { name: 'Pago en efectivo en corresponsales autorizados' })).toContainText('93282');
    await expect(main(page).getByRole('complementary', { name: 'Pago en efectivo en corresponsales autorizados' })).toContainText('6 horas');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'el paso 1 de pagos en línea');

    await consult(page, payers.none);
    await expect(page.getByTestId('toast').filter({ hasText: 'La persona con los datos ingresados no tiene pagos pendientes.' })).toBeVisible();
    await expect(main(page).getByLabel('Número de documento')).toHaveValue(payers.none);
  });

  test('las preguntas frecuentes se abren en una pestaña nueva como un PDF real', { tag: ['@one-width', '@pdf-viewer'] }, async ({ page, context }) => {
    await openQuery(page);
    const opened = context.waitForEvent('page');
    await main(page).getByRole('button', { name: /Preguntas frecuentes/ }).click();
    const tab = await opened;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    const firstBytes = await tab.evaluate(async () => {
      const bytes = new Uint8Array(await (await fetch(location.href)).arrayBuffer());
      return String.fromCharCode(...bytes.slice(0, 4));
    });
    expect(firstBytes).toBe('%PDF');
  });

  test('paso 2: la tabla, seleccionar todos (indeterminado si es parcial) y el total; Pagar y Efectivo solo con una fila marcada', async ({
    page,
  }) => {
    await openPendingPayments(page, payers.several);
    const rows = main(page).getByRole('row').filter({ has: page.getByRole('checkbox') });
    await expect(rows).toHaveCount(3);
    // A short table's cards are not contained: checking a row then recalculates less.
    expect(await rows.nth(0).evaluate((row) => getComputedStyle(row).contentVisibility)).toBe('visible');
    await expect(payButton(page)).toBeDisabled();
    await expect(cashButton(page)).toBeDisabled();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'el paso 2 de pagos en línea');

    await rows.nth(0).getByRole('checkbox').check();
    expect(await selectAll(page).evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
    await expect(payButton(page)).toBeEnabled();
    await expect(cashButton(page)).toBeEnabled();
    await expect(main(page).getByRole('status').filter({ hasText: 'Total a pagar' })).toContainText('$');

    await selectAll(page).check();
    expect(await selectAll(page).evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(false);
    await expect(main(page).getByText('3 pagos seleccionados')).toBeVisible();
  });

  for (const [outcome, card, text] of [
    ['aprobado', cards.approve, 'Tu pago ha sido realizado con éxito'],
    ['rechazado', cards.reject, 'Tu pago fue rechazado'],
    ['pendiente', cards.pending, 'Tu pago está pendiente'],
    ['fallido', cards.fail, 'Falló el pago'],
  ] as const) {
    test(`con tarjeta, pago ${outcome}: el resultado y la tabla de la transacción; al recargar, solo el resultado`, async ({ page }) => {
      await payThroughCheckout(page, card);
      await expect(main(page).getByRole('heading', { level: 2, name: text })).toBeVisible();
      await expect(main(page).getByRole('region', { name: 'Datos de la transacción' })).toContainText('Referencia');
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `el resultado ${outcome}`);

      await page.reload();
      await expect(main(page).getByRole('heading', { level: 2, name: text })).toBeVisible();
      await expect(main(page).getByRole('region', { name: 'Datos de la transacción' })).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `el resultado ${outcome} sin los datos de la transacción`);
    });
  }

  test("cancelado en la pasarela: 'El proceso de pago ha sido declinado'; 'Volver' lleva al paso 1", async ({ page }) => {
    await payThroughCheckout(page, 'cancel');
    await expect(main(page).getByRole('heading', { level: 2, name: 'El proceso de pago ha sido declinado' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Datos de la transacción' })).toContainText('Referencia');
    await expectNoAxeViolations(page, 'el resultado cancelado');
    await main(page).getByRole('button', { name: 'Volver' }).click();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Consulta tus pagos pendientes' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('volver de la pasarela sin una solicitud guardada muestra el resultado de error, no una página en blanco', async ({ page }) => {
    await page.goto(`${path}?state=APPROVED`);
    await expect(main(page).getByRole('heading', { level: 2, name: 'El proceso de pago tuvo inconvenientes' })).toBeVisible();
  });

  test('el rastro del pago queda en su pestaña: nada en localStorage tras el resultado, que al recargar muestra solo el desenlace; otra pestaña no ve al pagador anterior', { tag: '@one-width' }, async ({
    page,
    context,
  }) => {
    const approved = 'Tu pago ha sido realizado con éxito';
    const transaction = (tab: Page) => main(tab).getByRole('region', { name: 'Datos de la transacción' });
    const inLocalStorage = (tab: Page) =>
      tab.evaluate(() => ['requestId', 'estadoPago', 'ipClient'].filter((key) => window.localStorage.getItem(key) !== null));

    await payThroughCheckout(page, cards.approve);
    await expect(main(page).getByRole('heading', { level: 2, name: approved })).toBeVisible();
    await expect(transaction(page)).toContainText('Referencia');

    // A later visitor of the same browser, in a tab of their own.
    const other = await context.newPage();
    await other.goto(`${path}?state=APPROVED`);
    await expect(main(other).getByRole('heading', { level: 2, name: 'El proceso de pago tuvo inconvenientes' })).toBeVisible();
    await expect(transaction(other)).toHaveCount(0);
    await other.close();

    expect(await inLocalStorage(page)).toEqual([]);
    // The transaction's data is shown once, to the first page back from the checkout.
    await page.reload();
    await expect(main(page).getByRole('heading', { level: 2, name: approved })).toBeVisible();
    await expect(transaction(page)).toHaveCount(0);
    await expect(main(page).getByText(/los datos de la transacción se muestran una sola vez/)).toBeVisible();
    expect(await inLocalStorage(page)).toEqual([]);

    // 'Volver': the person is done with the result, and the tab forgets it.
    await main(page).getByRole('button', { name: 'Volver' }).click();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Consulta tus pagos pendientes' })).toBeVisible();
    const trace = await page.evaluate(() => [sessionStorage.getItem('requestId'), sessionStorage.getItem('estadoPago')]);
    expect(trace).toEqual([null, null]);
  });

  test('una pestaña cerrada y reabierta (Ctrl+Shift+T) con su sessionStorage muestra solo el desenlace: ni nombre, ni IP, ni valor, ni referencia', { tag: '@one-width' }, async ({
    page,
    context,
  }) => {
    const approved = 'Tu pago ha sido realizado con éxito';
    await payThroughCheckout(page, cards.approve);
    await expect(main(page).getByRole('heading', { level: 2, name: approved })).toBeVisible();
    const shown = await main(page)
      .getByRole('region', { name: 'Datos de la transacción' })
      .evaluate((region) => Object.fromEntries(Array.from(region.querySelectorAll('dt'), (term) => [term.textContent, term.nextElementSibling?.textContent ?? ''])));
    // The payer's name, the IP address, the amount and the reference, as the first page back showed them.
    const personal = [shown['Pagador'], shown['Dirección IP'], shown['Valor'], shown['Referencia']].map(String);
    for (const value of personal) expect(value).not.toMatch(/^(No registra)?$/);
    const address = page.url();
    const tabStorage = await page.evaluate(() => Object.entries(sessionStorage));
    expect(tabStorage.map(([key]) => key)).toEqual(expect.arrayContaining(['requestId', 'estadoPago']));
    await page.close();

    // The browser restores the closed tab: its address and its session storage, before any script.
    const reopened = await context.newPage();
    await reopened.addInitScript((entries: [string, string][]) => {
      if (window !== window.top) return;
      for (const [key, value] of entries) sessionStorage.setItem(key, value);
    }, tabStorage);
    await reopened.goto(address);

    await expect(main(reopened).getByRole('heading', { level: 2, name: approved })).toBeVisible();
    for (const value of personal) await expect(reopened.locator('body')).not.toContainText(value);
    await expect(main(reopened).getByRole('region', { name: 'Datos de la transacción' })).toHaveCount(0);
    await expect(main(reopened).getByRole('button', { name: 'Imprimir' })).toHaveCount(0);
    await expect(main(reopened).getByText(/los datos de la transacción se muestran una sola vez/)).toBeVisible();
    await expect(main(reopened).getByRole('button', { name: 'Volver' })).toBeVisible();
  });

  test('cada inicio del portal, también en la página de inicio, borra de localStorage las copias de requestId y estadoPago de versiones anteriores', { tag: '@one-width' }, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (window !== window.top || sessionStorage.getItem('copias-sembradas') !== null) return;
      sessionStorage.setItem('copias-sembradas', 'sí');
      localStorage.setItem('requestId', '100000');
      localStorage.setItem('estadoPago', 'APPROVED');
      localStorage.setItem('ipClient', '198.51.100.20');
    });
    await page.goto('/');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => ['requestId', 'estadoPago', 'ipClient'].filter((key) => localStorage.getItem(key) !== null)))
      .toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('en efectivo: el paso 3 con el CUS y las referencias, imprimir y volver a pagos', async ({ page }) => {
    await openPendingPayments(page, ownPayer());
    await selectAll(page).check();
    await cashButton(page).click();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Transacción pendiente' })).toBeVisible();
    await expect(main(page)).toContainText('CUS');
    await expect(main(page)).toContainText('PENDIENTE');
    await expectNoAxeViolations(page, 'el paso 3 de pagos en línea');
    await main(page).getByRole('button', { name: 'Volver a pagos' }).click();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Consulta tus pagos pendientes' })).toBeVisible();
  });

  test('una transacción pendiente existente lleva al paso 3', { tag: '@one-width' }, async ({ page }) => {
    await openPendingPayments(page, payers.pendingTransaction);
    await selectAll(page).check();
    await payButton(page).click();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Transacción pendiente' })).toBeVisible();
    await expect(main(page)).toContainText('2600100000');
  });

  test("sin correo registrado: el modal 'Error de validación' con 'Crear cuenta' y 'Aceptar'", async ({ page }) => {
    await openPendingPayments(page, payers.noEmail);
    await selectAll(page).check();
    await payButton(page).click();
    const modal = page.getByRole('alertdialog', { name: 'Error de validación' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Crear cuenta' })).toBeVisible();
    await expectNoAxeViolations(page, 'el modal de correo no registrado');
    await modal.getByRole('button', { name: 'Aceptar' }).click();
    await expect(modal).toHaveCount(0);
    await expect(main(page).getByRole('heading', { level: 2, name: 'Pagos pendientes', exact: true })).toBeVisible();
  });

  test("una consulta que falla (HTTP 500) muestra 'Error del sistema'", async ({ page }) => {
    await openQuery(page);
    await consult(page, payers.queryError);
    const dialog = page.getByRole('alertdialog', { name: 'Error del sistema' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, "el modal 'Error del sistema' de la consulta");
  });

  test("crear el pago que falla (HTTP 500) muestra 'Error del sistema' y no sale del portal", { tag: '@one-width' }, async ({ page }) => {
    await openPendingPayments(page, payers.createError);
    await selectAll(page).check();
    await payButton(page).click();
    await expect(page.getByRole('alertdialog', { name: 'Error del sistema' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  });

  test("una dirección de pasarela fuera de checkoutOrigins nunca se sigue: 'Error del sistema'", { tag: '@one-width' }, async ({ page }) => {
    await page.route('**/api/pagos/getUrlPlaceToPay', (route) =>
      route.fulfill({ json: { data: { status: 'OK', requestId: '999', processUrl: 'https://pagos.sitio-ajeno.example/checkout/999' } } }),
    );
    await openPendingPayments(page, payers.several);
    await selectAll(page).check();
    await payButton(page).click();
    await expect(page.getByRole('alertdialog', { name: 'Error del sistema' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.evaluate(() => [sessionStorage.getItem('requestId'), localStorage.getItem('requestId')])).toEqual([null, null]);
  });
});

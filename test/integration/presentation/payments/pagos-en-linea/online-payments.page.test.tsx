import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentReturnAwaitedKey } from '@/application/payments/payment-trace.eraser';
import { ExternalNavigator } from '@/application/shared/external-navigator.port';
import { SessionKeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import { server } from '@test/support/msw-server';
import { findPageTitle, main, pageTestOptions } from '@test/support/page-test-support';
import { renderRoute } from '@test/support/render-route';
import { testConfig } from '@test/support/test-config';

// Payers of the sandbox (docs/sandbox-answers.md, 'Payments, per persona').
const ana = '1017234567';
const gloria = '1017234569';
const marta = '1017234571';
const jorge = '1017234572';
/** Jorge's seeded card payment, left PENDING in the checkout. */
const jorgesRequestId = '100000';

// The public-IP echo the payment request waits for (startup's lookup, not one of the fund's calls).
beforeEach(() => server.use(http.get('*/sandbox/ip', () => HttpResponse.json({ ip: '203.0.113.7' }))));

/**
 * /pagos-en-linea (with `search`, as the checkout sends people back). The browser's storage
 * outlives a test, so the requestId a payment stores in the tab's session storage is set, or
 * removed, before each render, with the mark that the tab awaits the checkout's return unless
 * `returnAwaited` is false (a reload of the result, a reopened or restored tab).
 */
async function open(search = '', requestId: string | null = null, returnAwaited = true) {
  const user = userEvent.setup();
  const navigator = { leaveTo: vi.fn<ExternalNavigator['leaveTo']>() };
  renderRoute(`/pagos-en-linea${search}`, {
    config: testConfig({ checkoutOrigins: ['http://localhost'] }),
    arrange: (container) => {
      container.rebind<ExternalNavigator>(ExternalNavigator).toConstantValue(navigator);
      const storage = container.get<SessionKeyValueStorage>(SessionKeyValueStorage);
      if (requestId === null) storage.remove(storageKeys.requestId);
      else storage.set(storageKeys.requestId, requestId);
      if (requestId !== null && returnAwaited) storage.set(paymentReturnAwaitedKey, requestId);
      else storage.remove(paymentReturnAwaitedKey);
    },
  });
  await findPageTitle('Pagos en línea');
  return { user, navigator };
}

const numberField = () => within(main()).getByRole('textbox', { name: 'Número de documento' }) as HTMLInputElement;
const button = (name: string) => within(main()).getByRole('button', { name }) as HTMLButtonElement;
const findStep = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });

async function consult(user: ReturnType<typeof userEvent.setup>, documentNumber: string) {
  await user.type(numberField(), documentNumber);
  await user.click(button('Continuar'));
}

describe('Online payments page (/pagos-en-linea): its four screens over the sandbox', pageTestOptions, () => {
  it('step 1: the query form, its notes and the cash warning; Continuar waits for a valid number', async () => {
    const { user } = await open();
    expect(within(main()).getByRole('heading', { level: 2, name: 'Consulta tus pagos pendientes' })).toBeTruthy();
    expect(within(main()).getByText('Ten en cuenta')).toBeTruthy();
    expect(within(main()).getByText('Pago en efectivo en corresponsales autorizados')).toBeTruthy();
    expect(within(main()).getByRole('button', { name: /Preguntas frecuentes/ })).toBeTruthy();
    expect(button('Continuar').disabled).toBe(true);
    await user.type(numberField(), ana);
    expect(button('Continuar').disabled).toBe(false);
  });

  it('no pending payments (Gloria): the no-pending-payments toast, and the form keeps the document', async () => {
    const { user } = await open();
    await consult(user, gloria);
    const toast = await screen.findByTestId('toast', {}, { timeout: 5000 });
    expect(toast.textContent).toContain('La persona con los datos ingresados no tiene pagos pendientes.');
    expect(numberField().value).toBe(gloria);
  });

  it('step 2 (Ana): her three payments; the pay buttons wait for a choice; select-all counts and totals them; Regresar goes back', async () => {
    const { user } = await open();
    await consult(user, ana);
    expect(await findStep('Pagos pendientes')).toBeTruthy();
    expect(within(main()).getByText('Cuota de crédito social - noviembre')).toBeTruthy();
    expect(within(main()).getByText('Matrícula curso de natación infantil')).toBeTruthy();
    expect(within(main()).getByText('Reserva de cabaña en el centro recreacional')).toBeTruthy();
    expect(button('Pagar').disabled).toBe(true);
    expect(button('Efectivo').disabled).toBe(true);
    expect(within(main()).getByText('Selecciona al menos un pago para continuar.')).toBeTruthy();

    await user.click(within(main()).getByRole('checkbox', { name: 'Seleccionar todos' }));
    expect(within(main()).getByText('3 pagos seleccionados')).toBeTruthy();
    expect(within(main()).getAllByText(/757\.500/).length).toBeGreaterThan(0);
    expect(button('Pagar').disabled).toBe(false);
    expect(button('Efectivo').disabled).toBe(false);

    await user.click(button('Regresar'));
    expect(await findStep('Consulta tus pagos pendientes')).toBeTruthy();
    expect(numberField().value).toBe(ana);
  });

  it("step 3 (Jorge, a transaction waiting for money): its CUS and references; 'Volver a pagos' goes back to the form", async () => {
    const { user, navigator } = await open();
    await consult(user, jorge);
    await findStep('Pagos pendientes');
    await user.click(within(main()).getByRole('checkbox', { name: /referencia 2026110480/ }));
    await user.click(button('Pagar'));
    expect(await findStep('Transacción pendiente')).toBeTruthy();
    expect(within(main()).getByText('2600100000')).toBeTruthy();
    expect(within(main()).getByText(/El pago de la referencia 2026110480 se encuentra en estado PENDIENTE/)).toBeTruthy();
    expect(navigator.leaveTo).not.toHaveBeenCalled();

    await user.click(button('Volver a pagos'));
    expect(await findStep('Consulta tus pagos pendientes')).toBeTruthy();
  });

  it("no registered e-mail (Marta, code '404'): the configured modal that offers to create an account", async () => {
    const { user, navigator } = await open();
    await consult(user, marta);
    await findStep('Pagos pendientes');
    await user.click(within(main()).getByRole('checkbox', { name: 'Seleccionar todos' }));
    await user.click(button('Pagar'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Error de validación' }, { timeout: 5000 });
    expect(within(dialog).getByText(/La persona no tiene un correo electrónico registrado/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Crear cuenta' })).toBeTruthy();
    expect(navigator.leaveTo).not.toHaveBeenCalled();
  });

  it("step 4, back from the checkout (Jorge's pending session): the status as its heading, the transaction's data and 'Volver' to a new query", async () => {
    const { user } = await open('?state=PENDING', jorgesRequestId);
    expect(await findStep('Tu pago está pendiente')).toBeTruthy();
    expect(within(main()).getByRole('heading', { level: 3, name: 'Datos de la transacción' })).toBeTruthy();
    expect(within(main()).getAllByText(/2026110480/).length).toBeGreaterThan(0);
    // The first return from this tab's checkout: the payer's name, IP address, amount and reference.
    expect(document.body.textContent).toMatch(/Jorge Iván Bedoya Marín.*181\.50\.12\.34/);
    expect(document.body.textContent).toContain('$ 230.000');

    await user.click(button('Volver'));
    expect(await findStep('Consulta tus pagos pendientes')).toBeTruthy();
    expect(numberField().value).toBe('');
  });

  it('step 4 in a tab that finds the trace but did not leave for the checkout itself (a reload, a reopened or restored tab): the outcome alone', async () => {
    const { user } = await open('?state=PENDING', jorgesRequestId, false);
    expect(await findStep('Tu pago está pendiente')).toBeTruthy();
    expect(within(main()).getByText(/los datos de la transacción se muestran una sola vez/)).toBeTruthy();
    expect(within(main()).queryByRole('heading', { level: 3, name: 'Datos de la transacción' })).toBeNull();
    expect(within(main()).queryByRole('button', { name: 'Imprimir' })).toBeNull();
    // Jorge's name, the IP address, the amount and the reference are nowhere in the page.
    expect(document.body.textContent).not.toMatch(/Jorge|Bedoya|181\.50\.12\.34|230\.000|2026110480|Pagador|Dirección IP/);

    await user.click(button('Volver'));
    expect(await findStep('Consulta tus pagos pendientes')).toBeTruthy();
  });

  it("step 4 without a stored session: 'El proceso de pago tuvo inconvenientes', no transaction to show", async () => {
    await open('?state=APPROVED');
    expect(await findStep('El proceso de pago tuvo inconvenientes')).toBeTruthy();
    expect(within(main()).queryByRole('heading', { level: 3, name: 'Datos de la transacción' })).toBeNull();
  });
});

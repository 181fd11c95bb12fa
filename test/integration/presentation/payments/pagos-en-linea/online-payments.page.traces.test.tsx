import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExternalNavigator } from '@/application/shared/external-navigator.port';
import { server } from '@test/support/msw-server';
import { findPageTitle, main, pageTestOptions } from '@test/support/page-test-support';
import { renderRoute } from '@test/support/render-route';
import { testConfig } from '@test/support/test-config';

/**
 * The payment trace (ADR 0013, amendment) over the sandbox and the real web storages: jsdom's
 * sessionStorage plays the tab (it survives the checkout's round trip and a reload, which re-render
 * the portal here), and clearing it plays a new tab of the same browser, whose localStorage stays.
 */

/** A walk-in payer of the sandbox (CC 3xxxxxxxxx): one pending payment of its own. */
const payer = '3104455667';
/** Jorge's seeded card payment in the sandbox, left PENDING in the checkout. */
const jorgesRequestId = '100000';
const traceKeys = ['requestId', 'estadoPago', 'ipClient'] as const;

beforeEach(() => server.use(http.get('*/sandbox/ip', () => HttpResponse.json({ ip: '203.0.113.7' }))));
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** Opens `/pagos-en-linea{search}` as a fresh page load would (a new container, the same storages). */
async function visit(search = '') {
  const navigator = { leaveTo: vi.fn<ExternalNavigator['leaveTo']>() };
  const view = renderRoute(`/pagos-en-linea${search}`, {
    config: testConfig({ checkoutOrigins: ['http://localhost'] }),
    arrange: (container) => container.rebind<ExternalNavigator>(ExternalNavigator).toConstantValue(navigator),
  });
  await findPageTitle('Pagos en línea');
  return { navigator, unmount: view.unmount };
}

const findStep = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });
const transactionTable = () => within(main()).queryByRole('heading', { level: 3, name: 'Datos de la transacción' });
const inLocalStorage = () => traceKeys.filter((key) => localStorage.getItem(key) !== null);

describe('the payment trace stays in its tab', pageTestOptions, () => {
  it('pay, checkout and back: the result with its transaction once, the outcome alone on a reload or in a restored tab; local storage never holds the trace; a new tab finds nothing', async () => {
    const user = userEvent.setup();
    const checkout = await visit();
    await user.type(within(main()).getByRole('textbox', { name: 'Número de documento' }), payer);
    await user.click(within(main()).getByRole('button', { name: 'Continuar' }));
    await findStep('Pagos pendientes');
    await user.click(within(main()).getByRole('checkbox', { name: 'Seleccionar todos' }));
    await user.click(within(main()).getByRole('button', { name: 'Pagar' }));
    await vi.waitFor(() => expect(checkout.navigator.leaveTo).toHaveBeenCalledOnce());
    expect(sessionStorage.getItem('requestId')).not.toBeNull();
    expect(inLocalStorage()).toEqual([]);
    checkout.unmount();

    // Back from the checkout, in the same tab (no attempt was made: the session is still pending).
    const back = await visit('?state=PENDING');
    expect(await findStep('Tu pago está pendiente')).toBeTruthy();
    expect(transactionTable()).not.toBeNull();
    expect(main().textContent).toMatch(/Cliente De Prueba.*203\.0\.113\.7/);
    expect(main().textContent).toContain('$ 98.000');
    expect(main().textContent).toContain('3104455667');
    expect(inLocalStorage()).toEqual([]);
    back.unmount();

    // The trace is still in the tab's session storage, as in a tab the browser reopens or restores
    // after it was closed, but the first page back used up the awaited-return mark.
    const tabCopy = Object.entries(sessionStorage);
    const reload = await visit('?state=PENDING');
    expect(await findStep('Tu pago está pendiente')).toBeTruthy();
    expect(transactionTable()).toBeNull();
    expect(main().textContent).not.toMatch(/Cliente|De Prueba|203\.0\.113\.7|98\.000|104455667/);
    reload.unmount();

    sessionStorage.clear();
    for (const [key, value] of tabCopy) sessionStorage.setItem(key, value);
    const restored = await visit('?state=PENDING');
    expect(await findStep('Tu pago está pendiente')).toBeTruthy();
    expect(transactionTable()).toBeNull();
    expect(main().textContent).not.toMatch(/Cliente|De Prueba|203\.0\.113\.7|98\.000|104455667/);
    restored.unmount();

    // Another tab of the same browser: its own, empty session storage.
    sessionStorage.clear();
    await visit('?state=PENDING');
    expect(await findStep('El proceso de pago tuvo inconvenientes')).toBeTruthy();
    expect(transactionTable()).toBeNull();
  });

  it('a request id an earlier build left in local storage (an earlier payer on a shared browser) is never asked about, and is removed', async () => {
    localStorage.setItem('requestId', jorgesRequestId);
    localStorage.setItem('estadoPago', 'PENDING');
    localStorage.setItem('ipClient', '198.51.100.20');

    await visit('?state=PENDING');

    expect(await findStep('El proceso de pago tuvo inconvenientes')).toBeTruthy();
    expect(transactionTable()).toBeNull();
    expect(localStorage.getItem('requestId')).toBeNull();
    expect(localStorage.getItem('estadoPago')).toBeNull();
  });
});

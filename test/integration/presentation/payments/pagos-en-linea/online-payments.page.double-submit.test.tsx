import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ExternalNavigator } from '@/application/shared/external-navigator.port';
import { server } from '@test/support/msw-server';
import { findPageTitle, main, pageTestOptions } from '@test/support/page-test-support';
import { renderRoute } from '@test/support/render-route';
import { testConfig } from '@test/support/test-config';
import { countRequests } from '@test/support/in-flight-requests';

/** Ana Lucía Mejía Torres in the sandbox: three pending payments (docs/sandbox-answers.md, 'Payments, per persona'). */
const ana = '1017234567';
const payRequest = 'POST /api/pagos/getUrlPlaceToPay';

// The public-IP echo the payment request waits for (startup's lookup, not one of the fund's calls).
beforeEach(() => server.use(http.get('*/sandbox/ip', () => HttpResponse.json({ ip: '203.0.113.7' }))));

/**
 * /pagos-en-linea on step 2 with Ana's first row checked. The navigator is a spy, so a card
 * payment's redirect goes nowhere; the sandbox's own checkout (the origin the call was made to) is
 * an allowed one.
 */
async function onPendingPayments() {
  const user = userEvent.setup();
  const navigator = { leaveTo: vi.fn<ExternalNavigator['leaveTo']>() };
  renderRoute('/pagos-en-linea', {
    config: testConfig({ checkoutOrigins: ['http://localhost'] }),
    arrange: (container) => container.rebind<ExternalNavigator>(ExternalNavigator).toConstantValue(navigator),
  });
  await findPageTitle('Pagos en línea');
  await user.type(within(main()).getByRole('textbox', { name: 'Número de documento' }), ana);
  await user.click(within(main()).getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('heading', { level: 2, name: 'Pagos pendientes' }, { timeout: 5000 });
  await user.click(within(main()).getByRole('checkbox', { name: /referencia 2026110451/ }));
  const card = within(main()).getByRole('button', { name: 'Pagar' }) as HTMLButtonElement;
  const cash = within(main()).getByRole('button', { name: 'Efectivo' }) as HTMLButtonElement;
  expect(card.disabled).toBe(false);
  expect(cash.disabled).toBe(false);
  return { user, navigator, card, cash };
}

/**
 * The pressed button shows the spinner and keeps the focus, the other looks disabled; neither is
 * `disabled` (a disabled button that has focus drops it to the page's body), both ignore clicks.
 */
function expectBusy(pressed: HTMLButtonElement, other: HTMLButtonElement, { hasFocus = true } = {}): void {
  expect(pressed.disabled).toBe(false);
  expect(pressed.getAttribute('aria-busy')).toBe('true');
  expect(pressed.getAttribute('aria-disabled')).toBe('true');
  if (hasFocus) expect(document.activeElement).toBe(pressed);
  expect(other.disabled).toBe(false);
  expect(other.getAttribute('aria-disabled')).toBe('true');
}

describe('Online payments page (/pagos-en-linea): no double submission', pageTestOptions, () => {
  it("double-clicking 'Pagar' asks for one checkout session; it is busy and keeps the focus, and 'Efectivo' ignores clicks, meanwhile and until the page is left", async () => {
    const { user, navigator, card, cash } = await onPendingPayments();
    const requests = countRequests('POST', '/getUrlPlaceToPay');

    await user.dblClick(card);
    expectBusy(card, cash);
    await user.click(cash);

    await waitFor(() => expect(navigator.leaveTo).toHaveBeenCalledOnce(), { timeout: 5000 });
    expect(navigator.leaveTo).toHaveBeenCalledWith('http://localhost/sandbox/checkout/100001');
    expect(requests).toEqual([payRequest]);
    // On its way to the checkout: nothing can be sent again (the click on 'Efectivo' moved the focus there).
    expect(document.activeElement).toBe(cash);
    expectBusy(card, cash, { hasFocus: false });
  });

  it("double-clicking 'Efectivo' asks for one cash payment; it is busy and keeps the focus, and 'Pagar' ignores clicks meanwhile", async () => {
    const { user, navigator, card, cash } = await onPendingPayments();
    const requests = countRequests('POST', '/getUrlPlaceToPay');

    await user.dblClick(cash);
    expectBusy(cash, card);
    await user.click(card);

    await screen.findByRole('heading', { level: 2, name: 'Transacción pendiente' }, { timeout: 5000 });
    expect(within(main()).getByText(/El pago de la referencia 2026110451 se encuentra en estado PENDIENTE/)).toBeTruthy();
    expect(requests).toEqual([payRequest]);
    expect(navigator.leaveTo).not.toHaveBeenCalled();
  });
});

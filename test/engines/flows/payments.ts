import assert from 'node:assert/strict';
import type { EngineDriver } from '../driver';
import type { Flow } from '../flow';
import { waitUntil } from '../waiting';
import { button, expectUrl, fillDocument, h1, h2, inMain } from './steps';

const path = '/pagos-en-linea';
const approveCard = '4111111111111111';

/** A payer of the sandbox's walk-in range (CC 3xxxxxxxxx) for this run and engine: a payment settles its reference for the whole run. */
const ownPayer = (salt: number) => `3${String((Date.now() + salt) % 1_000_000_000).padStart(9, '0')}`;

async function openPendingPayments(driver: EngineDriver, documentNumber: string): Promise<void> {
  await driver.open(path);
  await driver.waitFor(inMain(h1('Pagos en línea')));
  await driver.waitFor(inMain(h2('Consulta tus pagos pendientes')));
  await fillDocument(driver, 'CC', documentNumber);
  await driver.click(inMain(button('Continuar')));
  await driver.waitFor(inMain(h2('Pagos pendientes', true)), { timeoutMs: 15_000 });
  await driver.click(inMain({ role: 'checkbox', name: 'Seleccionar todos' }));
  await driver.waitFor(inMain({ text: 'Total a pagar' }));
}

/** Online payments: by card through the sandbox's hosted checkout (a top-level round trip) and back to the result; in cash; the FAQ PDF in a new tab. */
export const payments: Flow = {
  name: 'pagos-tarjeta-y-efectivo',
  title: 'pagos en línea: con tarjeta por la pasarela y de vuelta al resultado; en efectivo; las preguntas frecuentes en PDF en otra pestaña',
  async run({ driver }) {
    // By card: the checkout is another page the browser goes to and comes back from.
    await openPendingPayments(driver, ownPayer(driver.engine === 'webkit' ? 1 : 2));
    await driver.click(inMain(button('Pagar', true)));
    await expectUrl(driver, /\/sandbox\/checkout\//);
    await driver.type({ label: /Número de (la )?tarjeta/ }, approveCard);
    await driver.click(button('Pagar', true));
    await expectUrl(driver, /\/pagos-en-linea\?state=/);
    await driver.waitFor(inMain(h2('Tu pago ha sido realizado con éxito')), { timeoutMs: 15_000 });
    const transaction = inMain({ role: 'region', name: 'Datos de la transacción' });
    assert.match(await driver.text(transaction), /Referencia/);
    // Amounts in Colombian pesos, formatted by Intl in the engine: '$ 1.234.567' style.
    assert.match(await driver.text(transaction), /\$\s?\d{1,3}(\.\d{3})+/);

    // In cash: step 3 with the CUS, no round trip.
    await openPendingPayments(driver, ownPayer(driver.engine === 'webkit' ? 3 : 4));
    await driver.click(inMain(button('Efectivo', true)));
    await driver.waitFor(inMain(h2('Transacción pendiente')), { timeoutMs: 15_000 });
    const step3 = await driver.text({ role: 'main' });
    assert.match(step3, /CUS/);
    assert.match(step3, /PENDIENTE/);
    await driver.click(inMain(button('Volver a pagos')));
    await driver.waitFor(inMain(h2('Consulta tus pagos pendientes')));

    // The FAQ: a PDF the portal gets from the API and opens as a blob in a new tab.
    const before = await driver.tabs();
    await driver.click(inMain(button(/Preguntas frecuentes/)));
    const opened = await waitUntil(async () => (await driver.tabs()).find((tab) => !before.includes(tab)), 'la pestaña del PDF', 10_000);
    const portal = driver.currentTab();
    await driver.switchTo(opened);
    await waitUntil(async () => (await driver.url()).startsWith('blob:'), 'una dirección blob: en la pestaña nueva', 10_000);
    // The engine's own PDF viewer draws it (pdf.js in both); Firefox's viewer page has a policy of
    // its own (default-src 'none') that refuses the page's fetch of its own address, so the check
    // is the document's type, then the bytes where the engine lets the page read them.
    const pdf = await driver.evaluate(async () => {
      let firstBytes: string | null;
      try {
        const bytes = new Uint8Array(await (await fetch(location.href)).arrayBuffer());
        firstBytes = String.fromCharCode(...bytes.slice(0, 4));
      } catch {
        firstBytes = null;
      }
      return { contentType: document.contentType, firstBytes };
    });
    assert.equal(pdf.contentType, 'application/pdf');
    if (pdf.firstBytes !== null) assert.equal(pdf.firstBytes, '%PDF');
    await driver.closeTab(opened);
    await driver.switchTo(portal);
  },
};

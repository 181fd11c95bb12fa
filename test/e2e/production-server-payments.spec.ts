import { createHash } from 'node:crypto';
import { expectSecurityHeaders, expect, onlyOnDesktopWithNginx, test } from '@test/support/browser/production-server';

// /pagos-en-linea behind nginx with its generated Content-Security-Policy
// (test/support/browser/production-server.ts): the frequent-questions PDF, cash with its receipt
// printed, and a card paid through the sandbox's checkout and back, with zero violations.

onlyOnDesktopWithNginx();

test.describe('servidor de producción (nginx + CSP)', () => {
  test('/pagos-en-linea: las preguntas frecuentes en una pestaña nueva, la consulta, efectivo con su CUS e imprimir por un marco oculto: cero violaciones de CSP', { tag: '@pdf-viewer' }, async ({
    page,
    context,
    site,
    cspViolations,
    documentResponses,
  }) => {
    test.slow();
    // The receipt printer's frame is a srcdoc document the portal builds; every frame that calls
    // print() records it on the top window first (this init script runs in each new document,
    // frames included), then prints for real: headless Chromium shows no dialog and returns at once.
    await context.addInitScript(() => {
      if (window === window.top) {
        // The PDF's bytes are read from the Blob behind the object URL, never with fetch(): the
        // policy's connect-src 'self' does not cover blob: URLs, and the portal itself never fetches one.
        const objectUrls = new Map<string, Blob>();
        (window as unknown as { __objectUrls?: Map<string, Blob> }).__objectUrls = objectUrls;
        const createObjectURL = URL.createObjectURL.bind(URL);
        URL.createObjectURL = (object: Blob | MediaSource) => {
          const url = createObjectURL(object);
          if (object instanceof Blob) objectUrls.set(url, object);
          return url;
        };
        return;
      }
      const print = window.print.bind(window);
      window.print = () => {
        const frame = window.frameElement as HTMLIFrameElement | null;
        const style = frame === null ? null : getComputedStyle(frame);
        const call = {
          url: location.href,
          title: document.title,
          text: document.body?.textContent ?? '',
          ariaHidden: frame?.getAttribute('aria-hidden') ?? null,
          visibility: style?.visibility ?? null,
          width: frame?.getBoundingClientRect().width ?? null,
        };
        const top = window.top as unknown as { __printCalls?: string[] };
        (top.__printCalls ??= []).push(JSON.stringify(call));
        print();
      };
    });
    type PrintCall = { url: string; title: string; text: string; ariaHidden: string | null; visibility: string | null; width: number | null };
    const printCalls = async () =>
      ((await page.evaluate(() => (window as unknown as { __printCalls?: string[] }).__printCalls ?? [])) as string[]).map(
        (call) => JSON.parse(call) as PrintCall,
      );

    await page.goto('/pagos-en-linea');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Consulta tus pagos pendientes' })).toBeVisible();

    // 'Preguntas frecuentes': a blank tab opened in the click, then sent to the PDF's object URL, a
    // blob: document of the portal's origin under the portal's policy (object-src 'none').
    const opening = context.waitForEvent('page');
    await main.getByRole('button', { name: /Preguntas frecuentes/ }).click();
    const tab = await opening;
    await expect.poll(() => tab.url()).toMatch(new RegExp(`^blob:${site.origin}/`));
    const firstBytes = await page.evaluate(async (url) => {
      const blob = (window as unknown as { __objectUrls: Map<string, Blob> }).__objectUrls.get(url);
      if (blob === undefined) return null;
      return { type: blob.type, signature: String.fromCharCode(...new Uint8Array(await blob.slice(0, 4).arrayBuffer())) };
    }, tab.url());
    expect(firstBytes).toEqual({ type: 'application/pdf', signature: '%PDF' });
    await expect.poll(() => tab.frames().some((frame) => frame.url().startsWith('chrome-extension://')), { message: 'el visor de PDF de Chromium' }).toBe(true);
    await tab.close();

    // Step 1 → step 2: Ana's three pending payments (docs/sandbox-answers.md, 'Payments, per persona').
    await main.getByLabel('Tipo de documento').selectOption('CC');
    await main.getByLabel('Número de documento').fill('1017234567');
    await main.getByRole('button', { name: 'Continuar' }).click();
    await expect(main.getByRole('heading', { level: 2, name: 'Pagos pendientes', exact: true })).toBeVisible();
    const rows = main.getByRole('row').filter({ has: page.getByRole('checkbox') });
    await expect(rows).toHaveCount(3);
    await rows.nth(0).getByRole('checkbox').check();

    // 'Efectivo' → step 3: the cash transaction's CUS (the same one for 6 hours, whoever asks again).
    await main.getByRole('button', { name: 'Efectivo', exact: true }).click();
    await expect(main.getByRole('heading', { level: 2, name: 'Transacción pendiente' })).toBeVisible();
    await expect(main).toContainText('CUS');
    await expect(main).toContainText('PENDIENTE');
    await expect(main).toContainText('2026110451');

    // 'Imprimir': a hidden frame holding only the receipt, printed.
    expect(await printCalls()).toEqual([]);
    await main.getByRole('button', { name: 'Imprimir' }).click();
    await expect.poll(async () => (await printCalls()).length, { message: 'print() en el marco oculto' }).toBe(1);
    const [call] = await printCalls();
    expect(call).toMatchObject({ url: 'about:srcdoc', title: 'Transacción pendiente', ariaHidden: 'true', visibility: 'hidden', width: 0 });
    expect(call!.text).toContain('CUS');
    expect(call!.text).toContain('2026110451');
    await expect(page.getByTestId('toast').filter({ hasText: 'No pudimos preparar la impresión' })).toHaveCount(0);

    expect(cspViolations).toEqual([]);
    expect(documentResponses.map(({ url }) => new URL(url).pathname)).toContain('/pagos-en-linea');
    for (const { url, headers } of documentResponses) expectSecurityHeaders(headers, site, url);
  });
  test('/pagos-en-linea con tarjeta: la pasarela del sandbox en el origen del portal (checkoutOrigins "/"), el pago y el regreso con ?state: cero violaciones de CSP', async ({
    page,
    site,
    cspViolations,
    documentResponses,
  }) => {
    test.slow();
    // A walk-in payer of this run's own (docs/sandbox.md): paying settles its reference for the whole run.
    const digest = createHash('sha256').update(`${site.origin}|${test.info().title}|${Date.now()}`).digest();
    const payer = `3${String(digest.readUInt32BE(0) % 1_000_000_000).padStart(9, '0')}`;

    await page.goto('/pagos-en-linea');
    const main = page.getByRole('main');
    await main.getByLabel('Tipo de documento').selectOption('CC');
    await main.getByLabel('Número de documento').fill(payer);
    await main.getByRole('button', { name: 'Continuar' }).click();
    await main.getByRole('checkbox', { name: 'Seleccionar todos' }).check();
    await main.getByRole('button', { name: 'Pagar', exact: true }).click();

    // processUrl is on the portal's own origin, the one '/' allows: followed, never refused.
    await expect(page).toHaveURL(new RegExp(`^${site.origin}/sandbox/checkout/\\d+$`));
    const requestId = new URL(page.url()).pathname.split('/').pop();
    // The payment trace lives in the tab (ADR 0013): it crosses the checkout in session storage.
    expect(await page.evaluate(() => [sessionStorage.getItem('requestId'), localStorage.getItem('requestId')])).toEqual([requestId, null]);
    await page.getByLabel(/Número de (la )?tarjeta/).fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Pagar' }).click();

    // The return address the fund's backend gives the provider: /pagos-en-linea?state=<state>.
    await expect(page).toHaveURL(`${site.origin}/pagos-en-linea?state=APPROVED`);
    await expect(main.getByRole('heading', { level: 2, name: 'Tu pago ha sido realizado con éxito' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Datos de la transacción' })).toContainText('Referencia');
    expect(await page.evaluate(() => [sessionStorage.getItem('estadoPago'), localStorage.getItem('estadoPago')])).toEqual(['APPROVED', null]);

    expect(cspViolations).toEqual([]);
    // Out and back under Cross-Origin-Opener-Policy: both visits of the portal carry every header
    // (the sandbox's checkout page between them is not the portal's, and has policies of its own).
    const portalVisits = documentResponses.filter(({ url }) => new URL(url).pathname === '/pagos-en-linea');
    expect(portalVisits).toHaveLength(2);
    for (const { url, headers } of portalVisits) expectSecurityHeaders(headers, site, url);
  });
});

import { describe, expect, it } from 'vitest';
import { FIRST_REQUEST_ID } from '@sandbox/api/sandbox-state';
import { sandboxTradeName } from '@sandbox/documents/trade-name';
import { testCards } from '@sandbox/data/payments-test-cards';
import { checkoutTexts } from '@sandbox/server/checkout-page';
import { createSandboxApp } from '@sandbox/server/create-sandbox-app';
import { sandboxOverHttp, type HttpAnswer as Answer } from '@test/support/sandbox-over-http';

// The checkout at /sandbox/checkout over real HTTP, as dev and preview serve it: the session is
// opened through /api/pagos/getUrlPlaceToPay on the same server, the form is posted as a
// browser without JavaScript posts it, and /api/pagos/information answers afterwards.

const overHttp = sandboxOverHttp();
const { call } = overHttp;
const listen = () => overHttp.listen(createSandboxApp({ origin: () => 'http://localhost:5173', mounts: [] }));





const json = (answer: Answer) => JSON.parse(answer.body) as Record<string, unknown> & { data: Record<string, unknown> };

/** Opens a card session for Ana (three payments, or the first `count`) and returns its processUrl. */
async function openSession(base: string, count = 3, paymentMethod: '' | 'Efectivo' = ''): Promise<string> {
  const pending = json(await call(`${base}/api/pagos/consulta?tipoIdenteficacion=CC&numeroIdentificacion=1017234567`)) as unknown as {
    pagos: { referenciaPago: string; descripcion: string; valor: { total: number; moneda: string } }[];
  };
  const answer = await call(`${base}/api/pagos/getUrlPlaceToPay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      tipoDocumento: 'CC',
      numeroDocumento: '1017234567',
      pagos: pending.pagos.slice(0, count).map((row) => ({ referencia: row.referenciaPago, valor: row.valor, descripcion: row.descripcion })),
      userAgent: 'Mozilla/5.0 PruebasPortal/1.0',
      ipClient: '127.0.0.1',
      paymentMethod,
    }),
  });
  expect(answer.status).toBe(200);
  const data = json(answer).data;
  return paymentMethod === '' ? String(data.processUrl) : `${base}/sandbox/checkout/${String(data.requestId)}`;
}

function submit(processUrl: string, fields: Record<string, string>): Promise<Answer> {
  return call(processUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

async function information(base: string, requestId: number) {
  return json(await call(`${base}/api/pagos/information?requestId=${requestId}`)) as unknown as {
    error: boolean;
    data: { code: number; detail: { status: { status: string }; payment: Record<string, unknown>[] | null } };
  };
}

describe('sandbox checkout: the page', () => {
  it('processUrl is /sandbox/checkout/<requestId> on the server the portal called', async () => {
    const base = await listen();
    expect(await openSession(base)).toBe(`${base}/sandbox/checkout/${FIRST_REQUEST_ID}`);
  });

  it('shows the merchant, each reference with its description and value, the total in pesos, the card field, Pagar and Cancelar', async () => {
    const base = await listen();
    const page = await call(await openSession(base));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('<html lang="es-CO">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html.match(/<main>/g)).toHaveLength(1);
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain(`<h1>Pago a ${sandboxTradeName()}</h1>`);
    for (const text of ['2026110451', 'Cuota de crédito social - noviembre', '$ 185.000', '2026110452', '2026110453', '$ 452.500']) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/Total a pagar<\/th><td class="valor">\$ 757\.500<\/td>/);
    expect(html).toContain('Comprador: Ana Lucía Mejía Torres');
    expect(html).toContain(`<label for="tarjeta">${checkoutTexts.cardLabel}</label>`);
    expect(html).toMatch(/<input id="tarjeta" name="tarjeta" type="text" inputmode="numeric" autocomplete="cc-number"[^>]*aria-describedby="tarjeta-ayuda"/);
    expect(html).toContain(`<form class="tarjeta-blanca" method="post" action="/sandbox/checkout/${FIRST_REQUEST_ID}" novalidate>`);
    expect(html).toContain('<button type="submit" class="primario" name="accion" value="pagar">Pagar</button>');
    expect(html).toContain('<button type="submit" class="secundario" name="accion" value="cancelar">Cancelar</button>');
    // The test cards are on the page, grouped in fours.
    for (const card of testCards) expect(html).toContain(card.number.replace(/(\d{4})(?=\d)/g, '$1 '));
  });

  it('has no script and no inline style, says so in its CSP, and its stylesheet is a file that fits 360 px', async () => {
    const base = await listen();
    const page = await call(await openSession(base));
    expect(page.body).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; style-src 'self'; base-uri 'none'; frame-ancestors 'none'");
    expect(page.body).toContain('<link rel="stylesheet" href="/sandbox/checkout/checkout.css">');
    const css = await call(`${base}/sandbox/checkout/checkout.css`);
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain('@media (max-width: 30rem)');
    expect(css.body).toContain(':focus-visible');
    // Nothing fixed wider than a 360 px screen.
    expect(css.body).not.toMatch(/(?<!max-)width:\s*\d{3,}px/);
  });

  it('an unknown session is a Spanish 404 page; other paths under /sandbox/checkout stay the plain 404', async () => {
    const base = await listen();
    const page = await call(`${base}/sandbox/checkout/999999`);
    expect(page.status).toBe(404);
    expect(page.body).toContain(`<h1>${checkoutTexts.notFoundTitle}</h1>`);
    expect((await submit(`${base}/sandbox/checkout/999999`, { accion: 'pagar', tarjeta: '4111111111111111' })).status).toBe(404);
    const other = await call(`${base}/sandbox/checkout/session/1`);
    expect(other.status).toBe(404);
    expect(other.body).toBe('El sandbox no tiene nada en /sandbox/checkout/session/1');
  });
});

describe('sandbox checkout: paying and cancelling', () => {
  it.each(testCards.map((card) => [card.number, card.status, card.paymentMethodName] as const))(
    'card %s -> 303 to the portal with state=%s, and information shows the payment',
    async (number, status, methodName) => {
      const base = await listen();
      const processUrl = await openSession(base);
      const answer = await submit(processUrl, { accion: 'pagar', tarjeta: number.replace(/(\d{4})(?=\d)/g, '$1 ') });
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe(`${base}/pagos-en-linea?state=${status}`);
      expect(answer.headers['cache-control']).toBe('no-store');

      const info = await information(base, FIRST_REQUEST_ID);
      expect(info.error).toBe(false);
      expect(info.data.code).toBe(0);
      expect(info.data.detail.status.status).toBe(status);
      expect(info.data.detail.payment).toEqual([
        expect.objectContaining({
          status: expect.objectContaining({ status, date: expect.stringMatching(/-05:00$/) as unknown }) as unknown,
          amount: { from: { currency: 'COP', total: 757500 }, to: { currency: 'COP', total: 757500 }, factor: 1 },
          paymentMethodName: methodName,
          issuerName: 'Banco de Pruebas',
          authorization: status === 'APPROVED' ? expect.stringMatching(/^\d{6}$/) : '000000',
          receipt: expect.stringMatching(/^\d+$/) as unknown,
          reference: '2026110451, 2026110452, 2026110453',
          internalReference: expect.any(Number) as unknown,
        }),
      ]);
    },
  );

  it("Cancelar -> 303 with state=cancel; information answers 'cancel' with no payment", async () => {
    const base = await listen();
    const answer = await submit(await openSession(base), { accion: 'cancelar', tarjeta: '' });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`${base}/pagos-en-linea?state=cancel`);
    const info = await information(base, FIRST_REQUEST_ID);
    expect(info.data.detail.status.status).toBe('cancel');
    expect(info.data.detail.payment).toBeNull();
  });

  it.each([
    ['an empty number', '', checkoutTexts.emptyCard],
    ['a number that fails the Luhn check', '4111 1111 1111 1112', checkoutTexts.invalidCard],
    ['letters', 'abcd', checkoutTexts.invalidCard],
    ['a valid card that is not a test card', '4242 4242 4242 4242', checkoutTexts.unknownCard],
  ])('%s -> 422, the page again with an inline Spanish error tied to the field, focus on it; the session stays open', async (_case, typed, message) => {
    const base = await listen();
    const processUrl = await openSession(base);
    const answer = await submit(processUrl, { accion: 'pagar', tarjeta: typed });
    expect(answer.status).toBe(422);
    expect(answer.body).toContain(`<p id="tarjeta-error" class="error">${message}</p>`);
    expect(answer.body).toMatch(/aria-describedby="tarjeta-error tarjeta-ayuda" aria-invalid="true" value="[^"]*" autofocus>/);
    expect(answer.body).toContain(`value="${typed}"`);
    expect(answer.body).toMatch(/<title>Error: /);
    expect((await information(base, FIRST_REQUEST_ID)).data.detail.status.status).toBe('PENDING');
    // And it can still be paid.
    expect((await submit(processUrl, { accion: 'pagar', tarjeta: '4111111111111111' })).headers.location).toBe(`${base}/pagos-en-linea?state=APPROVED`);
  });

  it('escapes what it echoes back', async () => {
    const base = await listen();
    const answer = await submit(await openSession(base), { accion: 'pagar', tarjeta: '"><script>x</script>' });
    expect(answer.body).not.toContain('<script>x');
    expect(answer.body).toContain('&#34;&#62;&#60;script&#62;x');
  });

  it('a session that ended cannot be paid again: 409 page with its outcome and a link back; the first outcome stands', async () => {
    const base = await listen();
    const processUrl = await openSession(base);
    await submit(processUrl, { accion: 'pagar', tarjeta: '4000000000000002' });
    const page = await call(processUrl);
    expect(page.status).toBe(409);
    expect(page.body).toContain(`<h1>${checkoutTexts.endedTitle}</h1>`);
    expect(page.body).toContain('Rechazado');
    expect(page.body).toContain(`href="${base}/pagos-en-linea?state=REJECTED"`);
    expect((await submit(processUrl, { accion: 'pagar', tarjeta: '4111111111111111' })).status).toBe(409);
    expect((await information(base, FIRST_REQUEST_ID)).data.detail.status.status).toBe('REJECTED');
  });

  it('a REJECTED payment leaves the references pending; an APPROVED one removes them from consulta', async () => {
    const base = await listen();
    await submit(await openSession(base, 1), { accion: 'pagar', tarjeta: '4000000000000002' });
    const consulta = () => call(`${base}/api/pagos/consulta?tipoIdenteficacion=CC&numeroIdentificacion=1017234567`);
    expect((json(await consulta()).pagos as unknown[]).length).toBe(3);
    await submit(await openSession(base, 1), { accion: 'pagar', tarjeta: '4111111111111111' });
    expect((json(await consulta()).pagos as { referenciaPago: string }[]).map((row) => row.referenciaPago)).toEqual(['2026110452', '2026110453']);
  });

  it('a PENDING card payment becomes the existing pending transaction: the next request answers paymentPending', async () => {
    const base = await listen();
    await submit(await openSession(base, 1), { accion: 'pagar', tarjeta: '4012888888881881' });
    const answer = await call(`${base}/api/pagos/getUrlPlaceToPay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        tipoDocumento: 'CC',
        numeroDocumento: '1017234567',
        pagos: [{ referencia: '2026110453', valor: { total: 452500, moneda: 'COP' }, descripcion: 'Reserva de cabaña en el centro recreacional' }],
        userAgent: 'Mozilla/5.0',
        ipClient: '127.0.0.1',
        paymentMethod: '',
      }),
    });
    expect(json(answer).data.paymentPending).toEqual({ cus: `26${String(FIRST_REQUEST_ID).padStart(8, '0')}`, referencias: ['2026110451'] });
  });

  it('a cash session has no card checkout: 409 page naming its CUS', async () => {
    const base = await listen();
    const page = await call(await openSession(base, 1, 'Efectivo'));
    expect(page.status).toBe(409);
    expect(page.body).toContain(`<h1>${checkoutTexts.cashTitle}</h1>`);
    expect(page.body).toContain(`26${String(FIRST_REQUEST_ID).padStart(8, '0')}`);
  });
});

describe('sandbox checkout: /sandbox/checkout/sesiones.json', () => {
  it('shows the last getUrlPlaceToPay request as received and the sessions, newest first', async () => {
    const base = await listen();
    const empty = json(await call(`${base}/sandbox/checkout/sesiones.json`)) as unknown as { lastRequest: unknown; sessions: { requestId: number }[] };
    expect(empty.lastRequest).toBeNull();
    expect(empty.sessions.map((session) => session.requestId)).toEqual([FIRST_REQUEST_ID - 1]);

    await openSession(base, 2);
    const filled = json(await call(`${base}/sandbox/checkout/sesiones.json`)) as unknown as {
      lastRequest: { body: { pagos: { referencia: string }[]; ipClient: string }; status: number; outcome: string };
      sessions: { requestId: number; returnUrl: string; result: unknown }[];
    };
    expect(filled.lastRequest).toMatchObject({ status: 200, outcome: 'checkout', body: { ipClient: '127.0.0.1' } });
    expect(filled.lastRequest.body.pagos.map((row) => row.referencia)).toEqual(['2026110451', '2026110452']);
    expect(filled.sessions[0]).toMatchObject({ requestId: FIRST_REQUEST_ID, returnUrl: `${base}/pagos-en-linea`, result: null });
  });
});

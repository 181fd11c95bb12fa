import express, { type Request, type Response } from 'express';
import { sandboxState } from '../api/sandbox-state';
import { sandboxTradeName } from '../documents/trade-name';
import { attemptWith, cancelledResult, formatPesos, sessionTotal, type PaymentSession, type SessionResult } from '../data/payments-sessions';
import { findTestCard, isLuhnValid, testCards, type SessionStatus } from '../data/payments-test-cards';
import { escapeHtml } from './sandbox-page';
import { mountPoints } from '../mount-points';

/**
 * The payment provider's hosted checkout, shaped like PlacetoPay WebCheckout: the merchant (the
 * fund's trade name), the references and the total, a card number, 'Pagar' and 'Cancelar'.
 * getUrlPlaceToPay (sandbox/api/payments.handlers.ts) opens a session and answers
 * `processUrl` = `<origin>/sandbox/checkout/<requestId>`; paying or cancelling records the
 * outcome in the sandbox state and sends the browser back (303) to the portal's return address
 * `<origin>/pagos-en-linea?state=<APPROVED|REJECTED|PENDING|FAILED|cancel>`, after which
 * `/api/pagos/information` answers for the session.
 *
 * Plain HTML and a form POST: no script at all, and no inline style (the stylesheet is a file
 * of its own), so the page works under any Content-Security-Policy and without JavaScript.
 *
 * Routes under `/sandbox/checkout`:
 * - `GET /<requestId>`: the checkout (404 page for an unknown session, 409 for one that ended);
 * - `POST /<requestId>`: form fields `accion` ('pagar' or 'cancelar') and `tarjeta`;
 * - `GET /checkout.css`: the page's stylesheet;
 * - `GET /sesiones.json`: `{ lastRequest, sessions }`, the last getUrlPlaceToPay request as
 *   received and every session (newest first), for browser tests.
 * Anything else falls through to the sandbox's plain 404.
 */
export const checkoutTexts = {
  brand: 'Pasarela de pagos de prueba',
  sandboxNote: 'Pasarela simulada por el sandbox: no se cobra dinero real.',
  summary: 'Resumen del pago',
  cardHeading: 'Pago con tarjeta',
  cardLabel: 'Número de la tarjeta',
  cardHint: 'Entre 12 y 19 dígitos; puedes escribirlos con espacios. Usa una de las tarjetas de prueba de esta página.',
  pay: 'Pagar',
  cancel: 'Cancelar',
  testCards: 'Tarjetas de prueba',
  emptyCard: 'Escribe el número de la tarjeta.',
  invalidCard: 'El número de la tarjeta no es válido. Revisa los dígitos.',
  unknownCard: 'Esa tarjeta no es una tarjeta de prueba del sandbox. Usa una de las tarjetas de prueba de la lista.',
  notFoundTitle: 'Sesión de pago no encontrada',
  notFound: 'No existe una sesión de pago con ese número. Vuelve al portal y empieza el pago de nuevo.',
  endedTitle: 'Esta sesión de pago ya terminó',
  cashTitle: 'Esta sesión es de pago en efectivo',
  backToMerchant: 'Volver al comercio',
} as const;

/** How the page names each outcome. */
const statusNames: Record<SessionStatus, string> = {
  APPROVED: 'Aprobado',
  REJECTED: 'Rechazado',
  PENDING: 'Pendiente',
  FAILED: 'Fallido',
  cancel: 'Cancelado por el usuario',
};

const stylesheet = `
body { font-family: system-ui, sans-serif; margin: 0; color: #1a202c; background: #f4f6f8; line-height: 1.5; }
header { background: #0b5394; color: #fff; padding: 0.75rem 1rem; }
header p { margin: 0; max-width: 40rem; margin-inline: auto; }
.marca { font-weight: 700; }
.nota { font-size: 0.875rem; }
main { max-width: 40rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
h2 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
.sesion { color: #4a5568; margin: 0; }
.tarjeta-blanca { background: #fff; border: 1px solid #cbd5e0; border-radius: 0.5rem; padding: 1rem; }
.tabla { width: 100%; overflow-x: auto; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: 0.5rem 0.25rem; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
.valor { text-align: right; white-space: nowrap; }
tfoot th, tfoot td { font-weight: 700; font-size: 1.125rem; border-bottom: 0; }
label { display: block; font-weight: 700; }
.ayuda { margin: 0.25rem 0 0.5rem; color: #4a5568; font-size: 0.9375rem; }
.error { margin: 0.25rem 0 0.5rem; color: #9b2c2c; font-weight: 700; }
input { box-sizing: border-box; width: 100%; max-width: 22rem; font: inherit; font-size: 1.125rem; padding: 0.5rem; border: 2px solid #4a5568; border-radius: 0.375rem; letter-spacing: 0.05em; }
input[aria-invalid="true"] { border-color: #9b2c2c; }
.acciones { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1rem; }
button, .boton { font: inherit; font-weight: 700; padding: 0.625rem 1.25rem; border-radius: 0.375rem; border: 2px solid #0b5394; cursor: pointer; text-decoration: none; display: inline-block; }
button.primario, .boton { background: #0b5394; color: #fff; }
button.secundario { background: #fff; color: #0b5394; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #f6ad55; outline-offset: 2px; }
code { font-size: 0.9375rem; }
@media (max-width: 30rem) { th, td { padding-inline: 0.125rem; } .acciones button { flex: 1 1 100%; } }
`;

/** The checkout's routes, mounted at `/sandbox/checkout` (sandbox/server/create-sandbox-app.ts). */
export function createCheckoutRouter(): express.Router {
  const router = express.Router();
  const noStore = (response: Response) => response.set('Cache-Control', 'no-store');

  router.get('/checkout.css', (_request, response) => {
    response.type('text/css').set('Cache-Control', 'no-cache').send(stylesheet);
  });

  router.get('/sesiones.json', (_request, response) => {
    noStore(response).json({ lastRequest: sandboxState.lastPaymentRequest(), sessions: [...sandboxState.paymentSessions()].reverse() });
  });

  router.get('/:requestId(\\d+)', (request: Request, response: Response) => {
    const session = sandboxState.findPaymentSession(Number(request.params.requestId));
    send(response, session ? pageFor(session) : notFoundPage());
  });

  router.post('/:requestId(\\d+)', express.urlencoded({ extended: false, limit: '10kb' }), (request: Request, response: Response) => {
    const session = sandboxState.findPaymentSession(Number(request.params.requestId));
    if (!session) return send(response, notFoundPage());
    if (session.method !== 'card' || session.result) return send(response, pageFor(session));
    const form = (request.body ?? {}) as Record<string, unknown>;
    const now = new Date();
    if (form.accion === 'cancelar') return finish(response, session, cancelledResult(now));
    const typed = typeof form.tarjeta === 'string' ? form.tarjeta.trim().slice(0, 40) : '';
    const error = cardError(typed);
    const card = findTestCard(typed);
    if (error || !card) return send(response, { status: 422, html: checkoutPage(session, { typed, error: error ?? checkoutTexts.unknownCard }) });
    return finish(response, session, attemptWith(card, session.requestId, typed, now));
  });

  return router;
}

/** Records the outcome and sends the browser back to the portal with it (PRG: 303 See Other). */
function finish(response: Response, session: PaymentSession, result: SessionResult): void {
  // Two tabs submitting at once: the first outcome stands, and both return with it.
  const stored = sandboxState.completePaymentSession(session.requestId, result) ?? sandboxState.findPaymentSession(session.requestId);
  const status = stored?.result?.status ?? result.status;
  response.set('Cache-Control', 'no-store').redirect(303, `${session.returnUrl}?state=${encodeURIComponent(status)}`);
}

/** Null when the number could be a test card; else the Spanish message to show. */
function cardError(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  if (digits === '') return checkoutTexts.emptyCard;
  if (!isLuhnValid(digits)) return checkoutTexts.invalidCard;
  return findTestCard(digits) ? null : checkoutTexts.unknownCard;
}

interface Page {
  readonly status: number;
  readonly html: string;
}

function send(response: Response, page: Page): void {
  response
    .status(page.status)
    .type('html')
    .set('Cache-Control', 'no-store')
    // What the page needs and nothing more: it has no script and no inline style.
    .set('Content-Security-Policy', "default-src 'none'; style-src 'self'; base-uri 'none'; frame-ancestors 'none'")
    .send(page.html);
}

function pageFor(session: PaymentSession): Page {
  if (session.method === 'cash') {
    return {
      status: 409,
      html: layout(
        checkoutTexts.cashTitle,
        `<h1>${checkoutTexts.cashTitle}</h1>
<p>Paga en un corresponsal autorizado con el CUS <strong>${escapeHtml(session.cus)}</strong>; no se paga con tarjeta en esta pasarela.</p>
${backLink(session)}`,
      ),
    };
  }
  if (session.result) {
    return {
      status: 409,
      html: layout(
        checkoutTexts.endedTitle,
        `<h1>${checkoutTexts.endedTitle}</h1>
<p>Sesión de pago n.º ${session.requestId}: <strong>${escapeHtml(statusNames[session.result.status])}</strong>.</p>
${backLink(session)}`,
      ),
    };
  }
  return { status: 200, html: checkoutPage(session, null) };
}

function backLink(session: PaymentSession): string {
  const state = session.result?.status;
  const href = state ? `${session.returnUrl}?state=${encodeURIComponent(state)}` : session.returnUrl;
  return `<p><a class="boton" href="${escapeHtml(href)}">${checkoutTexts.backToMerchant}</a></p>`;
}

function notFoundPage(): Page {
  return {
    status: 404,
    html: layout(checkoutTexts.notFoundTitle, `<h1>${checkoutTexts.notFoundTitle}</h1>\n<p>${checkoutTexts.notFound}</p>`),
  };
}

function checkoutPage(session: PaymentSession, problem: { typed: string; error: string } | null): string {
  const merchant = escapeHtml(sandboxTradeName());
  const total = formatPesos(sessionTotal(session));
  const rows = session.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.reference)}</td><td>${escapeHtml(item.description)}</td><td class="valor">${formatPesos(item.total)}</td></tr>`,
    )
    .join('\n');
  const describedBy = problem ? 'tarjeta-error tarjeta-ayuda' : 'tarjeta-ayuda';
  const cards = testCards
    .map(
      (card) =>
        `<tr><td><code>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${escapeHtml(card.paymentMethodName)}</td><td>${escapeHtml(card.label)} (${card.status})</td></tr>`,
    )
    .join('\n');
  const buyer = `${session.buyer.name} ${session.buyer.surname}`;
  return layout(
    `${problem ? 'Error: ' : ''}Pago a ${sandboxTradeName()}`,
    `<h1>Pago a ${merchant}</h1>
<p class="sesion">Sesión de pago n.º ${session.requestId} · Comprador: ${escapeHtml(buyer)}</p>
<section aria-labelledby="resumen-titulo">
<h2 id="resumen-titulo">${checkoutTexts.summary}</h2>
<div class="tarjeta-blanca tabla">
<table>
<thead><tr><th scope="col">Referencia</th><th scope="col">Descripción</th><th scope="col" class="valor">Valor</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="2">Total a pagar</th><td class="valor">${total}</td></tr></tfoot>
</table>
</div>
</section>
<section aria-labelledby="tarjeta-titulo">
<h2 id="tarjeta-titulo">${checkoutTexts.cardHeading}</h2>
<form class="tarjeta-blanca" method="post" action="${mountPoints.checkout}/${session.requestId}" novalidate>
<label for="tarjeta">${checkoutTexts.cardLabel}</label>
<p id="tarjeta-ayuda" class="ayuda">${checkoutTexts.cardHint}</p>
${problem ? `<p id="tarjeta-error" class="error">${escapeHtml(problem.error)}</p>\n` : ''}<input id="tarjeta" name="tarjeta" type="text" inputmode="numeric" autocomplete="cc-number" maxlength="40" spellcheck="false" aria-describedby="${describedBy}"${problem ? ` aria-invalid="true" value="${escapeHtml(problem.typed)}" autofocus` : ''}>
<div class="acciones">
<button type="submit" class="primario" name="accion" value="pagar">${checkoutTexts.pay}</button>
<button type="submit" class="secundario" name="accion" value="cancelar">${checkoutTexts.cancel}</button>
</div>
</form>
</section>
<section aria-labelledby="pruebas-titulo">
<h2 id="pruebas-titulo">${checkoutTexts.testCards}</h2>
<div class="tarjeta-blanca tabla">
<table>
<thead><tr><th scope="col">Número</th><th scope="col">Franquicia</th><th scope="col">Resultado</th></tr></thead>
<tbody>
${cards}
</tbody>
</table>
</div>
</section>`,
  );
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="es-CO">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${checkoutTexts.brand}</title>
<link rel="stylesheet" href="${mountPoints.checkout}/checkout.css">
</head>
<body>
<header>
<p class="marca">${checkoutTexts.brand}</p>
<p class="nota" role="note">${checkoutTexts.sandboxNote}</p>
</header>
<main>
${body}
</main>
</body>
</html>
`;
}

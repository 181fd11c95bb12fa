import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentsTexts } from '@sandbox/api/payments.handlers';
import { FIRST_REQUEST_ID, resetSandboxState, sandboxState } from '@sandbox/api/sandbox-state';
import { attemptWith, bogotaDate, CASH_WINDOW_MS } from '@sandbox/data/payments-sessions';
import { isLuhnValid, testCards } from '@sandbox/data/payments-test-cards';
import { seededPayers } from '@sandbox/data/payments';
import { seededPersonas } from '@sandbox/data/personas';
import { isPdf, pdfText } from '@test/support/pdf-text';

// The four /api/pagos calls over msw/node (the contract's `findPendingPayments`, `requestPayment`,
// `getPaymentInformation`, `getFrequentQuestions`), one row of the payers table (docs/sandbox-answers.md,
// 'Payments, per persona') at a time. The checkout itself is tested over real HTTP in
// payments-checkout.http.test.ts.

const api = 'http://localhost/api/pagos';

afterEach(() => {
  vi.useRealTimers();
});

async function query(tipoIdenteficacion: string, numeroIdentificacion: string) {
  const response = await fetch(`${api}/consulta?${new URLSearchParams({ tipoIdenteficacion, numeroIdentificacion }).toString()}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface PendingRow {
  descripcion: string;
  referenciaPago: string;
  fechaMaximaPago: string;
  valor: { total: number; moneda: string };
}

/** What the portal would send for these rows of `consulta` (the contract's `requestPayment` body). */
function paymentBody(tipoDocumento: string, numeroDocumento: string, rows: readonly PendingRow[], paymentMethod: '' | 'Efectivo' = '') {
  return {
    tipoDocumento,
    numeroDocumento,
    pagos: rows.map((row) => ({ referencia: row.referenciaPago, valor: row.valor, descripcion: row.descripcion })),
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) PruebasPortal/1.0',
    ipClient: '190.85.10.20',
    paymentMethod,
  };
}

async function pendingRows(type: string, number: string): Promise<PendingRow[]> {
  return ((await query(type, number)).body.pagos as PendingRow[] | null) ?? [];
}

async function create(body: unknown) {
  const response = await fetch(`${api}/getUrlPlaceToPay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as { data: Record<string, unknown> } & Record<string, unknown> };
}

interface Information {
  error: boolean;
  data: {
    code: number;
    message?: string;
    detail: {
      requestId: number;
      status: { status: string; reason: string; message: string; date: string };
      request: {
        payment: { reference: string; description: string; amount: { currency: string; total: number } };
        buyer: Record<string, string>;
        ipAddress: string;
        userAgent: string;
        returnUrl: string;
      };
      payment: Record<string, unknown>[] | null;
    };
  };
}

async function information(requestId: string | number): Promise<Information> {
  const response = await fetch(`${api}/information?requestId=${encodeURIComponent(String(requestId))}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Information;
}

describe('sandbox payments: GET consulta', () => {
  it('several pending payments: descripcion, referenciaPago, a future fechaMaximaPago (date or date-time) and valor in COP', async () => {
    const answer = await query('CC', '1017234567');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(paymentsTexts.found);
    const rows = answer.body.pagos as PendingRow[];
    expect(rows.map((row) => row.referenciaPago)).toEqual(['2026110451', '2026110452', '2026110453']);
    expect(rows[0]).toEqual({
      descripcion: 'Cuota de crédito social - noviembre',
      referenciaPago: '2026110451',
      fechaMaximaPago: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown as string,
      valor: { total: 185000, moneda: 'COP' },
    });
    expect(rows[1]?.fechaMaximaPago).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
    const today = bogotaDate(new Date());
    for (const row of rows) {
      expect(row.fechaMaximaPago.slice(0, 10) > today).toBe(true);
      expect(Number.isInteger(row.valor.total)).toBe(true);
    }
  });

  it('exactly one pending payment', async () => {
    const rows = await pendingRows('CC', '1017234568');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ referenciaPago: '2026110460', valor: { total: 65000, moneda: 'COP' } });
  });

  it.each([
    ['no pending payments', 'CC', '1017234569', null],
    ['an empty list', 'CC', '1017234570', []],
    ['an unknown document', 'CC', '123456'],
    ['a persona of the certificates with no payments (María)', 'CC', '1037600123'],
  ])('%s -> pagos %j with the message', async (_case, type, number, pagos = null) => {
    expect(await query(type, number)).toEqual({ status: 200, body: { message: paymentsTexts.noPayments, pagos } });
  });

  it('the server-error persona -> HTTP 500 with a body that has no pagos field', async () => {
    const answer = await query('CC', '1017234573');
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ status: 500, error: 'Internal Server Error' });
    expect(answer.body).not.toHaveProperty('pagos');
  });

  it("reads the contract's spelling (tipoIdenteficacion, as `findPendingPayments` names it): a query without it is a 400", async () => {
    const response = await fetch(`${api}/consulta?tipoIdentificacion=CC&numeroIdentificacion=1017234567`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: paymentsTexts.missingQuery, pagos: null });
  });

  it('trims the number and upper-cases the type', async () => {
    expect(await pendingRows('cc', ' 1017234568 ')).toHaveLength(1);
  });
});

describe('sandbox payments: POST getUrlPlaceToPay', () => {
  it('card: OK with a requestId and a processUrl to the checkout on the same origin; the request is recorded', async () => {
    const rows = await pendingRows('CC', '1017234567');
    const body = paymentBody('CC', '1017234567', rows.slice(0, 2));
    const answer = await create(body);
    expect(answer).toEqual({
      status: 200,
      body: {
        data: {
          status: 'OK',
          message: paymentsTexts.sessionCreated,
          requestId: FIRST_REQUEST_ID,
          processUrl: `http://localhost/sandbox/checkout/${FIRST_REQUEST_ID}`,
        },
      },
    });
    expect(sandboxState.lastPaymentRequest()).toEqual({ receivedAt: expect.any(String) as unknown as string, body, status: 200, outcome: 'checkout' });

    const second = await create(paymentBody('CC', '1017234567', rows.slice(2)));
    expect(second.body.data.requestId).toBe(FIRST_REQUEST_ID + 1);
  });

  it('information before the checkout ends: PENDING, no payment, the request as PlacetoPay shows it', async () => {
    const rows = await pendingRows('CC', '1017234567');
    const { body } = await create(paymentBody('CC', '1017234567', rows.slice(0, 2)));
    const answer = await information(body.data.requestId as number);
    expect(answer.error).toBe(false);
    expect(answer.data.code).toBe(0);
    const { detail } = answer.data;
    expect(detail.requestId).toBe(FIRST_REQUEST_ID);
    expect(detail.status).toEqual({
      status: 'PENDING',
      reason: 'PC',
      message: paymentsTexts.sessionActive,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-05:00$/) as unknown as string,
    });
    expect(detail.payment).toBeNull();
    expect(detail.request).toMatchObject({
      payment: {
        reference: '2026110451, 2026110452',
        description: 'Cuota de crédito social - noviembre; Matrícula curso de natación infantil',
        amount: { currency: 'COP', total: 305000 },
      },
      buyer: { name: 'Ana Lucía', surname: 'Mejía Torres', email: 'ana.mejia@correo.example', document: '1017234567', documentType: 'CC' },
      ipAddress: '190.85.10.20',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) PruebasPortal/1.0',
      returnUrl: 'http://localhost/pagos-en-linea',
    });
  });

  it('cash: paymentPending with a CUS and the references, PENDING until paid, and no other payment for 6 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T15:00:00Z'));
    const rows = await pendingRows('CC', '1017234568');
    const answer = await create(paymentBody('CC', '1017234568', rows, 'Efectivo'));
    expect(answer.body).toEqual({
      data: {
        status: 'OK',
        message: paymentsTexts.cashReference,
        requestId: FIRST_REQUEST_ID,
        paymentPending: { cus: `26${String(FIRST_REQUEST_ID).padStart(8, '0')}`, referencias: ['2026110460'] },
      },
    });
    expect(paymentsTexts.cashReference).toContain('93282');
    expect(sandboxState.lastPaymentRequest()?.outcome).toBe('cash');
    const info = await information(FIRST_REQUEST_ID);
    expect(info.data.detail.status).toMatchObject({ status: 'PENDING', reason: 'PT', message: paymentsTexts.cashWaiting });
    expect(info.data.detail.payment).toBeNull();

    // Changing to a card within the 6 hours: the same cash reference comes back.
    vi.setSystemTime(new Date(Date.parse('2026-11-24T15:00:00Z') + CASH_WINDOW_MS - 1000));
    const again = await create(paymentBody('CC', '1017234568', rows));
    expect(again.body.data.paymentPending).toEqual(answer.body.data.paymentPending);
    expect(sandboxState.lastPaymentRequest()?.outcome).toBe('payment-pending');

    // After them the CUS has lapsed and a card payment can start.
    vi.setSystemTime(new Date(Date.parse('2026-11-24T15:00:00Z') + CASH_WINDOW_MS));
    expect((await information(FIRST_REQUEST_ID)).data.detail.status).toMatchObject({ status: 'REJECTED', reason: 'EX' });
    const card = await create(paymentBody('CC', '1017234568', rows));
    expect(card.body.data).toMatchObject({ status: 'OK', requestId: FIRST_REQUEST_ID + 1 });
    expect(card.body.data).toHaveProperty('processUrl');
  });

  it('an existing pending transaction -> paymentPending with its CUS and references, whatever is chosen', async () => {
    const rows = await pendingRows('CC', '1017234572');
    expect(rows.map((row) => row.referenciaPago)).toEqual(['2026110480', '2026110481']);
    for (const chosen of [rows.slice(0, 1), rows.slice(1), rows]) {
      const answer = await create(paymentBody('CC', '1017234572', chosen));
      expect(answer.body).toEqual({
        data: {
          status: 'OK',
          message: paymentsTexts.pendingTransaction,
          requestId: FIRST_REQUEST_ID - 1,
          paymentPending: { cus: `26${String(FIRST_REQUEST_ID - 1).padStart(8, '0')}`, referencias: ['2026110480'] },
        },
      });
    }
    // The seeded transaction answers information as a card payment left PENDING.
    const info = await information(FIRST_REQUEST_ID - 1);
    expect(info.data.detail.status.status).toBe('PENDING');
    expect(info.data.detail.payment).toEqual([
      expect.objectContaining({
        status: expect.objectContaining({ status: 'PENDING' }) as unknown,
        paymentMethodName: 'Visa',
        issuerName: 'Banco de Pruebas',
        authorization: '000000',
      }),
    ]);
  });

  it.each([
    ['Marta (a payer without e-mail)', 'CC', '1017234571'],
    ['José (the seeded persona without e-mail)', 'CE', '4567123'],
  ])("%s -> code '404' FAILED with the message, no session", async (_who, type, number) => {
    const rows = await pendingRows(type, number);
    expect(rows).toHaveLength(1);
    const answer = await create(paymentBody(type, number, rows));
    expect(answer).toEqual({ status: 200, body: { data: { status: 'FAILED', code: '404', message: paymentsTexts.noEmail } } });
    expect(sandboxState.lastPaymentRequest()?.outcome).toBe('no-email');
    expect(sandboxState.paymentSessions().filter((session) => session.buyer.document === number)).toEqual([]);
  });

  it("José can pay once a data update records his e-mail: the buyer is the persona's current record", async () => {
    sandboxState.updatePersona('afiliado-sin-correo', (persona) => ({ ...persona, email: 'jose.hernandez@correo.example' }));
    const answer = await create(paymentBody('CE', '4567123', await pendingRows('CE', '4567123')));
    expect(answer.body.data.status).toBe('OK');
    expect((await information(answer.body.data.requestId as number)).data.detail.request.buyer).toMatchObject({
      name: 'José Gregorio',
      email: 'jose.hernandez@correo.example',
      documentType: 'CE',
    });
  });

  it('the server-error persona -> HTTP 500 (after its body passed the checks)', async () => {
    const rows = await pendingRows('CC', '1017234574');
    expect(rows).toHaveLength(1);
    const answer = await create(paymentBody('CC', '1017234574', rows));
    expect(answer.status).toBe(500);
    expect(answer.body).not.toHaveProperty('data');
    expect(sandboxState.lastPaymentRequest()).toMatchObject({ status: 500, outcome: 'server-error' });
  });

  it('checks the body: 400 with a message naming the problem, recorded as invalid', async () => {
    const rows = await pendingRows('CC', '1017234567');
    const valid = paymentBody('CC', '1017234567', rows);
    const first = valid.pagos[0]!;
    const cases: [unknown, RegExp][] = [
      ['no es json', /objeto JSON/],
      [{ ...valid, ipClient: undefined, paymentMethod: undefined }, /Faltan campos obligatorios: ipClient, paymentMethod/],
      [{ ...valid, tipoDocumento: '' }, /tipoDocumento/],
      [{ ...valid, numeroDocumento: 1017234567 }, /numeroDocumento/],
      [{ ...valid, userAgent: ' ' }, /userAgent/],
      [{ ...valid, ipClient: 'mi-ip' }, /ipClient/],
      [{ ...valid, paymentMethod: 'Tarjeta' }, /paymentMethod/],
      [{ ...valid, pagos: [] }, /al menos un pago/],
      [{ ...valid, pagos: [{ referencia: first.referencia }] }, /pagos\[0\] debe tener referencia, descripcion y valor/],
      [{ ...valid, pagos: [{ ...first, referencia: '2026110460' }] }, /2026110460 no es un pago pendiente de CC 1017234567/],
      [{ ...valid, numeroDocumento: '1017234568' }, /no es un pago pendiente de CC 1017234568/],
      [{ ...valid, pagos: [first, first] }, /pagos\[1\].*repetida/],
      [{ ...valid, pagos: [{ ...first, valor: { total: 185000.5, moneda: 'COP' } }] }, /total de la referencia 2026110451 debe ser 185000/],
      [{ ...valid, pagos: [{ ...first, valor: { total: '185000', moneda: 'COP' } }] }, /total/],
      [{ ...valid, pagos: [{ ...first, valor: { total: 1, moneda: 'COP' } }] }, /total/],
      [{ ...valid, pagos: [{ ...first, valor: { total: 185000, moneda: 'USD' } }] }, /moneda debe ser COP/],
      [{ ...valid, pagos: [{ ...first, descripcion: 'Otra cosa' }] }, /descripción no corresponde/],
    ];
    for (const [body, message] of cases) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.data).toMatchObject({ status: 'FAILED', code: '400' });
      expect(answer.body.data.message, JSON.stringify(body)).toMatch(message);
      expect(sandboxState.lastPaymentRequest()).toMatchObject({ status: 400, outcome: 'invalid' });
    }
    expect(sandboxState.paymentSessions().filter((session) => session.requestId >= FIRST_REQUEST_ID)).toEqual([]);
  });

  it("accepts an empty ipClient (the portal's lookup failed) or null", async () => {
    const rows = await pendingRows('CC', '1017234567');
    expect((await create({ ...paymentBody('CC', '1017234567', rows.slice(0, 1)), ipClient: '' })).body.data.status).toBe('OK');
    expect((await create({ ...paymentBody('CC', '1017234567', rows.slice(1, 2)), ipClient: null })).body.data.status).toBe('OK');
  });

  it('an APPROVED payment settles its references: consulta stops listing them, and they cannot be paid again', async () => {
    const rows = await pendingRows('CC', '1017234567');
    const { body } = await create(paymentBody('CC', '1017234567', rows.slice(0, 2)));
    const approve = testCards.find((card) => card.status === 'APPROVED')!;
    sandboxState.completePaymentSession(body.data.requestId as number, attemptWith(approve, body.data.requestId as number, approve.number, new Date()));
    expect((await pendingRows('CC', '1017234567')).map((row) => row.referenciaPago)).toEqual(['2026110453']);
    expect((await create(paymentBody('CC', '1017234567', rows.slice(0, 1)))).status).toBe(400);

    const last = await create(paymentBody('CC', '1017234567', rows.slice(2)));
    sandboxState.completePaymentSession(last.body.data.requestId as number, attemptWith(approve, last.body.data.requestId as number, approve.number, new Date()));
    expect(await query('CC', '1017234567')).toEqual({ status: 200, body: { message: paymentsTexts.noPayments, pagos: null } });
  });
});

describe('sandbox payments: GET information and consultarPreguntasFrecuentes', () => {
  it.each([['999999'], ['abc'], ['']])('an unknown requestId (%j) -> error true with code 404', async (requestId) => {
    expect(await information(requestId)).toEqual({ error: true, data: { code: 404, message: paymentsTexts.unknownSession } });
  });

  it('the frequent questions: responseCode 0 and a real PDF in Spanish with the cash notes', async () => {
    const response = await fetch(`${api}/consultarPreguntasFrecuentes`);
    const body = (await response.json()) as { responseCode: number; data: string };
    expect(body.responseCode).toBe(0);
    expect(isPdf(body.data)).toBe(true);
    const text = pdfText(body.data);
    expect(text).toContain('Preguntas frecuentes sobre pagos en línea');
    expect(text).toContain('93282');
    expect(text).toContain('6 horas');
  });
});

describe('sandbox payments: data and state', () => {
  it('the test cards are Luhn-valid, distinct, and reach every outcome', () => {
    for (const card of testCards) expect(isLuhnValid(card.number), card.number).toBe(true);
    expect(new Set(testCards.map((card) => card.number)).size).toBe(testCards.length);
    expect(new Set(testCards.map((card) => card.status))).toEqual(new Set(['APPROVED', 'REJECTED', 'PENDING', 'FAILED']));
    expect(isLuhnValid('4111111111111112')).toBe(false);
  });

  it('payers have their own documents (no clash with a persona but José, who is one), and the buyer of every payer is known', () => {
    const personaDocuments = new Set(seededPersonas.flatMap((p) => [p, ...p.beneficiaries]).map((p) => `${p.documentType} ${p.documentNumber}`));
    const documents = seededPayers.map((payer) => `${payer.documentType} ${payer.documentNumber}`);
    expect(new Set(documents).size).toBe(documents.length);
    for (const payer of seededPayers) {
      expect(personaDocuments.has(`${payer.documentType} ${payer.documentNumber}`), payer.id).toBe(payer.buyer === null);
      expect(sandboxState.buyerOf(payer), payer.id).not.toBeNull();
    }
    const references = seededPayers.flatMap((payer) => payer.pending ?? []).map((seed) => seed.referenciaPago);
    expect(new Set(references).size).toBe(references.length);
  });

  it('the reset forgets every session but the seeded ones, the last request, and starts the ids over', async () => {
    const rows = await pendingRows('CC', '1017234567');
    await create(paymentBody('CC', '1017234567', rows));
    expect(sandboxState.paymentSessions()).toHaveLength(2);
    resetSandboxState();
    expect(sandboxState.paymentSessions().map((session) => session.requestId)).toEqual([FIRST_REQUEST_ID - 1]);
    expect(sandboxState.lastPaymentRequest()).toBeNull();
    expect((await create(paymentBody('CC', '1017234567', rows))).body.data.requestId).toBe(FIRST_REQUEST_ID);
  });

  it('keeps sessions frozen', async () => {
    await create(paymentBody('CC', '1017234568', await pendingRows('CC', '1017234568')));
    const session = sandboxState.findPaymentSession(FIRST_REQUEST_ID);
    expect(Object.isFrozen(session)).toBe(true);
    expect(Object.isFrozen(session?.items)).toBe(true);
  });
});

describe('walk-in payers (a document of its own per browser test)', () => {
  it('any CC of ten digits starting with 3 owes one payment with its own reference; other shapes owe nothing', async () => {
    const { sandboxState } = await import('@sandbox/api/sandbox-state');
    expect(sandboxState.findPayerByDocument('CC', '3123456789')?.pending?.map((seed) => seed.referenciaPago)).toEqual(['3123456789']);
    expect(sandboxState.findPayerByDocument('CC', '3000000001')?.pending?.[0]?.total).toBe(98_000);
    expect(sandboxState.findPayerByDocument('CC', '312345678')).toBeNull();
    expect(sandboxState.findPayerByDocument('CE', '3123456789')).toBeNull();
  });
});

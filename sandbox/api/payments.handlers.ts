import { isIP } from 'node:net';
import { http, HttpResponse } from 'msw';
import { answerIn, inCurrentReading } from './answer-reading';
import { renderCertificatePdf, toBase64 } from '../documents/certificate-pdf';
import { sandboxTradeName } from '../documents/trade-name';
import {
  bogotaDateTime,
  CASH_AGREEMENT,
  CASH_WINDOW_MS,
  sessionDescription,
  sessionReference,
  sessionTotal,
  type PaymentSession,
  type SessionItem,
} from '../data/payments-sessions';
import { dueDate, type SandboxPayer } from '../data/payments';
import { mountPoints } from '../mount-points';
import { sandboxState, type PaymentRequestOutcome } from './sandbox-state';
import { asObject, jsonBody, type JsonObject } from './json-body';

/**
 * The fund's online-payments API (the contract's Payments operations, '/api/pagos'), anonymous: the person is the
 * document in the query or body. Who gets what is the payers table of sandbox/data/payments.ts
 * (docs/sandbox-answers.md, 'Payments, per persona'); the sessions live in the sandbox state, and the
 * checkout (sandbox/server/checkout-page.ts) ends them. `information` follows PlacetoPay's
 * getRequestInformation, wrapped as the fund's API wraps it.
 */
const paymentsPaths = {
  query: '*/api/pagos/consulta',
  create: '*/api/pagos/getUrlPlaceToPay',
  information: '*/api/pagos/information',
  faq: '*/api/pagos/consultarPreguntasFrecuentes',
} as const;

export const paymentsTexts = {
  found: 'Consulta exitosa',
  noPayments: 'La persona con los datos ingresados no tiene pagos pendientes.',
  missingQuery: 'Los parámetros tipoIdenteficacion y numeroIdentificacion son obligatorios.',
  noEmail: 'El usuario no tiene un correo electrónico registrado. Crea una cuenta para poder pagar en línea.',
  sessionCreated: 'La sesión de pago fue creada.',
  pendingTransaction:
    'El pago de la referencia se encuentra PENDIENTE de confirmación por parte de la entidad financiera. Espera unos minutos y vuelve a consultar.',
  cashReference: `Paga en efectivo en un corresponsal autorizado con el convenio ${CASH_AGREEMENT} y el CUS dentro de las próximas 6 horas.`,
  unknownSession: 'No existe una sesión de pago con el requestId indicado.',
  sessionActive: 'La petición se encuentra activa',
  cashWaiting: `Pendiente del pago en efectivo en un corresponsal (convenio ${CASH_AGREEMENT}).`,
  cashExpired: 'Venció el plazo de 6 horas para pagar en efectivo.',
} as const;

/** HTTP 500 as a Spring service answers it: JSON without any business field. */
function serverError(path: string): Response {
  return HttpResponse.json(
    { timestamp: new Date().toISOString(), status: 500, error: 'Internal Server Error', path },
    { status: 500 },
  );
}

export const paymentsHandlers = [
  http.get(paymentsPaths.query, answerIn('findPendingPayments', ({ request }) => {
    const params = new URL(request.url).searchParams;
    // 'tipoIdenteficacion', as the contract's `findPendingPayments` spells it: the fund's API is spelled that way.
    const documentType = (params.get('tipoIdenteficacion') ?? '').trim().toUpperCase();
    const documentNumber = (params.get('numeroIdentificacion') ?? '').trim();
    if (!documentType || !documentNumber) return HttpResponse.json({ message: paymentsTexts.missingQuery, pagos: null }, { status: 400 });
    const payer = sandboxState.findPayerByDocument(documentType, documentNumber);
    if (payer?.scenario === 'query-error') return serverError('/api/pagos/consulta');
    if (!payer?.pending) return HttpResponse.json({ message: paymentsTexts.noPayments, pagos: null });
    if (payer.pending.length === 0) return HttpResponse.json({ message: paymentsTexts.noPayments, pagos: [] });
    const remaining = pendingOf(payer);
    if (remaining.length === 0) return HttpResponse.json({ message: paymentsTexts.noPayments, pagos: null });
    const today = new Date();
    return HttpResponse.json({
      message: paymentsTexts.found,
      pagos: remaining.map((seed) => ({
        descripcion: seed.descripcion,
        referenciaPago: seed.referenciaPago,
        fechaMaximaPago: dueDate(seed, today),
        valor: { total: seed.total, moneda: 'COP' },
      })),
    });
  })),

  http.post(paymentsPaths.create, answerIn('requestPayment', async ({ request }) => {
    const receivedAt = new Date();
    const body = await jsonBody(request);
    // Recorded with the status sent, in the current reading.
    const answer = async (outcome: PaymentRequestOutcome, response: Response): Promise<Response> => {
      const sent = await inCurrentReading('requestPayment', response);
      sandboxState.recordPaymentRequest({ receivedAt: receivedAt.toISOString(), body, status: sent.status, outcome });
      return sent;
    };
    const checked = checkPaymentRequest(body);
    if ('invalid' in checked) {
      return answer('invalid', HttpResponse.json({ data: { status: 'FAILED', code: '400', message: checked.invalid } }, { status: 400 }));
    }
    const { payer, items, cash } = checked;
    if (payer.scenario === 'create-error') return answer('server-error', serverError('/api/pagos/getUrlPlaceToPay'));
    const buyer = sandboxState.buyerOf(payer);
    if (!buyer?.email) {
      return answer('no-email', HttpResponse.json({ data: { status: 'FAILED', code: '404', message: paymentsTexts.noEmail } }));
    }
    const waiting = sandboxState.activePendingTransaction(payer.documentType, payer.documentNumber, receivedAt);
    if (waiting) return answer('payment-pending', pendingAnswer(waiting, paymentsTexts.pendingTransaction));

    const origin = new URL(request.url).origin;
    const session = sandboxState.openPaymentSession({
      createdAt: receivedAt.toISOString(),
      method: cash ? 'cash' : 'card',
      expiresAt: cash ? new Date(receivedAt.getTime() + CASH_WINDOW_MS).toISOString() : null,
      buyer: {
        name: buyer.givenNames,
        surname: buyer.familyNames,
        email: buyer.email,
        document: payer.documentNumber,
        documentType: payer.documentType,
      },
      items,
      ipAddress: checked.ipAddress,
      userAgent: checked.userAgent,
      returnUrl: `${origin}/pagos-en-linea`,
    });
    if (cash) return answer('cash', pendingAnswer(session, paymentsTexts.cashReference));
    return answer(
      'checkout',
      HttpResponse.json({
        data: {
          status: 'OK',
          message: paymentsTexts.sessionCreated,
          requestId: session.requestId,
          processUrl: `${origin}${mountPoints.checkout}/${session.requestId}`,
        },
      }),
    );
  })),

  http.get(paymentsPaths.information, answerIn('getPaymentInformation', ({ request }) => {
    const raw = (new URL(request.url).searchParams.get('requestId') ?? '').trim();
    const session = /^\d{1,12}$/.test(raw) ? sandboxState.findPaymentSession(Number(raw)) : null;
    if (!session) return HttpResponse.json({ error: true, data: { code: 404, message: paymentsTexts.unknownSession } });
    return HttpResponse.json({ error: false, data: { code: 0, detail: requestInformation(session, new Date()) } });
  })),

  http.get(paymentsPaths.faq, answerIn('getFrequentQuestions', async () => HttpResponse.json({ responseCode: 0, description: null, data: await faqPdf() }))),
];

// ---------------------------------------------------------------------------------------------

/** The payer's pending payments still unpaid (an APPROVED session settles its references). */
function pendingOf(payer: SandboxPayer) {
  const paid = sandboxState.paidReferences(payer.documentType, payer.documentNumber);
  return (payer.pending ?? []).filter((seed) => !paid.has(seed.referenciaPago));
}

function pendingAnswer(session: PaymentSession, message: string): Response {
  return HttpResponse.json({
    data: {
      status: 'OK',
      message,
      requestId: session.requestId,
      paymentPending: { cus: session.cus, referencias: session.items.map((item) => item.reference) },
    },
  });
}

type CheckedRequest =
  | { invalid: string }
  | { payer: SandboxPayer; items: SessionItem[]; cash: boolean; userAgent: string; ipAddress: string };

/**
 * getUrlPlaceToPay's body, checked as the fund's API would: every field present and typed,
 * the references that person's pending ones (no repeats) with the same total, currency and
 * description. The first problem found is the 400's message.
 */
function checkPaymentRequest(body: JsonObject | null): CheckedRequest {
  if (!body) return { invalid: 'El cuerpo de la solicitud debe ser un objeto JSON.' };
  const missing = ['tipoDocumento', 'numeroDocumento', 'pagos', 'userAgent', 'ipClient', 'paymentMethod'].filter(
    (field) => !(field in body),
  );
  if (missing.length > 0) return { invalid: `Faltan campos obligatorios: ${missing.join(', ')}.` };
  const { tipoDocumento, numeroDocumento, pagos, userAgent, ipClient, paymentMethod } = body;
  if (typeof tipoDocumento !== 'string' || tipoDocumento.trim() === '') return { invalid: 'tipoDocumento debe ser un texto no vacío.' };
  if (typeof numeroDocumento !== 'string' || numeroDocumento.trim() === '') return { invalid: 'numeroDocumento debe ser un texto no vacío.' };
  if (typeof userAgent !== 'string' || userAgent.trim() === '') return { invalid: 'userAgent debe ser un texto no vacío.' };
  if (!(ipClient === null || (typeof ipClient === 'string' && (ipClient === '' || isIP(ipClient) !== 0)))) {
    return { invalid: 'ipClient debe ser una dirección IP (o vacío si no se pudo obtener).' };
  }
  if (paymentMethod !== '' && paymentMethod !== 'Efectivo') return { invalid: "paymentMethod debe ser '' (tarjeta) o 'Efectivo'." };
  if (!Array.isArray(pagos) || pagos.length === 0) return { invalid: 'pagos debe ser una lista con al menos un pago.' };

  const payer = sandboxState.findPayerByDocument(tipoDocumento, numeroDocumento);
  const pending = payer ? pendingOf(payer) : [];
  const items: SessionItem[] = [];
  for (const [index, entry] of (pagos as unknown[]).entries()) {
    const row = asObject(entry);
    const valor = asObject(row?.valor);
    const where = `pagos[${index}]`;
    if (!row || typeof row.referencia !== 'string' || typeof row.descripcion !== 'string' || !valor) {
      return { invalid: `${where} debe tener referencia, descripcion y valor { total, moneda }.` };
    }
    const seed = pending.find((candidate) => candidate.referenciaPago === row.referencia);
    if (!payer || !seed) return { invalid: `${where}: la referencia ${row.referencia} no es un pago pendiente de ${tipoDocumento} ${numeroDocumento}.` };
    if (items.some((item) => item.reference === seed.referenciaPago)) return { invalid: `${where}: la referencia ${seed.referenciaPago} está repetida.` };
    if (valor.moneda !== 'COP') return { invalid: `${where}: la moneda debe ser COP.` };
    if (typeof valor.total !== 'number' || !Number.isInteger(valor.total) || valor.total !== seed.total) {
      return { invalid: `${where}: el total de la referencia ${seed.referenciaPago} debe ser ${seed.total} (pesos, sin decimales).` };
    }
    if (row.descripcion.trim() !== seed.descripcion) return { invalid: `${where}: la descripción no corresponde a la referencia ${seed.referenciaPago}.` };
    items.push({ reference: seed.referenciaPago, description: seed.descripcion, total: seed.total });
  }
  return {
    payer: payer as SandboxPayer,
    items,
    cash: paymentMethod === 'Efectivo',
    userAgent: userAgent.trim(),
    ipAddress: typeof ipClient === 'string' ? ipClient : '',
  };
}

/** PlacetoPay's getRequestInformation for a session, as the fund's `detail`. */
function requestInformation(session: PaymentSession, now: Date) {
  const status = sessionStatus(session, now);
  const reference = sessionReference(session);
  const total = sessionTotal(session);
  const attempt = session.result?.attempt ?? null;
  return {
    requestId: session.requestId,
    status: { ...status, date: bogotaDateTime(status.date) },
    request: {
      locale: 'es_CO',
      buyer: session.buyer,
      payment: { reference, description: sessionDescription(session), amount: { currency: 'COP', total }, allowPartial: false },
      returnUrl: session.returnUrl,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
      expiration: bogotaDateTime(session.expiresAt ?? new Date(new Date(session.createdAt).getTime() + 30 * 60 * 1000).toISOString()),
    },
    payment: attempt
      ? [
          {
            status: { status: attempt.status, reason: attempt.reason, message: attempt.message, date: bogotaDateTime(attempt.date) },
            internalReference: attempt.internalReference,
            paymentMethod: attempt.paymentMethod,
            paymentMethodName: attempt.paymentMethodName,
            issuerName: attempt.issuerName,
            amount: { from: { currency: 'COP', total }, to: { currency: 'COP', total }, factor: 1 },
            authorization: attempt.authorization,
            reference,
            receipt: attempt.receipt,
            refunded: false,
            processorFields: [{ keyword: 'lastDigits', value: attempt.lastDigits, displayOn: 'payment' }],
          },
        ]
      : null,
  };
}

function sessionStatus(session: PaymentSession, now: Date): { status: string; reason: string; message: string; date: string } {
  if (session.result) {
    const { status, reason, message, date } = session.result;
    return { status, reason, message, date };
  }
  if (session.method === 'cash') {
    if (session.expiresAt && now >= new Date(session.expiresAt)) {
      return { status: 'REJECTED', reason: 'EX', message: paymentsTexts.cashExpired, date: session.expiresAt };
    }
    return { status: 'PENDING', reason: 'PT', message: paymentsTexts.cashWaiting, date: session.createdAt };
  }
  return { status: 'PENDING', reason: 'PC', message: paymentsTexts.sessionActive, date: session.createdAt };
}

let faq: Promise<string> | null = null;

/** The frequent-questions PDF: generated once per process. */
function faqPdf(): Promise<string> {
  faq ??= renderCertificatePdf({
    tradeName: sandboxTradeName(),
    title: 'Preguntas frecuentes sobre pagos en línea',
    holder: { fullName: 'Pagos en línea', documentLabel: 'Portal de Servicios en Línea' },
    paragraphs: [
      '¿Qué puedo pagar en línea? Las obligaciones pendientes con la caja: cuotas de crédito, matrículas de cursos, reservas en los centros recreacionales y demás servicios que aparezcan al consultar tu documento.',
      '¿Cómo consulto mis pagos pendientes? Escribe tu tipo y número de documento y presiona Continuar. Verás cada referencia con su descripción, la fecha máxima de pago y el valor.',
      '¿Puedo pagar varias referencias a la vez? Sí. Marca las que quieras pagar; el total se suma automáticamente.',
      '¿Cómo pago con tarjeta? Presiona Pagar: te llevaremos a la pasarela de pagos, donde escribes los datos de tu tarjeta. Al terminar vuelves al portal y ves el resultado de la transacción.',
      `¿Cómo pago en efectivo? Presiona Pagar en efectivo y anota el código único de seguimiento (CUS). Acércate a un corresponsal autorizado, indica el número de convenio ${CASH_AGREEMENT} y el CUS, y paga dentro de las 6 horas siguientes.`,
      '¿Puedo cambiar de medio de pago después de elegir efectivo? Sí, pero debes esperar las mismas 6 horas: mientras el CUS esté vigente no se puede iniciar otro pago de esas referencias.',
      '¿Qué significa que mi pago está pendiente? La entidad financiera aún no confirma la transacción. Espera unos minutos y vuelve a consultar; no intentes pagar de nuevo la misma referencia.',
      '¿Por qué me piden crear una cuenta? Para pagar en línea necesitas un correo electrónico registrado, al que enviamos el comprobante. Si no lo tienes, crea tu cuenta y vuelve a intentarlo.',
    ],
    issuedAt: new Date(),
    verificationCode: 'PAGOS-FAQ',
  }).then(toBase64, (error: unknown) => {
    faq = null;
    throw error;
  });
  return faq;
}


import type {
  FrequentQuestionsAnswer,
  PaymentInformationAnswer,
  PaymentRequest,
  PaymentRequestAnswer,
  PendingPaymentsAnswer,
  PendingTransactionData,
} from '@/application/payments/payments-gateway.port';
import { paymentMethodCodes } from '@/domain/payments/payment-method.entity';
import type { PaymentRecord, PaymentRequestRecord } from '@/domain/payments/payment-transaction.entity';
import { pesos, type PendingPayment } from '@/domain/payments/pending-payment.entity';
import { parseLocalDateTime } from '@/domain/shared/dates.rules';
import type * as common from '@/infrastructure/api/shared/wire/common.model';
import type * as contract from '@/infrastructure/api/shared/wire/payments.model';
import { asWire, readNumber, readText, type Wire, type WireField, type WireKeys } from '@/infrastructure/http/json-body.mapper';

/**
 * DTO decoding for the payments API (the Payments operations of docs/api/openapi.yaml), in the
 * readings of ADR 0013, each body read by its answer schema's keys (`Wire`). Nothing here throws;
 * what cannot be read is null (or an empty list), and the use case decides what an answer without
 * it means. The envelope and the business code are read by the shared `toGatewayAnswer`.
 */

type SessionPayment = WireField<contract.PaymentSessionRequest, 'payment'>;
type AttemptAmount = WireField<contract.PaymentAttempt, 'amount'>;

/** An identifier the fund may send as text or as a whole number (a reference, a request id, a CUS). */
function readIdentifier(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : null;
  const text = readText(value);
  return text === null ? null : text.trim();
}

// ---------------------------------------------------------------------------------------------
// GET consulta: {message, pagos}.

/**
 * `pagos` as the list of pending payments: at the top level, or, when the body has no `pagos`, in
 * `data` (the list itself, or an object holding `pagos`). Null, absent or `[]` is none; anything
 * else, or a list with a row that cannot be read, is unreadable (null): showing part of a debt as
 * the whole, or none at all, would mislead.
 */
export function readPendingPayments(body: Wire<contract.PendingPaymentsAnswer>): PendingPaymentsAnswer {
  const data = asWire<WireField<contract.PendingPaymentsAnswer, 'data'>>(body.data);
  const message = readText(body.message) ?? readText(data?.message);
  return { payments: pendingRows(pendingPaymentsList(body)), message };
}

function pendingPaymentsList(body: Wire<contract.PendingPaymentsAnswer>): unknown {
  if (body.pagos !== undefined) return body.pagos;
  if (Array.isArray(body.data) || body.data === null || body.data === undefined) return body.data;
  const data = asWire<WireField<contract.PendingPaymentsAnswer, 'data'>>(body.data);
  return data === null ? body.data : data.pagos;
}

function pendingRows(list: unknown): readonly PendingPayment[] | null {
  if (list === null || list === undefined) return [];
  if (!Array.isArray(list)) return null;
  const rows = list.map(readPendingPayment);
  return rows.every((row) => row !== null) ? rows : null;
}

/** A row needs its reference and a numeric total; the rest is shown as far as it can be read. */
function readPendingPayment(value: unknown): PendingPayment | null {
  const row = asWire<contract.PendingPayment>(value);
  const reference = readIdentifier(row?.referenciaPago);
  const valor = asWire<contract.Amount>(row?.valor);
  const total = readNumber(valor?.total);
  if (row === null || reference === null || total === null) return null;
  const dueDate = readText(row.fechaMaximaPago)?.trim() ?? null;
  return {
    description: readText(row.descripcion)?.trim() ?? '',
    reference,
    dueDate: dueDate !== null && parseLocalDateTime(dueDate) !== null ? dueDate : null,
    amount: { total, currency: readText(valor?.moneda)?.trim() ?? pesos },
  };
}

// ---------------------------------------------------------------------------------------------
// POST getUrlPlaceToPay.

/** The request body, field by field in the spelling and order of the contract's `requestPayment`. */
export function paymentRequestDto(request: PaymentRequest) {
  return {
    tipoDocumento: request.payer.documentType,
    numeroDocumento: request.payer.documentNumber,
    pagos: request.payments.map((payment) => ({
      referencia: payment.reference,
      valor: { total: payment.amount.total, moneda: payment.amount.currency },
      descripcion: payment.description,
    })),
    userAgent: request.userAgent,
    ipClient: request.ipClient,
    paymentMethod: paymentMethodCodes[request.method],
  };
}

/**
 * `data.status`, `data.requestId`, `data.processUrl`, `data.paymentPending`; each field missing
 * from `data` is looked for at the top level, where a backend that mirrors them puts it. `status`
 * may be the text ('OK') or the provider's status object (`{status: 'OK', reason, message}`).
 */
export function readPaymentRequest(body: Wire<contract.PaymentRequestAnswer>): PaymentRequestAnswer {
  const data: Wire<contract.PaymentRequestFields> = asWire<contract.PaymentRequestFields>(body.data) ?? {};
  const field = (key: WireKeys<contract.PaymentRequestFields>): unknown => (data[key] ?? null) !== null ? data[key] : body[key];
  const status = field('status');
  const processUrl = readText(field('processUrl'));
  return {
    status: (readText(status) ?? readText(asWire<contract.ProviderStatus>(status)?.status))?.trim() ?? null,
    requestId: readIdentifier(field('requestId')),
    processUrl: processUrl?.trim() ?? null,
    paymentPending: readPaymentPending(field('paymentPending')),
  };
}

/**
 * `{cus, referencias}`: referencias a list of texts or numbers, or one text. Null, absent, false or
 * an empty shell (`{cus: null, referencias: []}`, what a serialised empty object gives) is no
 * payment pending. Any other value is a payment pending (never a reason to send the person to pay
 * again), read with what it has: the use case turns one without a CUS into the generic error.
 */
function readPaymentPending(value: unknown): PendingTransactionData | null {
  if (value === null || value === undefined || value === false) return null;
  const pending = asWire<contract.PaymentPending>(value);
  const referencias = pending?.referencias;
  const references = Array.isArray(referencias)
    ? referencias.flatMap((reference) => readIdentifier(reference) ?? [])
    : [readIdentifier(referencias)].flatMap((reference) => reference ?? []);
  const cus = readIdentifier(pending?.cus);
  const emptyShell = pending !== null && cus === null && references.length === 0 && isBlank(pending.cus) && isBlank(referencias);
  return emptyShell ? null : { cus, references };
}

/** Nothing sent: null, absent, '' or an empty list. */
function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

// ---------------------------------------------------------------------------------------------
// GET information: {error, data: {code, detail: {status, request, payment}}}.

/**
 * The whole answer: the `error` flag; from `data.detail` (or a top-level `detail`): the session's
 * `status.status`, the `request` and the `payment` attempts — a list as PlacetoPay sends it, or one
 * object. Entries that are not objects are dropped.
 */
export function readPaymentInformation(body: Wire<contract.PaymentInformationAnswer>): PaymentInformationAnswer {
  const data = asWire<WireField<contract.PaymentInformationAnswer, 'data'>>(body.data);
  const detail = asWire<contract.PaymentDetail>(data?.detail) ?? asWire<contract.PaymentDetail>(body.detail);
  const payment = detail?.payment;
  const entries = Array.isArray(payment) ? payment : payment === null || payment === undefined ? [] : [payment];
  return {
    error: body.error === true,
    sessionStatus: readText(asWire<contract.ProviderStatus>(detail?.status)?.status),
    request: readRequestRecord(detail?.request),
    payments: entries.flatMap((entry) => {
      const record = readPaymentRecord(entry);
      return record === null ? [] : [record];
    }),
  };
}

function readRequestRecord(value: unknown): PaymentRequestRecord | null {
  const request = asWire<contract.PaymentSessionRequest>(value);
  if (request === null) return null;
  const payment = asWire<SessionPayment>(request.payment);
  const buyer = asWire<WireField<contract.PaymentSessionRequest, 'buyer'>>(request.buyer);
  return {
    reference: readIdentifier(payment?.reference),
    description: readText(payment?.description),
    amount: readNumber(asWire<WireField<SessionPayment, 'amount'>>(payment?.amount)?.total),
    ipAddress: readText(request.ipAddress),
    buyerName: readText(buyer?.name),
    buyerSurname: readText(buyer?.surname),
  };
}

function readPaymentRecord(value: unknown): PaymentRecord | null {
  const payment = asWire<contract.PaymentAttempt>(value);
  if (payment === null) return null;
  const status = asWire<contract.ProviderStatus>(payment.status);
  return {
    status: readText(status?.status),
    date: readText(status?.date),
    amount: readNumber(asWire<WireField<AttemptAmount, 'from'>>(asWire<AttemptAmount>(payment.amount)?.from)?.total),
    paymentMethodName: readText(payment.paymentMethodName),
    issuerName: readText(payment.issuerName),
    authorization: readIdentifier(payment.authorization),
    receipt: readIdentifier(payment.receipt),
  };
}

// ---------------------------------------------------------------------------------------------
// GET consultarPreguntasFrecuentes: {responseCode, data}.

/** `data` as the base64 PDF, or `{name, binary}` as the certificates' files come. */
export function readFrequentQuestions(body: Wire<contract.FrequentQuestionsAnswer>): FrequentQuestionsAnswer {
  if (typeof body.data === 'string') return { binary: readText(body.data), name: null };
  const data = asWire<common.PdfData>(body.data);
  return { binary: readText(data?.binary), name: readText(data?.name) };
}

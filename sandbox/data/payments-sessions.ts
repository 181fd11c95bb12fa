import { TEST_ISSUER, type AttemptStatus, type SessionStatus, type TestCard } from './payments-test-cards';

/**
 * The pure pieces of a payment session (PlacetoPay's getRequestInformation model), cash's fixed
 * values, and the dates and amounts as the fund and the checkout write them. Shared by the API
 * handlers (sandbox/api/payments.handlers.ts), the state (sandbox/api/sandbox-state.ts) and the
 * checkout page (sandbox/server/checkout-page.ts).
 */

/** The correspondent agreement (convenio) for cash payments (docs/payments.md). */
export const CASH_AGREEMENT = '93282';

/** How long a cash reference (CUS) stays payable, and blocks another method: 6 hours (docs/payments.md). */
export const CASH_WINDOW_MS = 6 * 60 * 60 * 1000;

export interface SessionItem {
  readonly reference: string;
  readonly description: string;
  readonly total: number;
}

interface SessionBuyer {
  readonly name: string;
  readonly surname: string;
  readonly email: string;
  readonly document: string;
  readonly documentType: string;
}

/** A card payment attempted in the checkout (an entry of getRequestInformation's `payment`). */
interface PaymentAttempt {
  readonly status: AttemptStatus;
  readonly reason: string;
  readonly message: string;
  /** ISO instant. */
  readonly date: string;
  readonly internalReference: number;
  readonly paymentMethod: string;
  readonly paymentMethodName: string;
  readonly issuerName: string;
  /** Six digits when approved, '000000' otherwise (as PlacetoPay reports it). */
  readonly authorization: string;
  readonly receipt: string;
  /** The card's last four digits. */
  readonly lastDigits: string;
}

export interface SessionResult {
  readonly status: SessionStatus;
  readonly reason: string;
  readonly message: string;
  /** ISO instant. */
  readonly date: string;
  /** Null when the person cancelled. */
  readonly attempt: PaymentAttempt | null;
}

export interface PaymentSession {
  /** PlacetoPay request ids are integers. */
  readonly requestId: number;
  /** ISO instant. */
  readonly createdAt: string;
  /** 'card' goes through the checkout; 'cash' is paid at a correspondent with the CUS. */
  readonly method: 'card' | 'cash';
  /** Código único de seguimiento: what paymentPending shows and a correspondent asks for. */
  readonly cus: string;
  /** ISO instant: cash only, six hours after creation. */
  readonly expiresAt: string | null;
  readonly buyer: SessionBuyer;
  readonly items: readonly SessionItem[];
  readonly ipAddress: string;
  readonly userAgent: string;
  /** The portal's return address, absolute: `${origin}/pagos-en-linea`. */
  readonly returnUrl: string;
  /** Null until the checkout is completed or cancelled. */
  readonly result: SessionResult | null;
}

/** The session's single PlacetoPay reference: the fund's references, comma-separated. */
export function sessionReference(session: Pick<PaymentSession, 'items'>): string {
  return session.items.map((item) => item.reference).join(', ');
}

export function sessionDescription(session: Pick<PaymentSession, 'items'>): string {
  return session.items.map((item) => item.description).join('; ');
}

export function sessionTotal(session: Pick<PaymentSession, 'items'>): number {
  return session.items.reduce((sum, item) => sum + item.total, 0);
}

export function cusFor(requestId: number): string {
  return `26${String(requestId).padStart(8, '0')}`;
}

/** The result of paying a session with a test card (deterministic, from the request id). */
export function attemptWith(card: TestCard, requestId: number, typed: string, now: Date): SessionResult {
  const date = now.toISOString();
  const attempt: PaymentAttempt = {
    status: card.status,
    reason: card.reason,
    message: card.message,
    date,
    internalReference: requestId * 10 + 1,
    paymentMethod: card.paymentMethod,
    paymentMethodName: card.paymentMethodName,
    issuerName: TEST_ISSUER,
    authorization: card.status === 'APPROVED' ? String((requestId * 7919) % 1_000_000).padStart(6, '0') : '000000',
    receipt: `58${String(requestId).padStart(8, '0')}`,
    lastDigits: typed.replace(/[\s-]/g, '').slice(-4),
  };
  return { status: card.status, reason: card.reason, message: card.message, date, attempt };
}

export function cancelledResult(now: Date): SessionResult {
  return { status: 'cancel', reason: '?C', message: 'El usuario canceló el proceso de pago', date: now.toISOString(), attempt: null };
}

/** 'YYYY-MM-DD' of an instant in Bogotá (UTC-5 all year: Colombia has no daylight saving). */
export function bogotaDate(instant: Date): string {
  return new Date(instant.getTime() - 5 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** PlacetoPay's date format: '2026-11-24T17:39:35-05:00', Bogotá time. */
export function bogotaDateTime(iso: string): string {
  return `${new Date(new Date(iso).getTime() - 5 * 60 * 60 * 1000).toISOString().slice(0, 19)}-05:00`;
}

/** es-CO pesos without decimals: '$ 757.500'. */
export function formatPesos(total: number): string {
  return new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', minimumFractionDigits: 0, maximumFractionDigits: 0 })
    .format(total)
    .replace(/\u00a0/g, ' ');
}

import { attemptWith, cusFor, type PaymentSession, type SessionResult } from '../data/payments-sessions';
import { testCards } from '../data/payments-test-cards';
import { seededPayers, walkInPayer, type PayerIdentity, type SandboxPayer } from '../data/payments';
import { findBookingBuyer, type SandboxBookingBuyer } from '../data/bookings';
import { seededPersonas, type SandboxDocumentType, type SandboxPersona } from '../data/personas';
import { setSandboxReading } from './sandbox-reading';

/** The first request id a process hands out; seeded transactions sit below it. */
export const FIRST_REQUEST_ID = 100001;

/** What a getUrlPlaceToPay request led to (sandbox/api/payments.handlers.ts). */
export type PaymentRequestOutcome = 'checkout' | 'payment-pending' | 'cash' | 'no-email' | 'server-error' | 'invalid';

/** The last getUrlPlaceToPay request, as received, so tests can check the portal's payload. */
interface RecordedPaymentRequest {
  /** ISO instant. */
  readonly receivedAt: string;
  /** The parsed JSON body (null when it was not JSON). */
  readonly body: unknown;
  /** The HTTP status answered. */
  readonly status: number;
  readonly outcome: PaymentRequestOutcome;
}

/** What a create-request led to (sandbox/api/bookings.handlers.ts). */
export type BookingRequestOutcome = 'filed' | 'invalid' | 'server-error' | 'unexpected-code';

/** The last create-request, as received, so tests can check the portal's payload. */
interface RecordedBookingRequest {
  /** ISO instant. */
  readonly receivedAt: string;
  /** The parsed JSON body (null when it was not JSON), files and all. */
  readonly body: unknown;
  /** The HTTP status answered. */
  readonly status: number;
  readonly outcome: BookingRequestOutcome;
  /** The 400's reason; null otherwise. */
  readonly invalid: string | null;
}

/** A FOVIS certificate the person downloaded or had e-mailed: send-document registers both (sandbox/api/fovis.handlers.ts). */
interface RegisteredFovisDocument {
  /** ISO instant. */
  readonly receivedAt: string;
  readonly personaId: string;
  readonly certificateId: number;
  readonly fileName: string;
  readonly sendEmail: boolean;
  /** Where it was sent; null for a download, or when the person has no e-mail on record. */
  readonly mailedTo: string | null;
}

/**
 * The sandbox's memory for one process: what the fund's systems would have stored.
 * Handlers read and change it (a data update changes the person; a payment session opened by
 * the API and ended in the checkout changes what `consulta` lists; later issues add filed
 * requests...), so a flow sees its own effects.
 * Dev and preview keep it until the server stops; tests reset it after each test
 * (`resetSandbox()` in test/support/msw-server.ts) so no test sees another's changes.
 *
 * Records are frozen and replaced, never mutated: a handler can hand one out without a
 * caller being able to change the store behind its back.
 */
class SandboxState {
  private personas: readonly SandboxPersona[] = [];
  /** Payment sessions (card checkouts and cash references), in creation order. */
  private sessions: readonly PaymentSession[] = [];
  private nextRequestId = FIRST_REQUEST_ID;
  private lastRequest: RecordedPaymentRequest | null = null;
  private lastBooking: RecordedBookingRequest | null = null;
  private fovisRegistrations: readonly RegisteredFovisDocument[] = [];

  constructor() {
    this.reset();
  }

  /** Back to the seeded personas, dropping every change made since. */
  reset(now: Date = new Date()): void {
    this.personas = seededPersonas.map((persona) => deepFreeze(structuredClone(persona)));
    this.nextRequestId = FIRST_REQUEST_ID;
    this.lastRequest = null;
    this.lastBooking = null;
    this.fovisRegistrations = [];
    this.sessions = seededTransactions(now, (payer) => this.buyerOf(payer));
  }

  allPersonas(): readonly SandboxPersona[] {
    return this.personas;
  }

  findPersonaById(id: string): SandboxPersona | null {
    return this.personas.find((persona) => persona.id === id) ?? null;
  }

  findPersonaByDocument(documentType: string, documentNumber: string): SandboxPersona | null {
    const number = documentNumber.trim();
    return (
      this.personas.find(
        (persona) => persona.documentType === documentType.trim().toUpperCase() && persona.documentNumber === number,
      ) ?? null
    );
  }

  findPersonaByUsername(username: string): SandboxPersona | null {
    return this.personas.find((persona) => persona.username === username) ?? null;
  }

  /** Replaces a persona's record; returns the stored version, or null for an unknown id. */
  updatePersona(id: string, change: (current: SandboxPersona) => SandboxPersona): SandboxPersona | null {
    const current = this.findPersonaById(id);
    if (!current) return null;
    const next = deepFreeze(structuredClone({ ...change(current), id }));
    this.personas = this.personas.map((persona) => (persona.id === id ? next : persona));
    return next;
  }

  // --- Payments ---------------------------------------------------------------------------

  /** The payer for a document (sandbox/data/payments.ts), or null. */
  findPayerByDocument(documentType: string, documentNumber: string): SandboxPayer | null {
    const type = documentType.trim().toUpperCase();
    const number = documentNumber.trim();
    return seededPayers.find((payer) => payer.documentType === type && payer.documentNumber === number) ?? walkInPayer(type, number);
  }

  /** Who buys for a payer: its own identity, or the seeded persona's current record. */
  buyerOf(payer: SandboxPayer): PayerIdentity | null {
    if (payer.buyer) return payer.buyer;
    const persona = this.findPersonaByDocument(payer.documentType, payer.documentNumber);
    return persona ? { givenNames: persona.givenNames, familyNames: persona.familyNames, email: persona.email } : null;
  }

  paymentSessions(): readonly PaymentSession[] {
    return this.sessions;
  }

  findPaymentSession(requestId: number): PaymentSession | null {
    return this.sessions.find((session) => session.requestId === requestId) ?? null;
  }

  /** Stores a new session with the next request id and its CUS. */
  openPaymentSession(draft: Omit<PaymentSession, 'requestId' | 'cus' | 'result'>): PaymentSession {
    const requestId = this.nextRequestId;
    this.nextRequestId += 1;
    const session = deepFreeze(structuredClone({ ...draft, requestId, cus: cusFor(requestId), result: null }));
    this.sessions = [...this.sessions, session];
    return session;
  }

  /** Records how the checkout ended; null for an unknown session or one that already ended. */
  completePaymentSession(requestId: number, result: SessionResult): PaymentSession | null {
    const current = this.findPaymentSession(requestId);
    if (!current || current.result !== null || current.method !== 'card') return null;
    const next = deepFreeze(structuredClone({ ...current, result }));
    this.sessions = this.sessions.map((session) => (session.requestId === requestId ? next : session));
    return next;
  }

  /**
   * The person's transaction still waiting for money: a card payment left PENDING, or a cash
   * reference within its six hours. While there is one, no other payment can start.
   */
  activePendingTransaction(documentType: string, documentNumber: string, now: Date = new Date()): PaymentSession | null {
    return (
      this.sessions.find(
        (session) =>
          session.buyer.documentType === documentType &&
          session.buyer.document === documentNumber &&
          (session.result?.status === 'PENDING' ||
            (session.method === 'cash' && session.result === null && session.expiresAt !== null && now < new Date(session.expiresAt))),
      ) ?? null
    );
  }

  /** References the person has paid (an APPROVED session): `consulta` no longer lists them. */
  paidReferences(documentType: string, documentNumber: string): ReadonlySet<string> {
    return new Set(
      this.sessions
        .filter((s) => s.buyer.documentType === documentType && s.buyer.document === documentNumber && s.result?.status === 'APPROVED')
        .flatMap((s) => s.items.map((item) => item.reference)),
    );
  }

  recordPaymentRequest(record: RecordedPaymentRequest): void {
    this.lastRequest = deepFreeze(structuredClone(record));
  }

  lastPaymentRequest(): RecordedPaymentRequest | null {
    return this.lastRequest;
  }

  // --- Bookings -----------------------------------------------------------------------------

  /** The buyer for a document (sandbox/data/bookings.ts), or null. */
  findBookingBuyer(documentType: string, documentNumber: string): SandboxBookingBuyer | null {
    return findBookingBuyer(documentType, documentNumber);
  }

  recordBookingRequest(record: RecordedBookingRequest): void {
    // Frozen, not cloned: the body can be tens of MB of base64 and nothing else holds it.
    this.lastBooking = deepFreeze(record);
  }

  lastBookingRequest(): RecordedBookingRequest | null {
    return this.lastBooking;
  }

  // --- FOVIS --------------------------------------------------------------------------------

  registerFovisDocument(registration: RegisteredFovisDocument): void {
    this.fovisRegistrations = [...this.fovisRegistrations, deepFreeze(structuredClone(registration))];
  }

  /** Every send-document the fund accepted, oldest first. */
  registeredFovisDocuments(): readonly RegisteredFovisDocument[] {
    return this.fovisRegistrations;
  }
}

/**
 * The transactions payers hold from the start: for each 'existing-pending' payer, a card
 * payment left PENDING twenty minutes ago, numbered below {@link FIRST_REQUEST_ID}.
 */
function seededTransactions(now: Date, buyerOf: (payer: SandboxPayer) => PayerIdentity | null): PaymentSession[] {
  const pendingCard = testCards.find((card) => card.status === 'PENDING');
  let requestId = FIRST_REQUEST_ID;
  const sessions: PaymentSession[] = [];
  for (const payer of seededPayers) {
    const buyer = buyerOf(payer);
    if (payer.scenario !== 'existing-pending' || !buyer?.email || !pendingCard) continue;
    requestId -= 1;
    const covered = new Set(payer.pendingTransaction ?? []);
    const createdAt = new Date(now.getTime() - 20 * 60 * 1000);
    sessions.push(
      deepFreeze({
        requestId,
        createdAt: createdAt.toISOString(),
        method: 'card',
        cus: cusFor(requestId),
        expiresAt: null,
        buyer: {
          name: buyer.givenNames,
          surname: buyer.familyNames,
          email: buyer.email,
          document: payer.documentNumber,
          documentType: payer.documentType,
        },
        items: (payer.pending ?? [])
          .filter((seed) => covered.has(seed.referenciaPago))
          .map((seed) => ({ reference: seed.referenciaPago, description: seed.descripcion, total: seed.total })),
        ipAddress: '181.50.12.34',
        userAgent: 'Mozilla/5.0 (sandbox; transacción sembrada)',
        returnUrl: '/pagos-en-linea',
        result: attemptWith(pendingCard, requestId, pendingCard.number, new Date(createdAt.getTime() + 2 * 60 * 1000)),
      }),
    );
  }
  return sessions;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const nested of Object.values(value)) deepFreeze(nested);
    Object.freeze(value);
  }
  return value;
}

/** The one state of this process, shared by every handler (msw/node in tests, HTTP in dev/preview). */
export const sandboxState = new SandboxState();

/**
 * Back to the seeded personas and payers: no payment session but the seeded ones, no payment or
 * booking request recorded, no FOVIS document registered, and the `body` reading
 * (sandbox/api/sandbox-reading.ts).
 */
export function resetSandboxState(): void {
  sandboxState.reset();
  setSandboxReading('body');
}

export type { SandboxDocumentType, SandboxPersona };

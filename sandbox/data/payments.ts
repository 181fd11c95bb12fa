import { bogotaDate } from './payments-sessions';
import type { SandboxDocumentType } from './personas';

/**
 * The sandbox's payers for the online-payments flow (docs/payments.md): who owes the
 * fund what, and which outcome of the four `/api/pagos` calls each one reaches. The payments
 * API is anonymous (the person is the document typed), so a payer needs no password; a payer
 * whose `buyer` is null is a seeded persona of sandbox/data/personas.ts and buys with that
 * record's name and e-mail (a data update shows in the next payment). `docs/sandbox-answers.md` lists
 * them ('Payments, per persona'); keep that table in step with this file.
 *
 * The checkout's test cards are in payments-test-cards.ts and the payment sessions in
 * payments-sessions.ts. The data is invented.
 */

/** What the fund's API does for a payer, beyond answering from the data below. */
type PayerScenario =
  /** Pays normally: a card session (checkout) or cash (a CUS). */
  | 'normal'
  /** Holds a PENDING transaction from the start: getUrlPlaceToPay answers `paymentPending`. */
  | 'existing-pending'
  /** `consulta` answers HTTP 500. */
  | 'query-error'
  /** `consulta` lists the payments; `getUrlPlaceToPay` answers HTTP 500. */
  | 'create-error';

export interface PendingPaymentSeed {
  readonly referenciaPago: string;
  readonly descripcion: string;
  /** Integer pesos. */
  readonly total: number;
  /** The deadline counted from today in Bogotá, so the list never goes stale. */
  readonly dueInDays: number;
  /** 'date': `YYYY-MM-DD`; 'date-time': `YYYY-MM-DDT00:00:00` (both appear upstream). */
  readonly dueFormat: 'date' | 'date-time';
}

export interface PayerIdentity {
  readonly givenNames: string;
  readonly familyNames: string;
  /** Null: no registered e-mail, so getUrlPlaceToPay answers code '404'. */
  readonly email: string | null;
}

export interface SandboxPayer {
  readonly id: string;
  readonly documentType: SandboxDocumentType;
  readonly documentNumber: string;
  /** Null: the seeded persona with this document is the buyer (sandbox/data/personas.ts). */
  readonly buyer: PayerIdentity | null;
  /** Null: `pagos: null` (no pending payments); an empty list is answered as it is. */
  readonly pending: readonly PendingPaymentSeed[] | null;
  readonly scenario: PayerScenario;
  /**
   * For 'existing-pending': the references the seeded PENDING transaction covers (a subset of
   * `pending`).
   */
  readonly pendingTransaction?: readonly string[];
  /** One line for docs/sandbox-answers.md: what this payer reaches. */
  readonly situation: string;
}

export const seededPayers: readonly SandboxPayer[] = [
  {
    id: 'pagos-varios',
    documentType: 'CC',
    documentNumber: '1017234567',
    buyer: { givenNames: 'Ana Lucía', familyNames: 'Mejía Torres', email: 'ana.mejia@correo.example' },
    pending: [
      { referenciaPago: '2026110451', descripcion: 'Cuota de crédito social - noviembre', total: 185_000, dueInDays: 5, dueFormat: 'date' },
      { referenciaPago: '2026110452', descripcion: 'Matrícula curso de natación infantil', total: 120_000, dueInDays: 12, dueFormat: 'date-time' },
      { referenciaPago: '2026110453', descripcion: 'Reserva de cabaña en el centro recreacional', total: 452_500, dueInDays: 20, dueFormat: 'date' },
    ],
    scenario: 'normal',
    situation: 'Tres pagos pendientes: selección parcial y total, pago con tarjeta o en efectivo.',
  },
  {
    id: 'pago-unico',
    documentType: 'CC',
    documentNumber: '1017234568',
    buyer: { givenNames: 'Pedro Nel', familyNames: 'Castaño Ríos', email: 'pedro.castano@correo.example' },
    pending: [
      { referenciaPago: '2026110460', descripcion: 'Inscripción torneo de fútbol recreativo', total: 65_000, dueInDays: 3, dueFormat: 'date' },
    ],
    scenario: 'normal',
    situation: 'Exactamente un pago pendiente.',
  },
  {
    id: 'sin-pagos',
    documentType: 'CC',
    documentNumber: '1017234569',
    buyer: { givenNames: 'Gloria Patricia', familyNames: 'Arango Vélez', email: 'gloria.arango@correo.example' },
    pending: null,
    scenario: 'normal',
    situation: 'Sin pagos pendientes: `pagos: null`.',
  },
  {
    id: 'lista-vacia',
    documentType: 'CC',
    documentNumber: '1017234570',
    buyer: { givenNames: 'Hernán Darío', familyNames: 'Quintero Gil', email: 'hernan.quintero@correo.example' },
    pending: [],
    scenario: 'normal',
    situation: 'Sin pagos pendientes, como lista vacía: `pagos: []`.',
  },
  {
    id: 'pagos-sin-correo',
    documentType: 'CC',
    documentNumber: '1017234571',
    buyer: { givenNames: 'Marta Cecilia', familyNames: 'Londoño Roldán', email: null },
    pending: [
      { referenciaPago: '2026110470', descripcion: 'Cuota de crédito educativo - noviembre', total: 98_700, dueInDays: 7, dueFormat: 'date' },
    ],
    scenario: 'normal',
    situation: 'Un pago pendiente y ningún correo registrado: getUrlPlaceToPay responde código 404.',
  },
  {
    id: 'afiliado-sin-correo',
    documentType: 'CE',
    documentNumber: '4567123',
    // José Gregorio Hernández Rojas (sandbox/data/personas.ts): no e-mail on record.
    buyer: null,
    pending: [
      { referenciaPago: '2026110475', descripcion: 'Entrada al parque recreacional - grupo familiar', total: 42_000, dueInDays: 4, dueFormat: 'date' },
    ],
    scenario: 'normal',
    situation: 'La persona sembrada sin correo: getUrlPlaceToPay responde código 404 (hasta que una actualización de datos le registre uno).',
  },
  {
    id: 'transaccion-pendiente',
    documentType: 'CC',
    documentNumber: '1017234572',
    buyer: { givenNames: 'Jorge Iván', familyNames: 'Bedoya Marín', email: 'jorge.bedoya@correo.example' },
    pending: [
      { referenciaPago: '2026110480', descripcion: 'Cuota de afiliación al club de la caja', total: 230_000, dueInDays: 2, dueFormat: 'date' },
      { referenciaPago: '2026110481', descripcion: 'Curso de cocina saludable', total: 150_000, dueInDays: 15, dueFormat: 'date' },
    ],
    scenario: 'existing-pending',
    pendingTransaction: ['2026110480'],
    situation: 'Ya tiene una transacción PENDIENTE: getUrlPlaceToPay responde `paymentPending` con su CUS.',
  },
  {
    id: 'consulta-con-error',
    documentType: 'CC',
    documentNumber: '1017234573',
    buyer: { givenNames: 'Beatriz Elena', familyNames: 'Gaviria Soto', email: 'beatriz.gaviria@correo.example' },
    pending: [],
    scenario: 'query-error',
    situation: 'La consulta falla: HTTP 500.',
  },
  {
    id: 'pago-con-error',
    documentType: 'CC',
    documentNumber: '1017234574',
    buyer: { givenNames: 'Rubén Darío', familyNames: 'Montoya Cano', email: 'ruben.montoya@correo.example' },
    pending: [
      { referenciaPago: '2026110490', descripcion: 'Cuota de crédito de vivienda - noviembre', total: 310_000, dueInDays: 6, dueFormat: 'date' },
    ],
    scenario: 'create-error',
    situation: 'La consulta lista un pago; crear el pago falla: HTTP 500.',
  },
];

/**
 * Walk-in payers: any CC of ten digits starting with 3 owes one payment of its own (reference
 * `3` + the last nine digits). Browser tests run in parallel against one sandbox and paying
 * settles a reference for the whole process, so each test that pays takes a document of its own
 * from this range instead of sharing a seeded payer.
 */
export function walkInPayer(documentType: string, documentNumber: string): SandboxPayer | null {
  if (documentType !== 'CC' || !/^3\d{9}$/.test(documentNumber)) return null;
  return {
    id: `sin-cita-${documentNumber}`,
    documentType: 'CC',
    documentNumber,
    buyer: { givenNames: 'Cliente', familyNames: 'De Prueba', email: `cliente.${documentNumber}@correo.example` },
    pending: [
      { referenciaPago: `3${documentNumber.slice(1)}`, descripcion: 'Cuota de afiliación a programa recreativo', total: 98_000, dueInDays: 8, dueFormat: 'date' },
    ],
    scenario: 'normal',
    situation: 'Cualquier CC de diez dígitos que empiece por 3: un pago propio (pruebas en paralelo).',
  };
}

/** A seed's `fechaMaximaPago` as `consulta` answers it. */
export function dueDate(seed: PendingPaymentSeed, today: Date): string {
  const day = bogotaDate(new Date(today.getTime() + seed.dueInDays * 24 * 60 * 60 * 1000));
  return seed.dueFormat === 'date' ? day : `${day}T00:00:00`;
}

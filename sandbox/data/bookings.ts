import type { SandboxDocumentType } from './personas';

/**
 * The sandbox's buyers for rescheduling and refund requests (docs/bookings.md): who
 * bought what at the fund's recreation centres, and which outcome of customer-purchases and
 * create-request each one reaches. Both calls are anonymous (the buyer is the document typed),
 * so a buyer needs no password and is no persona. `docs/sandbox-answers.md` lists them ('Bookings, per
 * buyer'); keep that table in step with this file.
 *
 * Purchases are listed in the order the fund's API answers them, which on purpose is not by date:
 * the portal must sort them itself, newest first. Service names arrive in
 * whatever case the ticketing system stored (the portal capitalises them); process and status are
 * the words the fund shows. Each purchase's price is the sum of its people's service values.
 * Reservation dates are fixed (late 2026 and early 2027).
 * The data is invented.
 */

/** What the fund's API does for a buyer, beyond answering from the purchases below. */
type BookingBuyerScenario =
  /** The purchases are listed and requests are filed. */
  | 'normal'
  /** customer-purchases answers responseCode 404 (HTTP 200): a code only 202 could be mistaken for. */
  | 'query-unexpected-code'
  /** The purchases are listed; create-request answers HTTP 500 without any business field. */
  | 'request-server-error'
  /** The purchases are listed; create-request answers responseCode 409 (HTTP 200). */
  | 'request-unexpected-code';

interface BookingPersonSeed {
  readonly process: string;
  readonly status: string;
  readonly documentType: SandboxDocumentType;
  readonly documentNumber: string;
  /** Integer pesos. */
  readonly serviceValue: number;
}

export interface ReservationSeed {
  readonly serviceName: string;
  readonly reservationCode: string;
  /** 'YYYY-MM-DD HH:mm:ss', Bogotá time. */
  readonly reservationDate: string;
  /** Document numbers are unique within a reservation: a request names people by number only. */
  readonly people: readonly BookingPersonSeed[];
}

interface PurchaseSeed {
  /** 'YYYY-MM-DD HH:mm:ss' (a space separator, as the contract's `findCustomerPurchases` sends it), Bogotá time. */
  readonly purchaseDate: string;
  /** Integer pesos: the sum of the people's service values. */
  readonly purchasePrice: number;
  readonly reservations: readonly ReservationSeed[];
}

export interface SandboxBookingBuyer {
  readonly id: string;
  readonly documentType: SandboxDocumentType;
  readonly documentNumber: string;
  /** Empty: customer-purchases answers 202 (no purchases). */
  readonly purchases: readonly PurchaseSeed[];
  readonly scenario: BookingBuyerScenario;
  /** One line for docs/sandbox-answers.md: what this buyer reaches. */
  readonly situation: string;
}

const reserva = (status: string, documentType: SandboxDocumentType, documentNumber: string, serviceValue: number): BookingPersonSeed => ({
  process: 'Reserva',
  status,
  documentType,
  documentNumber,
  serviceValue,
});

export const seededBookingBuyers: readonly SandboxBookingBuyer[] = [
  {
    id: 'compras-varias',
    documentType: 'CC',
    documentNumber: '1020304101',
    purchases: [
      {
        purchaseDate: '2026-03-14 16:05:42',
        purchasePrice: 540_000,
        reservations: [
          {
            serviceName: 'cabaña familiar',
            reservationCode: 'RVA-2026-031401',
            reservationDate: '2026-12-20 15:00:00',
            people: [
              reserva('Confirmada', 'CC', '1020304101', 180_000),
              reserva('Confirmada', 'CC', '43876512', 180_000),
              reserva('Confirmada', 'TI', '1020987654', 120_000),
              reserva('Confirmada', 'RC', '1021456789', 60_000),
            ],
          },
        ],
      },
      {
        purchaseDate: '2026-10-28 09:12:07',
        purchasePrice: 690_000,
        reservations: [
          {
            serviceName: 'PISCINA ADULTOS',
            reservationCode: 'RVA-2026-102801',
            reservationDate: '2026-11-29 10:00:00',
            people: [reserva('Pagada', 'CC', '1020304101', 25_000), reserva('Pagada', 'CC', '43876512', 25_000)],
          },
          {
            serviceName: 'Hotel Tierra Caliente - habitación doble',
            reservationCode: 'RVA-2026-102802',
            reservationDate: '2027-01-08 14:00:00',
            people: [reserva('Confirmada', 'CC', '1020304101', 320_000), reserva('Confirmada', 'CC', '43876512', 320_000)],
          },
        ],
      },
      {
        purchaseDate: '2025-12-05 18:40:19',
        purchasePrice: 96_000,
        reservations: [
          {
            serviceName: 'PARQUE ACUÁTICO - PASAPORTE DÍA',
            reservationCode: 'RVA-2025-120501',
            reservationDate: '2026-12-30 08:00:00',
            // Bought for January 2026 and moved since: not every process is a plain booking.
            people: [
              { process: 'Reprogramación', status: 'Aprobada', documentType: 'CC', documentNumber: '1020304101', serviceValue: 48_000 },
              { process: 'Reprogramación', status: 'Aprobada', documentType: 'TI', documentNumber: '1020987654', serviceValue: 48_000 },
            ],
          },
        ],
      },
      {
        purchaseDate: '2026-07-19 11:30:00',
        purchasePrice: 175_000,
        reservations: [
          {
            serviceName: 'centro vacacional la montaña - camping',
            reservationCode: 'RVA-2026-071901',
            reservationDate: '2027-02-13 09:00:00',
            people: [
              reserva('Confirmada', 'CC', '1020304101', 70_000),
              reserva('Confirmada', 'CE', '612345', 70_000),
              reserva('Confirmada', 'RC', '1021456789', 35_000),
            ],
          },
        ],
      },
    ],
    scenario: 'normal',
    situation:
      'Cuatro compras en desorden (2026-03, 2026-10, 2025-12, 2026-07), una con dos reservas; una reserva de cuatro personas (CC, CC, TI, RC) y varias de dos o tres.',
  },
  {
    id: 'una-reserva',
    documentType: 'CE',
    documentNumber: '2030405',
    purchases: [
      {
        purchaseDate: '2026-11-20 08:47:15',
        purchasePrice: 18_000,
        reservations: [
          {
            serviceName: 'SENDERO ECOLÓGICO GUIADO',
            reservationCode: 'RVA-2026-112001',
            reservationDate: '2026-12-06 07:30:00',
            people: [reserva('Confirmada', 'CE', '2030405', 18_000)],
          },
        ],
      },
    ],
    scenario: 'normal',
    situation: 'Una compra con una reserva de una persona (el mismo comprador, con cédula de extranjería).',
  },
  {
    id: 'sin-compras',
    documentType: 'CC',
    documentNumber: '1020304102',
    purchases: [],
    scenario: 'normal',
    situation: 'Cliente de la caja sin compras: responseCode 202, como cualquier documento desconocido.',
  },
  {
    id: 'solicitud-con-error',
    documentType: 'CC',
    documentNumber: '1020304103',
    purchases: [
      {
        purchaseDate: '2026-11-10 19:02:55',
        purchasePrice: 160_000,
        reservations: [
          {
            serviceName: 'RESTAURANTE - CENA NAVIDEÑA',
            reservationCode: 'RVA-2026-111001',
            reservationDate: '2026-12-24 19:00:00',
            people: [reserva('Pagada', 'CC', '1020304103', 80_000), reserva('Pagada', 'CC', '52345678', 80_000)],
          },
        ],
      },
    ],
    scenario: 'request-server-error',
    situation: 'Las compras cargan; radicar la solicitud falla con HTTP 500 (sin código de negocio).',
  },
  {
    id: 'consulta-con-error',
    documentType: 'CC',
    documentNumber: '1020304104',
    purchases: [],
    scenario: 'query-unexpected-code',
    situation: 'La consulta de compras responde responseCode 404: ni compras ni 202, un error del sistema.',
  },
  {
    id: 'solicitud-rechazada',
    documentType: 'CC',
    documentNumber: '1020304105',
    purchases: [
      {
        purchaseDate: '2026-09-02 12:15:33',
        purchasePrice: 300_000,
        reservations: [
          {
            serviceName: 'Hotel Tierra Caliente - habitación sencilla',
            reservationCode: 'RVA-2026-090201',
            reservationDate: '2027-01-15 14:00:00',
            people: [reserva('Confirmada', 'CC', '1020304105', 300_000)],
          },
        ],
      },
    ],
    scenario: 'request-unexpected-code',
    situation: 'Las compras cargan; radicar la solicitud responde responseCode 409 (ya hay una en trámite).',
  },
];

/** The buyer with this document (type and number as typed: trimmed, type in capitals), or null. */
export function findBookingBuyer(documentType: string, documentNumber: string): SandboxBookingBuyer | null {
  const type = documentType.trim().toUpperCase();
  const number = documentNumber.trim();
  return seededBookingBuyers.find((buyer) => buyer.documentType === type && buyer.documentNumber === number) ?? null;
}

/** The buyer's reservation with this code, or null (a code is the buyer's only if it is in one of their purchases). */
export function findBuyerReservation(buyer: SandboxBookingBuyer, reservationCode: string): ReservationSeed | null {
  for (const purchase of buyer.purchases) {
    const found = purchase.reservations.find((reservation) => reservation.reservationCode === reservationCode);
    if (found) return found;
  }
  return null;
}

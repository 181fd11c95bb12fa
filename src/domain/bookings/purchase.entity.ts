import { newestFirst } from '@/domain/shared/dates.rules';
import { capitalizeFirst } from '@/domain/shared/names.rules';

/**
 * A buyer's purchases as the customer-purchases call describes them (docs/glossary.md: Purchase,
 * Reservation, Person). Process and status are shown as the fund sends them (a code or a word),
 * so they are kept as text.
 */
export interface BookingPerson {
  readonly process: string;
  readonly status: string;
  readonly documentType: string;
  readonly documentNumber: string;
  /** In pesos; null when the fund sent none. */
  readonly serviceValue: number | null;
}

export interface Reservation {
  /** Capitalised on reading: 'Piscina cubierta'. */
  readonly serviceName: string;
  readonly reservationCode: string;
  /** As sent: a date or a date-time ('2026-12-20 09:00:00'). */
  readonly reservationDate: string;
  readonly people: readonly BookingPerson[];
}

export interface Purchase {
  /** A date-time with a space separator: '2026-11-02 14:35:10'. */
  readonly purchaseDate: string;
  readonly purchasePrice: number;
  readonly reservations: readonly Reservation[];
}

/** Identifies a person inside one reservation (a person appears once per reservation). */
export function personKey(person: Pick<BookingPerson, 'documentType' | 'documentNumber'>): string {
  return `${person.documentType}:${person.documentNumber}`;
}

/** Newest purchase first; purchases whose date cannot be read go last, in the fund's order. */
export function sortPurchasesNewestFirst(purchases: readonly Purchase[]): readonly Purchase[] {
  return [...purchases].sort((a, b) => newestFirst(a.purchaseDate, b.purchaseDate));
}

/** 'PISCINA CUBIERTA' -> 'Piscina cubierta' (first letter capitalised). */
export function serviceNameOf(name: string): string {
  return capitalizeFirst(name);
}

/** The reservation with this code, looked up in every purchase. */
export function findReservation(purchases: readonly Purchase[], reservationCode: string): Reservation | null {
  for (const purchase of purchases) {
    const found = purchase.reservations.find((reservation) => reservation.reservationCode === reservationCode);
    if (found) return found;
  }
  return null;
}

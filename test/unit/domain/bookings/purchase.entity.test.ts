import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findReservation,
  personKey,
  serviceNameOf,
  sortPurchasesNewestFirst,
  type BookingPerson,
  type Purchase,
  type Reservation,
} from '@/domain/bookings/purchase.entity';

const person = (documentType: string, documentNumber: string): BookingPerson => ({
  process: '2',
  status: 'Activa',
  documentType,
  documentNumber,
  serviceValue: 25_000,
});

const reservation = (reservationCode: string, people: readonly BookingPerson[] = [person('CC', '1037600123')]): Reservation => ({
  serviceName: 'Piscina adultos',
  reservationCode,
  reservationDate: '2026-12-20 09:00:00',
  people,
});

const purchase = (purchaseDate: string, ...codes: string[]): Purchase => ({
  purchaseDate,
  purchasePrice: 50_000,
  reservations: codes.map((code) => reservation(code)),
});

const datesOf = (purchases: readonly Purchase[]) => purchases.map((p) => p.purchaseDate);

describe('sortPurchasesNewestFirst', () => {
  it('puts the newest purchase first, reading space-separated date-times to the second', () => {
    const sorted = sortPurchasesNewestFirst([
      purchase('2026-11-02 14:35:10'),
      purchase('2026-11-02 14:35:11'),
      purchase('2025-12-31 23:59:59'),
      purchase('2026-11-02 09:00:00'),
      purchase('2026-01-15 08:00:00'),
    ]);
    expect(datesOf(sorted)).toEqual([
      '2026-11-02 14:35:11',
      '2026-11-02 14:35:10',
      '2026-11-02 09:00:00',
      '2026-01-15 08:00:00',
      '2025-12-31 23:59:59',
    ]);
  });

  it('orders by date and time, not by the text (a later hour on an earlier day stays below)', () => {
    expect(datesOf(sortPurchasesNewestFirst([purchase('2026-03-01 23:00:00'), purchase('2026-03-02 01:00:00')]))).toEqual([
      '2026-03-02 01:00:00',
      '2026-03-01 23:00:00',
    ]);
  });

  it('puts unreadable dates last, in the fund’s order', () => {
    const sorted = sortPurchasesNewestFirst([
      purchase('sin fecha', 'A'),
      purchase('2026-01-01 10:00:00'),
      purchase('2026-02-30 10:00:00', 'B'),
      purchase('', 'C'),
      purchase('2026-05-01 10:00:00'),
      purchase('02/11/2026 14:35:10', 'D'),
    ]);
    expect(datesOf(sorted)).toEqual(['2026-05-01 10:00:00', '2026-01-01 10:00:00', 'sin fecha', '2026-02-30 10:00:00', '', '02/11/2026 14:35:10']);
    expect(sorted.slice(2).map((p) => p.reservations[0]?.reservationCode)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('keeps purchases of the same instant in the fund’s order (stable)', () => {
    const sorted = sortPurchasesNewestFirst([
      purchase('2026-11-02 14:35:10', 'first'),
      purchase('2026-10-01 10:00:00', 'older'),
      purchase('2026-11-02 14:35:10', 'second'),
      purchase('2026-11-02T14:35:10', 'third'),
    ]);
    expect(sorted.map((p) => p.reservations[0]?.reservationCode)).toEqual(['first', 'second', 'third', 'older']);
  });

  it('does not change the list it was given', () => {
    const given = [purchase('2025-01-01 00:00:00'), purchase('2026-01-01 00:00:00')];
    const sorted = sortPurchasesNewestFirst(given);
    expect(datesOf(given)).toEqual(['2025-01-01 00:00:00', '2026-01-01 00:00:00']);
    expect(sorted).not.toBe(given);
    expect(sortPurchasesNewestFirst([])).toEqual([]);
  });

  it('always gives the same purchases, every readable date before any unreadable one, newest first', () => {
    const dateText = fc.oneof(
      fc
        .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 19).replace('T', ' ')),
      fc.constantFrom('', 'sin fecha', '2026-13-01 00:00:00', '2026-02-29 10:00:00'),
    );
    fc.assert(
      fc.property(fc.array(dateText, { maxLength: 12 }), (dates) => {
        const given = dates.map((date, index) => purchase(date, String(index)));
        const sorted = sortPurchasesNewestFirst(given);
        expect([...sorted].sort((a, b) => Number(a.reservations[0]?.reservationCode) - Number(b.reservations[0]?.reservationCode))).toEqual(given);
        const readable = (text: string) => /^\d{4}-(0\d|1[0-2])-\d{2} /.test(text) && text !== '2026-02-29 10:00:00';
        const flags = sorted.map((p) => readable(p.purchaseDate));
        expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
        const readableDates = sorted.filter((p) => readable(p.purchaseDate)).map((p) => p.purchaseDate);
        expect(readableDates).toEqual([...readableDates].sort().reverse());
        const unreadableCodes = sorted.filter((p) => !readable(p.purchaseDate)).map((p) => Number(p.reservations[0]?.reservationCode));
        expect(unreadableCodes).toEqual([...unreadableCodes].sort((a, b) => a - b));
      }),
    );
  });
});

describe('serviceNameOf (first letter capitalised)', () => {
  it.each([
    ['PISCINA ADULTOS', 'Piscina adultos'],
    ['piscina cubierta', 'Piscina cubierta'],
    ['  ÉXITO   PARQUE  ', 'Éxito parque'],
    ['ÑANDÚ', 'Ñandú'],
    ['Piscina adultos', 'Piscina adultos'],
    ['', ''],
  ])('%j -> %j', (name, shown) => {
    expect(serviceNameOf(name)).toBe(shown);
  });
});

describe('findReservation', () => {
  const purchases = [purchase('2026-11-02 14:35:10', 'R-1', 'R-2'), purchase('2026-10-01 10:00:00', 'R-3')];

  it('finds a reservation in any purchase', () => {
    expect(findReservation(purchases, 'R-1')).toBe(purchases[0]?.reservations[0]);
    expect(findReservation(purchases, 'R-2')).toBe(purchases[0]?.reservations[1]);
    expect(findReservation(purchases, 'R-3')).toBe(purchases[1]?.reservations[0]);
  });

  it('gives null for a code no purchase holds', () => {
    expect(findReservation(purchases, 'R-4')).toBeNull();
    expect(findReservation(purchases, 'r-1')).toBeNull();
    expect(findReservation(purchases, '')).toBeNull();
    expect(findReservation([], 'R-1')).toBeNull();
  });
});

describe('personKey', () => {
  it('joins the document type and number', () => {
    expect(personKey(person('CC', '1037600123'))).toBe('CC:1037600123');
    expect(personKey({ documentType: 'TI', documentNumber: '1037600123' })).toBe('TI:1037600123');
  });

  it('tells apart the same number under another type', () => {
    expect(personKey(person('CC', '123456'))).not.toBe(personKey(person('TI', '123456')));
  });
});

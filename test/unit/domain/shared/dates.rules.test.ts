import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  compareLocalDateTimes,
  daysInMonth,
  formatDate,
  formatDateTime,
  formatPeriod,
  formatTime,
  localDateTimeOf,
  monthAbbreviation,
  newestFirst,
  parseLocalDateTime,
} from '@/domain/shared/dates.rules';

// Zones far apart on both sides of UTC, plus Colombia's own: a date text must read the same in all.
const zones = ['UTC', 'America/Bogota', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata'];
const originalZone = process.env.TZ;

function inZone<T>(zone: string, run: () => T): T {
  process.env.TZ = zone;
  try {
    return run();
  } finally {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  }
}

describe('formatDate from API texts', () => {
  it.each([
    ['2024-04-05', '05/04/2024'],
    ['2024-12-31', '31/12/2024'],
    ['2024-01-01', '01/01/2024'],
    ['2024-02-29', '29/02/2024'],
    ['2000-02-29', '29/02/2000'],
    ['2024-04-05 14:30:00', '05/04/2024'],
    ['2024-04-05 00:00:00', '05/04/2024'],
    ['2024-04-05 23:59:59', '05/04/2024'],
    ['2024-04-05T23:59:59', '05/04/2024'],
    ['2024-04-05 23:59', '05/04/2024'],
    ['2024-04-05 23:59:59.123', '05/04/2024'],
    ['  2024-04-05  ', '05/04/2024'],
    ['0099-03-01', '01/03/0099'],
  ])('%j -> %j', (text, expected) => {
    expect(formatDate(text)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    [null],
    [undefined],
    ['05/04/2024'],
    ['2024-4-5'],
    ['2024-04-5'],
    ['20240405'],
    ['2024-13-01'],
    ['2024-00-10'],
    ['2024-04-00'],
    ['2024-04-31'],
    ['2023-02-29'],
    ['1900-02-29'],
    ['0000-00-00 00:00:00'],
    ['0000-01-01'],
    ['2024-04-05 24:00:00'],
    ['2024-04-05 12:60:00'],
    ['2024-04-05 12:00:60'],
    ['2024-04-05 12'],
    ['2024-04-05Z'],
    ['2024-04-05 12:00:00 extra'],
    ['2024-04-05 12:00:00+99:00'],
    ['2024-04-05 12:00:00+05:99'],
    ['Invalid Date'],
    ['abril 5'],
  ])('returns null for %j, never "Invalid Date"', (text) => {
    expect(formatDate(text)).toBeNull();
    expect(formatDateTime(text)).toBeNull();
    expect(formatTime(text)).toBeNull();
  });

  it.each(zones)('does not shift the day in time zone %s', (zone) => {
    inZone(zone, () => {
      expect(formatDate('2024-04-05')).toBe('05/04/2024');
      expect(formatDate('2024-04-05 00:00:00')).toBe('05/04/2024');
      expect(formatDate('2024-12-31 23:59:59')).toBe('31/12/2024');
    });
  });

  it('property: any valid date text reads back as its own fields, whatever the zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        fc.boolean(),
        (instant, zone, withTime) => {
          // The ISO text of an instant in UTC is a valid wall-clock text with known fields.
          const iso = instant.toISOString();
          const text = withTime ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : iso.slice(0, 10);
          const [y, m, d] = iso.slice(0, 10).split('-');
          expect(inZone(zone, () => formatDate(text))).toBe(`${d}/${m}/${y}`);
          expect(inZone(zone, () => formatTime(text))).toBe(withTime ? iso.slice(11, 16) : null);
        },
      ),
    );
  });

  it('property: never returns "Invalid Date" or NaN for arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const result = formatDateTime(text);
        // null (no date there) or dd/mm/yyyy[ hh:mm]: never 'Invalid Date' or NaN.
        const readable = result === null || /^\d{2}\/\d{2}\/\d{4}( \d{2}:\d{2})?$/.test(result);
        expect(readable, `formatDateTime(${JSON.stringify(text)}) = ${String(result)}`).toBe(true);
      }),
    );
  });
});

describe('texts that name an instant (Z or offset) and Date values use the device zone', () => {
  beforeEach(() => {
    process.env.TZ = 'America/Bogota';
  });
  afterEach(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });

  it.each([
    ['2024-04-06T02:00:00Z', '05/04/2024 21:00'],
    ['2024-04-06T02:00:00z', '05/04/2024 21:00'],
    ['2024-04-06 02:00:00+00:00', '05/04/2024 21:00'],
    ['2024-04-05T21:00:00-05:00', '05/04/2024 21:00'],
    ['2024-04-05T21:00:00-0500', '05/04/2024 21:00'],
    ['2024-04-06T07:30:00+05:30', '05/04/2024 21:00'],
    ['2024-01-01T04:59:59Z', '31/12/2023 23:59'],
  ])('%j in Bogotá -> %j', (text, expected) => {
    expect(formatDateTime(text)).toBe(expected);
  });

  // Dates are built inside the test, once the zone is Bogotá.
  it.each([
    ['local midnight', () => new Date(2024, 3, 5), '05/04/2024', '00:00'],
    ['local end of day', () => new Date(2024, 3, 5, 23, 59, 59), '05/04/2024', '23:59'],
    ['02:00 UTC next day', () => new Date(Date.UTC(2024, 3, 6, 2, 0)), '05/04/2024', '21:00'],
  ])('Date at %s -> %s %s', (_label, makeDate, day, time) => {
    const date = makeDate();
    expect(formatDate(date)).toBe(day);
    expect(formatTime(date)).toBe(time);
    expect(formatDateTime(date)).toBe(`${day} ${time}`);
  });

  it('an invalid Date, or one outside years 1..9999, gives null', () => {
    expect(formatDate(new Date(NaN))).toBeNull();
    expect(formatDate(new Date('not a date'))).toBeNull();
    expect(localDateTimeOf(new Date(Date.UTC(10000, 0, 15)))).toBeNull();
    const yearZero = new Date(Date.UTC(2000, 5, 15));
    yearZero.setUTCFullYear(0);
    expect(formatDate(yearZero)).toBeNull();
  });
});

describe('formatTime and formatDateTime', () => {
  it.each([
    ['2024-04-05 14:30:00', '14:30', '05/04/2024 14:30'],
    ['2024-04-05 09:05', '09:05', '05/04/2024 09:05'],
    ['2024-04-05T00:00:59', '00:00', '05/04/2024 00:00'],
    ['2024-04-05', null, '05/04/2024'],
  ])('%j -> time %j, date-time %j', (text, time, dateTime) => {
    expect(formatTime(text)).toBe(time);
    expect(formatDateTime(text)).toBe(dateTime);
  });
});

describe('parseLocalDateTime', () => {
  it('reads the purchase date-time format field by field', () => {
    expect(parseLocalDateTime('2024-04-05 14:30:15')).toEqual({
      year: 2024,
      month: 4,
      day: 5,
      hour: 14,
      minute: 30,
      second: 15,
      hasTime: true,
    });
    expect(parseLocalDateTime('2024-04-05')).toEqual({
      year: 2024,
      month: 4,
      day: 5,
      hour: 0,
      minute: 0,
      second: 0,
      hasTime: false,
    });
  });
});

describe('daysInMonth', () => {
  it.each([
    [2024, 1, 31],
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2024, 4, 30],
    [2024, 6, 30],
    [2024, 9, 30],
    [2024, 11, 30],
    [2024, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it('property: agrees with the proleptic Gregorian calendar of Date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const lastDay = new Date(0);
        lastDay.setUTCFullYear(year, month, 0);
        expect(daysInMonth(year, month)).toBe(lastDay.getUTCDate());
      }),
    );
  });
});

describe('Spanish month abbreviations', () => {
  it('are ene feb mar abr may jun jul ago sep oct nov dic', () => {
    expect(Array.from({ length: 12 }, (_, i) => monthAbbreviation(i + 1))).toEqual([
      'ene',
      'feb',
      'mar',
      'abr',
      'may',
      'jun',
      'jul',
      'ago',
      'sep',
      'oct',
      'nov',
      'dic',
    ]);
  });

  it.each([[0], [13], [-1], [1.5], [NaN]])('month %d has none', (month) => {
    expect(monthAbbreviation(month)).toBeNull();
  });
});

describe('formatPeriod (monetary quota tables)', () => {
  it.each([
    ['2024-04', 'abr/2024'],
    ['2024-01', 'ene/2024'],
    ['2023-12', 'dic/2023'],
    ['2024-09', 'sep/2024'],
    [' 2024-05 ', 'may/2024'],
  ])('%j -> %j', (period, expected) => {
    expect(formatPeriod(period)).toBe(expected);
  });

  it.each([['2024-13'], ['2024-00'], ['2024-4'], ['24-04'], ['2024/04'], ['2024-04-01'], ['0000-04'], [''], [null], [undefined]])(
    '%j -> null',
    (period) => {
      expect(formatPeriod(period)).toBeNull();
    },
  );
});

describe('ordering', () => {
  it('compareLocalDateTimes orders by every field', () => {
    const base = parseLocalDateTime('2024-04-05 10:20:30');
    if (!base) throw new Error('fixture');
    for (const later of ['2025-01-01 00:00:00', '2024-05-01 00:00:00', '2024-04-06 00:00:00', '2024-04-05 11:00:00', '2024-04-05 10:21:00', '2024-04-05 10:20:31']) {
      const other = parseLocalDateTime(later);
      if (!other) throw new Error('fixture');
      expect(compareLocalDateTimes(base, other)).toBeLessThan(0);
      expect(compareLocalDateTimes(other, base)).toBeGreaterThan(0);
    }
    expect(compareLocalDateTimes(base, { ...base })).toBe(0);
  });

  it('newestFirst sorts purchases newest first, unreadable dates last in their original order', () => {
    const purchases = ['2023-01-01 10:00:00', 'sin fecha', '2024-04-05 09:00:00', null, '2024-04-05 18:30:00', '2024-04-05'];
    expect([...purchases].sort(newestFirst)).toEqual([
      '2024-04-05 18:30:00',
      '2024-04-05 09:00:00',
      '2024-04-05',
      '2023-01-01 10:00:00',
      'sin fecha',
      null,
    ]);
  });

  it('property: newestFirst is antisymmetric and agrees with the ISO text order for valid dates', () => {
    const validText = fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true })
      .map((d) => `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 19)}`);
    fc.assert(
      fc.property(validText, validText, (a, b) => {
        expect(Math.sign(newestFirst(a, b))).toBe(-Math.sign(newestFirst(b, a)) || 0);
        // Same-width digit texts order like their instants; newest first means b before a when b > a.
        expect(Math.sign(newestFirst(a, b))).toBe(b > a ? 1 : b < a ? -1 : 0);
      }),
    );
  });
});

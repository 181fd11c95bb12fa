/**
 * Dates as the portal shows them: day/month/year ('05/04/2024'), Spanish month abbreviations
 * ('abr') and quota periods ('abr/2024').
 *
 * Two kinds of input, two honest treatments:
 *   - Texts from the fund's API ('2024-04-05', '2024-04-05 14:30:00') are wall-clock values in the
 *     fund's own time. They are read field by field and shown exactly as written; no `Date` is
 *     built from them, because `new Date('2024-04-05')` means midnight UTC, which a browser in
 *     Colombia (UTC-5) shows as 4 April. If such a text does carry 'Z' or an offset, it names an
 *     instant, and is then treated like a `Date`.
 *   - A `Date` is an instant; it is shown in the device's time zone, which is what the person's
 *     own clock says.
 * Anything unreadable gives null (never 'Invalid Date', never NaN/NaN/NaN).
 */

/** Month 1-12. */
export interface LocalDateTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  /** False for a date-only text ('2024-04-05'): hour, minute and second are then 0 and not shown. */
  readonly hasTime: boolean;
}

const monthAbbreviations = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'] as const;
export type MonthAbbreviation = (typeof monthAbbreviations)[number];

// YYYY-MM-DD, optionally followed by ' ' or 'T' and HH:mm, optional :ss and fraction, optional zone.
const dateTimeText =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isValidDate(year: number, month: number, day: number): boolean {
  // Year 0000 is the "zero date" some databases emit for "no date"; it is not a real date here.
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The device-local reading of an instant; null for an invalid `Date` or one outside years
 * 1..9999, which dd/mm/yyyy cannot write.
 */
export function localDateTimeOf(date: Date): LocalDateTime | null {
  if (Number.isNaN(date.getTime())) return null;
  const year = date.getFullYear();
  if (year < 1 || year > 9999) return null;
  return {
    year,
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
    hasTime: true,
  };
}

/**
 * Reads 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss[.fff]]' or the same with 'T' (surrounding spaces
 * ignored). Without a zone the fields are taken as written; with 'Z' or '±HH:mm' the instant is
 * converted to the device's zone. Impossible dates and times (31 April, 24:00) give null.
 */
export function parseLocalDateTime(text: string | null | undefined): LocalDateTime | null {
  const match = dateTimeText.exec((text ?? '').trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h ?? 0);
  const minute = Number(mi ?? 0);
  const second = Number(s ?? 0);
  if (!isValidDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  if (zone === undefined) return { year, month, day, hour, minute, second, hasTime: h !== undefined };
  const offsetMinutes = parseOffsetMinutes(zone);
  if (offsetMinutes === null) return null;
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day);
  instant.setUTCHours(hour, minute - offsetMinutes, second, 0);
  return localDateTimeOf(instant);
}

function parseOffsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  if (hours > 23 || minutes > 59) return null;
  return sign * (hours * 60 + minutes);
}

function read(input: Date | string | null | undefined): LocalDateTime | null {
  if (input instanceof Date) return localDateTimeOf(input);
  return parseLocalDateTime(input);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const fourDigits = (value: number) => String(value).padStart(4, '0');

/** 'dd/mm/yyyy', or null when the input is not a readable date. */
export function formatDate(input: Date | string | null | undefined): string | null {
  const value = read(input);
  return value && `${twoDigits(value.day)}/${twoDigits(value.month)}/${fourDigits(value.year)}`;
}

/** 'HH:mm' on a 24-hour clock, or null when the input has no time of day (or is unreadable). */
export function formatTime(input: Date | string | null | undefined): string | null {
  const value = read(input);
  return value?.hasTime ? `${twoDigits(value.hour)}:${twoDigits(value.minute)}` : null;
}

/** 'dd/mm/yyyy HH:mm', or only 'dd/mm/yyyy' for a date without time; null when unreadable. */
export function formatDateTime(input: Date | string | null | undefined): string | null {
  const date = formatDate(input);
  const time = formatTime(input);
  return date && (time ? `${date} ${time}` : date);
}

/** 'ene' .. 'dic' for months 1..12; null for anything else. */
export function monthAbbreviation(month: number): MonthAbbreviation | null {
  return Number.isInteger(month) ? (monthAbbreviations[month - 1] ?? null) : null;
}

/**
 * A monetary-quota period key 'YYYY-MM' as the quota tables label it: 'abr/2024'.
 * Null for anything that is not a valid year and month.
 */
export function formatPeriod(period: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec((period ?? '').trim());
  if (!match) return null;
  const year = Number(match[1]);
  const abbreviation = monthAbbreviation(Number(match[2]));
  return year >= 1 && abbreviation ? `${abbreviation}/${fourDigits(year)}` : null;
}

/** Chronological order of two readings (negative when `a` is earlier). */
export function compareLocalDateTimes(a: LocalDateTime, b: LocalDateTime): number {
  return (
    a.year - b.year ||
    a.month - b.month ||
    a.day - b.day ||
    a.hour - b.hour ||
    a.minute - b.minute ||
    a.second - b.second
  );
}

/**
 * Comparator for `Array.prototype.sort` putting the newest date text first (purchases,
 * docs/bookings.md). Unreadable texts go last, keeping their relative order (sort is stable).
 */
export function newestFirst(a: string | null | undefined, b: string | null | undefined): number {
  const first = parseLocalDateTime(a);
  const second = parseLocalDateTime(b);
  if (first && second) return compareLocalDateTimes(second, first);
  if (first) return -1;
  if (second) return 1;
  return 0;
}

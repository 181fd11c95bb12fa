import type { OperationAnswers } from '@/infrastructure/api/shared/wire/operations.model';

/**
 * Readers for the JSON bodies the fund's API sends, shared by every gateway. The fund may leave
 * out any field or send it with another type: nothing here throws, what cannot be read is null,
 * and each gateway's own mapper decides which fields its port exposes.
 */

export type JsonObject = Readonly<Record<string, unknown>>;

/** A plain JSON object; arrays, null and every other value are not. */
export function asObject(value: unknown): JsonObject | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : null;
}

// ---------------------------------------------------------------------------------------------
// Bodies read by the contract's keys: `T` is a schema of docs/api/openapi.yaml, as generated into
// src/infrastructure/api/shared/wire by `npm run api:types`.

/** Every key of every object member of `T` (each branch of a `oneOf`/`anyOf`, each part of an `allOf`); lists and scalars have none. */
export type WireKeys<T> = T extends readonly unknown[] ? never : T extends object ? keyof T & string : never;

/**
 * A JSON object read as the schema `T`: a mapper may read only the keys the contract defines, and
 * every value stays `unknown`, read by the readers here as defensively as any other JSON.
 */
export type Wire<T> = { readonly [K in WireKeys<T>]?: unknown };

/**
 * The schema at key `K` of `T` (an object nested in another), from every member of `T` that
 * defines it; a member that leaves it untyped (a field the portal does not read) adds no keys.
 */
export type WireField<T, K extends WireKeys<T>> = T extends readonly unknown[]
  ? never
  : T extends object
    ? K extends keyof T
      ? unknown extends T[K]
        ? never
        : T[K]
      : never
    : never;

/** A plain JSON object read as the schema `T` (see {@link Wire}); arrays, null and every other value are not. */
export function asWire<T>(value: unknown): Wire<T> | null {
  return asObject(value) as Wire<T> | null;
}

/** Any operation's answer: the business code is read from the keys they share, whichever the call. */
export type AnyAnswer = OperationAnswers[keyof OperationAnswers];

/** A string with something in it; blank counts as missing (an empty e-mail or name shows nothing). */
export function readText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A finite number (an amount, a count); numeric strings, NaN and Infinity are not. */
export function readNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

// ---------------------------------------------------------------------------------------------
// The business code (ADR 0005): in the body, never the HTTP status alone.

/**
 * Where the business code is read first. Most calls: `code`, then `responseCode`, then
 * `data.code`. Calls whose contract states success as `responseCode 0` (for certificates: the
 * contract's `requestDownloadableCertificate`, `getBeneficiaries`, `requestAffiliationCard`) read
 * `responseCode` first, so a leftover `code` (an HTTP-like 200 some backends add) cannot hide it.
 * Calls that put their code inside `data` (`requestBeneficiaryCertificate`: `data` with code,
 * detail, description) read `data.code` first for the same reason.
 */
export type CodeOrder = 'code-first' | 'responseCode-first' | 'data-code-first';

/**
 * The business code as a number. The first candidate that is present (see
 * {@link carriesBusinessCode}) decides: an integer, or an integer written as a string ('0',
 * ' 422 '), is the code; anything else there ('OK', 1.5) makes the code null ('anything else'
 * for every outcome table) rather than letting a later field speak for a code the backend did
 * send. No code anywhere is null too.
 */
export function readBusinessCode(body: Wire<AnyAnswer>, order: CodeOrder): number | null {
  const present = codeCandidates(body, order).find(isPresent);
  if (typeof present === 'number') return Number.isInteger(present) ? present : null;
  if (typeof present === 'string') {
    const trimmed = present.trim();
    return /^[+-]?\d{1,15}$/.test(trimmed) ? Number(trimmed) : null;
  }
  return null;
}

/**
 * Whether the body carries a business code at all, readable or not, in any of its three places.
 * The HTTP layer asks this of a 5xx answer: with a code it is the backend's answer (FOVIS
 * answers "500" as an outcome), without one it is a server failure.
 */
export function carriesBusinessCode(body: Wire<AnyAnswer>): boolean {
  return codeCandidates(body, 'code-first').some(isPresent);
}

function codeCandidates(body: Wire<AnyAnswer>, order: CodeOrder): readonly unknown[] {
  const nested = asWire<WireField<AnyAnswer, 'data'>>(body.data)?.code;
  switch (order) {
    case 'code-first':
      return [body.code, body.responseCode, nested];
    case 'responseCode-first':
      return [body.responseCode, body.code, nested];
    case 'data-code-first':
      return [nested, body.code, body.responseCode];
  }
}

/** A finite number or a non-blank string: the backend sent something as the code. */
function isPresent(candidate: unknown): candidate is number | string {
  return (typeof candidate === 'number' && Number.isFinite(candidate)) || (typeof candidate === 'string' && candidate.trim() !== '');
}

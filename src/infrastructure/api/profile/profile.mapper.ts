import type { LocationListAnswer, UpdateUserAnswer, UpdateUserRequest, UserRecordAnswer } from '@/application/profile/profile-gateway.port';
import type { LocationLevel, LocationOption } from '@/domain/profile/location.entity';
import type { UserRecord } from '@/domain/profile/user-record.entity';
import type * as contract from '@/infrastructure/api/shared/wire/people.model';
import { asWire, readText, type Wire, type WireField } from '@/infrastructure/http/json-body.mapper';

/**
 * DTO decoding and encoding for the people API (the contract's `getUser`, `updateUser` and the
 * three location lists, `getStates`, `getCities`, `getNeighborhoods`), in the readings of ADR
 * 0015, each body read by its answer schema's keys (`Wire`). Nothing here throws; what cannot be
 * read is null (or '' for the record's texts, which the form then shows empty).
 */

/** The answer of any of the three location lists: each holds its level's key in `detail`. */
type LocationAnswer = contract.StatesAnswer | contract.CitiesAnswer | contract.NeighborhoodsAnswer;

/**
 * The widths of DANE's DIVIPOLA codes. A backend that stores codes as numbers sends 5 for
 * Antioquia and 5001 for Medellín; restoring the leading zeros keeps the selects matching the
 * lists, which always carry codes as text.
 */
const codeWidths: Readonly<Record<LocationLevel, number>> = { states: 2, cities: 5, neighborhoods: 10 };

/** A code the fund may send as text or as a number (then padded to its DANE width when it has one). */
function readCode(value: unknown, width?: number): string | null {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) return null;
    return width === undefined ? String(value) : String(value).padStart(width, '0');
  }
  return readText(value)?.trim() ?? null;
}

// ---------------------------------------------------------------------------------------------
// GET users/user: {code, data: {mobile, phone, email, country, state, city, neighborhood, address, sector, idSap}}.

/**
 * The record, `data` being the record itself or a list holding it alone (ADR 0015). Without an
 * idSap there is nothing to update by, so the record is unreadable.
 */
export function readUserRecord(body: Wire<contract.UserRecordAnswer>): UserRecordAnswer {
  const data = recordOf(body.data);
  const idSap = readCode(data?.idSap);
  if (data === null || idSap === null) return { record: null };
  const record: UserRecord = {
    idSap,
    mobile: readCode(data.mobile) ?? '',
    phone: readCode(data.phone) ?? '',
    email: readText(data.email)?.trim() ?? '',
    address: readText(data.address)?.trim() ?? '',
    country: readCode(data.country),
    state: readCode(data.state, codeWidths.states),
    city: readCode(data.city, codeWidths.cities),
    neighborhood: readCode(data.neighborhood, codeWidths.neighborhoods),
    sector: readText(data.sector)?.trim() ?? null,
  };
  return { record };
}

function recordOf(data: unknown): Wire<contract.UserRecord> | null {
  if (Array.isArray(data)) return data.length === 1 ? asWire<contract.UserRecord>(data[0]) : null;
  return asWire<contract.UserRecord>(data);
}

// ---------------------------------------------------------------------------------------------
// PUT users/{idSap}: {code, description}.

export function updateUserDto(request: UpdateUserRequest): Readonly<Record<string, unknown>> {
  return {
    documentType: request.documentType,
    documentNumber: request.documentNumber,
    mobile: request.mobile,
    phone: request.phone,
    email: request.email,
    country: request.country,
    state: request.state,
    city: request.city,
    neighborhood: request.neighborhood,
    sector: request.sector,
    address: request.address,
  };
}

export function readUpdateUser(body: Wire<contract.UpdateUserAnswer>): UpdateUserAnswer {
  return { description: readText(body.description)?.trim() ?? null };
}

// ---------------------------------------------------------------------------------------------
// GET locations/{level}: {code?, detail: {states | cities | neighborhoods: [{name, id, code}]}}.

/**
 * The options of one level, from `detail.<level>` as the fund names it or `detail` as the list
 * itself (ADR 0015). Absent (no `detail`, or no `detail.<level>`; null alike) is an empty list;
 * anything else that is not a list (`detail` a text or a number included), or a list with an
 * option the select could not show, is unreadable.
 */
export function readLocationList(level: LocationLevel): (body: Wire<LocationAnswer>) => LocationListAnswer {
  return (body) => {
    const list = listIn(body.detail, level);
    if (list === null || list === undefined) return { options: [] };
    if (!Array.isArray(list)) return { options: null };
    const options = list.map((entry, index) => readOption(entry, index, codeWidths[level]));
    return { options: options.every((option) => option !== null) ? (options as LocationOption[]) : null };
  };
}

/** `detail` itself when it is a list, absent or null; `detail.<level>` when it is an object; else `detail` (unreadable). */
function listIn(detail: unknown, level: LocationLevel): unknown {
  if (detail === null || detail === undefined || Array.isArray(detail)) return detail;
  const holder = asWire<WireField<LocationAnswer, 'detail'>>(detail);
  return holder === null ? detail : holder[level];
}

/** The option's id only keys it; one the fund left out is its position, never a reason to fail. */
function readOption(value: unknown, index: number, width: number): LocationOption | null {
  const option = asWire<contract.LocationOption>(value);
  const name = readText(option?.name)?.trim() ?? null;
  const code = readCode(option?.code, width);
  if (name === null || code === null) return null;
  return { name, code, id: readId(option?.id) ?? index + 1 };
}

function readId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  const text = readText(value)?.trim();
  return text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : null;
}

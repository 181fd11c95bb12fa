import type { UserRecord } from './user-record.entity';

/** One entry of a location select: name, id, code. */
export interface LocationOption {
  readonly name: string;
  readonly id: number;
  readonly code: string;
}

/** The level of a location list: the contract's `getStates`, `getCities`, `getNeighborhoods`. */
export type LocationLevel = 'states' | 'cities' | 'neighborhoods';

/** Colombia: the only country, fixed and disabled in the form (docs/profile.md). */
export const fixedCountry = Object.freeze({ code: 'CO', name: 'Colombia' });

/**
 * The default location codes (docs/profile.md, "Default location codes"), used when the person
 * has none; the names are the ones the lists give for them.
 */
export const defaultLocation = Object.freeze({
  country: 'CO',
  state: Object.freeze({ code: '05', name: 'Antioquia' }),
  city: Object.freeze({ code: '05001', name: 'Medellín' }),
  neighborhood: Object.freeze({ code: '0500109999', name: 'SIN IDENTIFICAR' }),
});

/**
 * The codes the form holds. A null city or neighborhood has not been chosen yet: the form takes
 * the first option of its list once loaded (as after changing the state or the city,
 * docs/profile.md), see `selectedOption`.
 */
export interface LocationSelection {
  readonly country: string;
  readonly state: string;
  readonly city: string | null;
  readonly neighborhood: string | null;
}

export const defaultLocationSelection: LocationSelection = Object.freeze({
  country: defaultLocation.country,
  state: defaultLocation.state.code,
  city: defaultLocation.city.code,
  neighborhood: defaultLocation.neighborhood.code,
});

const codeOrNull = (code: string | null): string | null => {
  const trimmed = code?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * Where the form starts (docs/profile.md). A record without a state has
 * no location: the defaults apply as a whole (05 Antioquia, 05001 Medellín, 0500109999 'SIN
 * IDENTIFICAR'), never a default city under the person's own state. A record with a state keeps
 * its codes down to the first one missing; those below it are taken from the first option of
 * their lists, as a state change does. The country is always CO, whatever the record says.
 */
export function initialLocation(record: Pick<UserRecord, 'state' | 'city' | 'neighborhood'>): LocationSelection {
  const state = codeOrNull(record.state);
  if (state === null) return defaultLocationSelection;
  const city = codeOrNull(record.city);
  const neighborhood = city === null ? null : codeOrNull(record.neighborhood);
  return { country: fixedCountry.code, state, city, neighborhood };
}

/**
 * The option a select shows for a code: the one with that code, else the first of the list (a
 * code that is not in the list, such as a city outside its state, or none chosen yet); null for
 * an empty list ('No se encontraron resultados').
 */
export function selectedOption(options: readonly LocationOption[], code: string | null): LocationOption | null {
  return options.find((option) => option.code === code) ?? options[0] ?? null;
}

/** Changing the state empties the city and neighborhood: their lists reload and take their first option. */
export function changeState(location: LocationSelection, state: string): LocationSelection {
  if (state === location.state) return location;
  return { ...location, state, city: null, neighborhood: null };
}

/** Changing the city empties the neighborhood: its list reloads and takes its first option. */
export function changeCity(location: LocationSelection, city: string): LocationSelection {
  if (city === location.city) return location;
  return { ...location, city, neighborhood: null };
}

export function changeNeighborhood(location: LocationSelection, neighborhood: string): LocationSelection {
  return { ...location, neighborhood };
}

/** The four codes of a location the update call can carry, or null while one is missing. */
export interface LocationCodes {
  readonly country: string;
  readonly state: string;
  readonly city: string;
  readonly neighborhood: string;
}

export function completeLocation(location: LocationSelection): LocationCodes | null {
  const country = codeOrNull(location.country);
  const state = codeOrNull(location.state);
  const city = codeOrNull(location.city);
  const neighborhood = codeOrNull(location.neighborhood);
  if (country === null || state === null || city === null || neighborhood === null) return null;
  return { country, state, city, neighborhood };
}

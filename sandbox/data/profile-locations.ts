import divipola from './profile-divipola.json';

/**
 * Colombia's departments and municipalities (DANE DIVIPOLA, copied into the repository
 * so the sandbox works offline) plus a small invented list of neighbourhoods per
 * municipality: DANE publishes no neighbourhood codes, and the data-update form only needs
 * a plausible, stable list with the form's default 'SIN IDENTIFICAR' entry (docs/profile.md).
 */

export interface LocationOption {
  readonly id: number;
  readonly code: string;
  readonly name: string;
}

interface DivipolaMunicipality {
  readonly code: string;
  readonly name: string;
  readonly departmentCode: string;
}

const departments: readonly { code: string; name: string }[] = divipola.departments;
const municipalities: readonly DivipolaMunicipality[] = divipola.municipalities;

/** Suffix of the data update's default neighbourhood (0500109999 'SIN IDENTIFICAR' for Medellín). */
const UNIDENTIFIED_NEIGHBORHOOD_SUFFIX = '09999';
const UNIDENTIFIED_NEIGHBORHOOD_NAME = 'SIN IDENTIFICAR';

// A few real neighbourhoods where people are most likely to look; any other municipality
// gets a deterministic pick from the generic pool below.
const knownNeighborhoods: Readonly<Record<string, readonly string[]>> = {
  '05001': ['El Poblado', 'Laureles', 'Belén', 'Robledo', 'Buenos Aires'],
  '11001': ['Chapinero', 'Teusaquillo', 'Usaquén', 'Kennedy Central', 'La Candelaria'],
};
const genericNeighborhoods: readonly string[] = [
  'Centro', 'San José', 'El Carmen', 'La Esperanza', 'Santa Fe', 'El Prado', 'La Floresta',
  'San Antonio', 'Villa del Rosario', 'Las Brisas', 'El Recreo', 'La Aurora', 'Los Almendros',
  'San Francisco', 'Obrero', 'Jardín',
];
const NEIGHBORHOODS_PER_CITY = 5;

// Options carry a numeric id besides the code (option shape: name, id, code); the code read
// as a number is unique within each list and stable across runs.
const toOption = (code: string, name: string): LocationOption => ({ id: Number.parseInt(code, 10), code, name });

export function statesOf(countryCode: string): LocationOption[] {
  if (countryCode !== 'CO') return [];
  return departments.map((department) => toOption(department.code, department.name));
}

export function citiesOf(stateCode: string): LocationOption[] {
  return municipalities
    .filter((municipality) => municipality.departmentCode === stateCode)
    .map((municipality) => toOption(municipality.code, municipality.name));
}

export function neighborhoodsOf(cityCode: string): LocationOption[] {
  if (!municipalities.some((municipality) => municipality.code === cityCode)) return [];
  const names = knownNeighborhoods[cityCode] ?? pickGeneric(cityCode);
  // 'SIN IDENTIFICAR' first: the form selects the first entry after a city change, and the
  // neutral value is the right default for someone who has not chosen yet.
  return [
    toOption(`${cityCode}${UNIDENTIFIED_NEIGHBORHOOD_SUFFIX}`, UNIDENTIFIED_NEIGHBORHOOD_NAME),
    ...names.map((name, index) => toOption(`${cityCode}${String(index + 1).padStart(5, '0')}`, name)),
  ];
}

function pickGeneric(cityCode: string): string[] {
  const start = Number.parseInt(cityCode, 10) % genericNeighborhoods.length;
  return Array.from(
    { length: NEIGHBORHOODS_PER_CITY },
    (_, index) => genericNeighborhoods[(start + index * 3) % genericNeighborhoods.length] ?? 'Centro',
  );
}

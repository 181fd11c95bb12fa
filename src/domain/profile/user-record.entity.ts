/**
 * The signed-in person's record as GET /api/v1/manage/people/users/user gives it (the contract's `getUser`,
 * "User record from server"). Texts the fund left out are '' (the form shows them empty); location
 * codes and the sector it left out are null, and the form falls back to the defaults
 * (`initialLocation`, `sectorOf`). `idSap` is the fund's id of the person, kept for the update call
 * (PUT .../users/{idSap}); a record without one cannot be updated, so the adapter reads it as none.
 */
export interface UserRecord {
  readonly idSap: string;
  readonly mobile: string;
  readonly phone: string;
  readonly email: string;
  readonly address: string;
  readonly country: string | null;
  readonly state: string | null;
  readonly city: string | null;
  readonly neighborhood: string | null;
  readonly sector: string | null;
}

/** Where the person lives (docs/profile.md, Data update form): U urbano, R rural. */
export type Sector = 'U' | 'R';

export const sectors: readonly Sector[] = Object.freeze(['U', 'R']);

/** The sector when the record has none. */
export const defaultSector: Sector = 'U';

export function isSector(value: unknown): value is Sector {
  return typeof value === 'string' && (sectors as readonly string[]).includes(value);
}

/** The record's sector ('u', ' R ' read as the fund may spell them); anything else is the default. */
export function sectorOf(value: string | null | undefined): Sector {
  const sector = value?.trim().toUpperCase();
  return isSector(sector) ? sector : defaultSector;
}

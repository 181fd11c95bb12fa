import type { LocationSelection } from './location.entity';
import type { PersonalDataValues } from './personal-data.form';
import type { SessionOwner } from '@/domain/shared/session/session-owner.rules';
import { isSector } from './user-record.entity';

/**
 * What the person has typed in the data-update form and not saved yet, kept in the tab so a
 * reload brings it back (session storage, deleted on save and on sign-out). It is
 * personal data (ADR 0010): it belongs to one tab and one signed-in person, and is never brought
 * back to anyone else. The privacy-policy box is not kept: it is checked again for what is saved.
 */
export interface PersonalDataDraft {
  /** The signed-in person's own document when the draft was written. */
  readonly owner: SessionOwner;
  /** The record the form was filled from. */
  readonly idSap: string;
  readonly values: PersonalDataValues;
  readonly location: LocationSelection;
}

/** A draft is brought back only to the person it was written for, under the same record. */
export function isDraftFor(draft: PersonalDataDraft, owner: SessionOwner, idSap: string): boolean {
  return draft.owner.documentType === owner.documentType && draft.owner.documentNumber === owner.documentNumber && draft.idSap === idSap;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** A stored draft read back (it may be from an older build, or tampered with); null when it is not one. */
export function readPersonalDataDraft(stored: unknown): PersonalDataDraft | null {
  if (!isRecord(stored) || !isText(stored.idSap)) return null;
  const { owner, values, location } = stored;
  if (!isRecord(owner) || !isText(owner.documentType) || !isText(owner.documentNumber)) return null;
  if (!isRecord(values) || !isRecord(location)) return null;
  const { cellphoneNumber, phoneNumber, email, confirmEmail, address, sector } = values;
  if (![cellphoneNumber, phoneNumber, email, confirmEmail, address].every(isText) || !isSector(sector)) return null;
  if (!isText(location.country) || !isText(location.state) || !isTextOrNull(location.city) || !isTextOrNull(location.neighborhood)) {
    return null;
  }
  return {
    owner: { documentType: owner.documentType, documentNumber: owner.documentNumber },
    idSap: stored.idSap,
    values: {
      cellphoneNumber: cellphoneNumber as string,
      phoneNumber: phoneNumber as string,
      email: email as string,
      confirmEmail: confirmEmail as string,
      address: address as string,
      sector,
    },
    location: { country: location.country, state: location.state, city: location.city, neighborhood: location.neighborhood },
  };
}

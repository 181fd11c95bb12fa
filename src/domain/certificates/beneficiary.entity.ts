/**
 * A beneficiary of the signed-in affiliate (docs/glossary.md, 'Beneficiary'), as the fund lists
 * them for the death, school and affiliation-card certificates. `namePerson` arrives in the
 * fund's upper case; presentation title-cases it (`toTitleCase`).
 */
export interface Beneficiary {
  readonly namePerson: string;
  readonly documentType: string;
  readonly documentNumber: string;
}

/** A person named by document only (`optionalPersons` of the downloadable-certificate call). */
export interface PersonDocument {
  readonly documentType: string;
  readonly documentNumber: string;
}

/**
 * One beneficiary's identity in a list or a selection (the key of a row, of a radio's value, of
 * a chosen person): the fund names people by document, never by name.
 */
export const beneficiaryKey = (beneficiary: Beneficiary): string => `${beneficiary.documentType}:${beneficiary.documentNumber}`;

/**
 * A beneficiary of the signed-in affiliate (spec section 3, 'Beneficiary'), as the fund lists
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

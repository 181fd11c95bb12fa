/**
 * What the fund's answers to the two certificate uploads lead to (spec sections 4 and 8).
 * Both calls answer `{code, data, message}`; only code 200 is a success. The spec names no
 * other code, so every other one (a 422 rejection, a missing code) is a failure; the flows
 * differ in how they show it (the death certificate has its own error step, the school upload
 * the generic 'Error del sistema' modal).
 */
export type CertificateUploadOutcome = 'uploaded' | 'notUploaded';

/** POST certificates/defunction (c09): 200 -> success (step 2); anything else -> error (step 3). */
export const deathCertificatesOutcomes: Readonly<Record<number, CertificateUploadOutcome>> = Object.freeze({
  200: 'uploaded',
});

/** POST upload/certificateSchool (c05): 200 -> success (step 10); anything else -> system error. */
export const schoolCertificateUploadOutcomes: Readonly<Record<number, CertificateUploadOutcome>> = Object.freeze({
  200: 'uploaded',
});

const outcomeIn =
  (table: Readonly<Record<number, CertificateUploadOutcome>>) =>
  (code: number | null): CertificateUploadOutcome =>
    (code === null ? undefined : table[code]) ?? 'notUploaded';

export const deathCertificatesOutcome = outcomeIn(deathCertificatesOutcomes);

export const schoolCertificateUploadOutcome = outcomeIn(schoolCertificateUploadOutcomes);

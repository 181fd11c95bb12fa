import { outcomeTable } from '@/domain/shared/outcome-table.rules';

/**
 * What the fund's answers to the two certificate uploads lead to (docs/certificates.md).
 * Both calls answer `{code, data, message}`; only code 200 is a success. The contract names no
 * other code, so every other one (a 422 rejection, a missing code) is a failure; the flows
 * differ in how they show it (the death certificate has its own error step, the school upload
 * the generic 'Error del sistema' modal).
 */

/** POST certificates/defunction (c09): 200 -> success (step 2); anything else -> error (step 3). */
export const deathCertificatesOutcomes = outcomeTable<'uploaded', 'notUploaded'>({ 200: 'uploaded' }, 'notUploaded');

export const deathCertificatesOutcome = (code: number | null) => deathCertificatesOutcomes.outcomeOf(code);

/** POST upload/certificateSchool (c05): 200 -> success (step 10); anything else -> system error. */
export const schoolCertificateUploadOutcomes = outcomeTable<'uploaded', 'notUploaded'>({ 200: 'uploaded' }, 'notUploaded');

export const schoolCertificateUploadOutcome = (code: number | null) => schoolCertificateUploadOutcomes.outcomeOf(code);

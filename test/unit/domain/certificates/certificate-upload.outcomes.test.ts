import { describe, expect, it } from 'vitest';
import { deathCertificatesOutcomes, deathCertificatesOutcome, schoolCertificateUploadOutcomes, schoolCertificateUploadOutcome } from '@/domain/certificates/certificate-upload.outcomes';

const rows = [
  [200, 'uploaded'],
  [0, 'notUploaded'],
  [1, 'notUploaded'],
  [201, 'notUploaded'],
  [422, 'notUploaded'],
  [500, 'notUploaded'],
  [null, 'notUploaded'],
] as const;

describe('certificate upload outcomes (`sendDeathCertificates`, `uploadSchoolCertificate`: only code 200 is a success)', () => {
  it.each([
    ['death certificates (defunction)', deathCertificatesOutcomes],
    ['school certificate upload', schoolCertificateUploadOutcomes],
  ])('%s: the table holds exactly the contract’s row; any other code is notUploaded', (_, table) => {
    expect(table.rows).toEqual({ 200: 'uploaded' });
    expect(table.otherwise).toBe('notUploaded');
  });

  it.each(rows)('death certificates (defunction): code %s -> %s', (code, outcome) => {
    expect(deathCertificatesOutcomes.outcomeOf(code)).toBe(outcome);
    expect(deathCertificatesOutcome(code)).toBe(outcome);
  });

  it.each(rows)('school certificate upload: code %s -> %s', (code, outcome) => {
    expect(schoolCertificateUploadOutcomes.outcomeOf(code)).toBe(outcome);
    expect(schoolCertificateUploadOutcome(code)).toBe(outcome);
  });
});

/**
 * TEMPORARY COPY (issue 15) of `certificateFileName` in `src/domain/certificates/certificate-file-name.rules.ts`,
 * the spec's one rule for a downloaded certificate's name (section 3, 'Generated certificate'): the
 * name lowercased, spaces turned to hyphens, commas removed, '.pdf' appended, with the decisions
 * documented there. A feature may not import another (lint, ADR 0001), so until that rule moves to
 * `src/domain/shared/files/`, FOVIS keeps this copy; `test/unit/domain/fovis/fovis-certificate-file-name.rules.test.ts`
 * proves both give the same name for every case. When the rule moves, delete this file and import
 * the shared one.
 */
export function fovisCertificateFileName(certificateName: string | null | undefined): string {
  const base = (certificateName ?? '')
    .normalize('NFC')
    .toLocaleLowerCase('es-CO')
    .replace(/\s+/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[,\\/:*?"<>|\u0000-\u001F\u007F-\u009F]/g, '')
    .trim()
    .replace(/ +/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/\.pdf$/, '')
    .replace(/-+$/, '');
  return `${base || 'certificado'}.pdf`;
}

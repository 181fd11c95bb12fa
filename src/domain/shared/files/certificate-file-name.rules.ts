/**
 * The name a downloaded certificate is saved under (docs/certificates.md, "Generated certificate"):
 * the certificate's name lowercased, spaces turned to hyphens, commas removed, '.pdf' appended.
 * 'Certificado de afiliación, trabajador' -> 'certificado-de-afiliación-trabajador.pdf'.
 *
 * Decisions the feature's doc leaves open:
 *   - a run of white space becomes one hyphen, and runs of hyphens collapse into one, so
 *     'Certificado  -  FOVIS' gives 'certificado-fovis.pdf', not 'certificado-----fovis.pdf';
 *     hyphens at either end are dropped;
 *   - characters that Windows or macOS refuse in file names (\ / : * ? " < > | and control
 *     characters) are removed, so the browser does not replace them with its own choice;
 *   - accents stay ('afiliación'): every current system saves them, and they are part of the name;
 *   - a name already ending in '.pdf' does not get a second extension;
 *   - a name left empty becomes 'certificado.pdf', so the download never has a bare extension.
 */
export function certificateFileName(certificateName: string | null | undefined): string {
  const base = (certificateName ?? '')
    .normalize('NFC')
    .toLocaleLowerCase('es-CO')
    // White space first: tabs and new lines are control characters, and must become hyphens too.
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

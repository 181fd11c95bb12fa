import { describe, expect, it } from 'vitest';
// The shared rule lives in the certificates feature until it moves to src/domain/shared (issue 15):
// this test keeps FOVIS's temporary copy identical to it.
import { certificateFileName } from '@/domain/certificates/certificate-file-name.rules';
import { fovisCertificateFileName } from '@/domain/fovis/fovis-certificate-file-name.rules';

const names = [
  'Certificado de postulación',
  'Certificado de no postulación',
  'Certificado de desistimiento de ahorro, cesantías',
  'CERTIFICADO MI CASA YA',
  'Certificado  -  FOVIS',
  'Certificado: subsidio/pagado?',
  'Certificado\tde\nvivienda',
  'certificado.pdf',
  ' - ',
  '',
  null,
  undefined,
];

describe('FOVIS certificate file name (spec section 3, the rule of Generated certificate)', () => {
  it.each([
    ['Certificado de postulación', 'certificado-de-postulación.pdf'],
    ['Certificado de desistimiento de ahorro, cesantías', 'certificado-de-desistimiento-de-ahorro-cesantías.pdf'],
    ['CERTIFICADO MI CASA YA', 'certificado-mi-casa-ya.pdf'],
    ['', 'certificado.pdf'],
  ])('%j -> %j', (name, fileName) => {
    expect(fovisCertificateFileName(name)).toBe(fileName);
  });

  it.each(names.map((name) => [name]))('gives the certificates rule\u2019s name for %j', (name) => {
    expect(fovisCertificateFileName(name)).toBe(certificateFileName(name));
  });
});

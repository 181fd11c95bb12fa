import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { certificateFileName } from '@/domain/shared/files/certificate-file-name.rules';
import { anyCodePointText } from '@test/support/arbitraries';

describe('certificateFileName', () => {
  it.each([
    ['Certificado de afiliación, trabajador', 'certificado-de-afiliación-trabajador.pdf'],
    ['Certificado FOSFEC', 'certificado-fosfec.pdf'],
    ['CERTIFICADO DE AFILIACIÓN CON BENEFICIARIOS', 'certificado-de-afiliación-con-beneficiarios.pdf'],
    ['Certificado  de   afiliación', 'certificado-de-afiliación.pdf'],
    ['  Certificado escolar  ', 'certificado-escolar.pdf'],
    ['Certificado\tde\nrenta', 'certificado-de-renta.pdf'],
    ['Certificado\u00A0de renta', 'certificado-de-renta.pdf'],
    ['Certificado - FOVIS', 'certificado-fovis.pdf'],
    ['Certificado , cuota , monetaria', 'certificado-cuota-monetaria.pdf'],
    ['Ahorro,cesantías', 'ahorrocesantías.pdf'],
    ['Renta 2023/2024: "Anual"?', 'renta-20232024-anual.pdf'],
    ['a<b>c|d*e\\f', 'abcdef.pdf'],
    ['Tarjeta\u0000de\u001Fafiliación', 'tarjetadeafiliación.pdf'],
    ['Certificado.pdf', 'certificado.pdf'],
    ['Certificado.PDF', 'certificado.pdf'],
    ['Certificado .pdf', 'certificado.pdf'],
    ['Subsidio pagado', 'subsidio-pagado.pdf'],
    ['Mi Casa Ya', 'mi-casa-ya.pdf'],
    ['-Certificado-', 'certificado.pdf'],
    ['', 'certificado.pdf'],
    [' , ', 'certificado.pdf'],
    ['.pdf', 'certificado.pdf'],
    [null, 'certificado.pdf'],
    [undefined, 'certificado.pdf'],
  ])('%j -> %j', (name, expected) => {
    expect(certificateFileName(name)).toBe(expected);
  });

  it('property: lower case, no spaces, commas or unsafe characters, one .pdf, idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 40 }), anyCodePointText(40)), (name) => {
        const fileName = certificateFileName(name);
        expect(fileName).toMatch(/\.pdf$/);
        // eslint-disable-next-line no-control-regex -- asserting none is left
        expect(fileName).not.toMatch(/[\s,\\/:*?"<>|\u0000-\u001F\u007F-\u009F]/);
        expect(fileName).not.toMatch(/--|^-|-\.pdf$/);
        expect(fileName).toBe(fileName.toLocaleLowerCase('es-CO'));
        expect(fileName.length).toBeGreaterThan('.pdf'.length);
        expect(certificateFileName(fileName)).toBe(fileName);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { validateDocumentNumber } from '@/domain/shared/documents/document-number.rules';
import { checkFile } from '@/domain/shared/files/file-upload.rules';
import {
  documentNumberMessages,
  documentQueryMessage,
  fileUploadMessage,
  fileUploadMessages,
} from '@/presentation/shared/texts/validation.messages';
import { testConfig } from '@test/support/test-config';

describe('document-number messages (verbatim, as the feature docs give them)', () => {
  it('turns the codes into their Spanish texts', () => {
    expect(documentNumberMessages).toEqual({
      'documentNumber.required': 'Debes ingresar un número de documento',
      'documentNumber.invalid': 'Ingresa un número válido',
    });
  });

  it.each([
    ['CC', '', 'Debes ingresar un número de documento'],
    ['CC', '   ', 'Debes ingresar un número de documento'],
    ['CE', '12345678', 'Ingresa un número válido'],
    ['PA', 'AB-12', 'Ingresa un número válido'],
    ['TI', '1234567890', null],
  ])('%s %j shows %j', (type, number, expected) => {
    expect(documentQueryMessage(validateDocumentNumber(type, number))).toBe(expected);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(documentNumberMessages)).toBe(true);
  });
});

describe('file-upload messages come from configuration', () => {
  const config = testConfig();

  it('maps each key to its configured text', () => {
    expect(fileUploadMessages(config.texts)).toEqual({
      errorFormato: config.texts.errorFormato,
      errorPeso: config.texts.errorPeso,
      errorArchivo: config.texts.errorArchivo,
    });
  });

  it('uses whatever the configuration says, not built-in texts', () => {
    const texts = { errorFormato: 'F', errorPeso: 'P', errorArchivo: 'A' };
    const gif = { name: 'foto.gif', size: 10, head: new TextEncoder().encode('GIF89a') };
    const heavyPdf = { name: 'a.pdf', size: 2_000_001, head: new TextEncoder().encode('%PDF-1.7') };
    expect(fileUploadMessage(checkFile(gif, 'schoolCertificate'), texts)).toBe('F');
    expect(fileUploadMessage(checkFile(heavyPdf, 'schoolCertificate'), texts)).toBe('P');
    expect(fileUploadMessage(checkFile({ ...gif, size: 2_000_001 }, 'schoolCertificate'), texts)).toBe('A');
    expect(fileUploadMessage(checkFile({ ...heavyPdf, size: 10 }, 'schoolCertificate'), texts)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  defaultDocumentType,
  defaultDocumentTypeCode,
  documentTypeCodes,
  documentTypeFor,
  documentTypes,
  isDocumentTypeCode,
} from '@/domain/shared/documents/document-type.entity';

describe('document-type table (docs/glossary.md)', () => {
  it.each([
    ['CC', 'Cédula de ciudadanía', 3, 10, 'numeric'],
    ['CE', 'Cédula de extranjería', 3, 7, 'numeric'],
    ['PA', 'Pasaporte', 3, 16, 'alphanumeric'],
    ['PE', 'Permiso especial de permanencia', 15, 15, 'numeric'],
    ['PT', 'Permiso por protección temporal', 6, 8, 'numeric'],
    ['TI', 'Tarjeta de identidad', 10, 11, 'numeric'],
    ['RC', 'Registro civil', 10, 10, 'numeric'],
  ] as const)('%s is "%s", %i to %i characters, %s', (code, name, min, max, kind) => {
    const type = documentTypeFor(code);
    expect(type).toMatchObject({ code, name, min, max, kind });
  });

  it('lists the seven types in selector order, CC first', () => {
    expect(documentTypeCodes).toEqual(['CC', 'CE', 'PA', 'PE', 'PT', 'TI', 'RC']);
    expect(documentTypes.map((type) => type.code)).toEqual(documentTypeCodes);
  });

  it('defaults to CC, 3 to 10 digits', () => {
    expect(defaultDocumentTypeCode).toBe('CC');
    expect(defaultDocumentType).toMatchObject({ code: 'CC', min: 3, max: 10, kind: 'numeric' });
    expect(defaultDocumentType.pattern.source).toBe('^[0-9]{3,10}$');
  });

  it.each([
    ['CC', '^[0-9]{3,10}$'],
    ['CE', '^[0-9]{3,7}$'],
    ['PA', '^[A-Za-z0-9]{3,16}$'],
    ['PE', '^[0-9]{15,15}$'],
    ['PT', '^[0-9]{6,8}$'],
    ['TI', '^[0-9]{10,11}$'],
    ['RC', '^[0-9]{10,10}$'],
  ])('%s pattern is %s, anchored and not global', (code, source) => {
    const { pattern } = documentTypeFor(code);
    expect(pattern.source).toBe(source);
    expect(pattern.global).toBe(false);
    expect(pattern.sticky).toBe(false);
  });

  it.each([[''], ['cc'], ['XX'], [' CC'], [null], [undefined]])('falls back to CC for %j', (code) => {
    expect(documentTypeFor(code)).toBe(defaultDocumentType);
  });

  it('is frozen, so no flow can change the bounds for another', () => {
    expect(Object.isFrozen(documentTypes)).toBe(true);
    for (const type of documentTypes) expect(Object.isFrozen(type)).toBe(true);
    expect(Object.isFrozen(documentTypeCodes)).toBe(true);
  });

  it.each([
    ['CC', true],
    ['RC', true],
    ['cc', false],
    ['', false],
    ['C', false],
    [1, false],
    [null, false],
    [undefined, false],
  ])('isDocumentTypeCode(%j) is %s', (value, expected) => {
    expect(isDocumentTypeCode(value)).toBe(expected);
  });
});

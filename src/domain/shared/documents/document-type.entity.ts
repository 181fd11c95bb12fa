/**
 * The identity-document types the fund accepts (docs/glossary.md, "Document types").
 *
 * `min`/`max` are character counts, both included. `pattern` is anchored and already encodes
 * the bounds, so a number is valid for a type exactly when it matches the pattern; the bounds are
 * kept separately because forms need them (input `maxLength`, hints) and the fund states both.
 * Letters mean ASCII letters: these numbers are printed on identity documents, never with accents.
 */
export type DocumentTypeCode = 'CC' | 'CE' | 'PA' | 'PE' | 'PT' | 'TI' | 'RC';

/** `numeric`: digits only. `alphanumeric`: ASCII letters or digits. */
type DocumentNumberKind = 'numeric' | 'alphanumeric';

export interface DocumentType {
  readonly code: DocumentTypeCode;
  /** Spanish name shown in the type selector. */
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly kind: DocumentNumberKind;
  /** Anchored, non-global (a global RegExp would carry `lastIndex` between `test` calls). */
  readonly pattern: RegExp;
}

const charClassOf: Record<DocumentNumberKind, string> = {
  numeric: '[0-9]',
  alphanumeric: '[A-Za-z0-9]',
};

function documentType(
  code: DocumentTypeCode,
  name: string,
  min: number,
  max: number,
  kind: DocumentNumberKind,
): DocumentType {
  return Object.freeze({
    code,
    name,
    min,
    max,
    kind,
    pattern: new RegExp(`^${charClassOf[kind]}{${min},${max}}$`),
  });
}

const cedulaDeCiudadania = documentType('CC', 'Cédula de ciudadanía', 3, 10, 'numeric');

/** In the order the type selector lists them; the default (CC) first. */
export const documentTypes: readonly DocumentType[] = Object.freeze([
  cedulaDeCiudadania,
  documentType('CE', 'Cédula de extranjería', 3, 7, 'numeric'),
  documentType('PA', 'Pasaporte', 3, 16, 'alphanumeric'),
  documentType('PE', 'Permiso especial de permanencia', 15, 15, 'numeric'),
  documentType('PT', 'Permiso por protección temporal', 6, 8, 'numeric'),
  documentType('TI', 'Tarjeta de identidad', 10, 11, 'numeric'),
  documentType('RC', 'Registro civil', 10, 10, 'numeric'),
]);

export const documentTypeCodes: readonly DocumentTypeCode[] = Object.freeze(documentTypes.map((type) => type.code));

/** The type selected when nothing was chosen: CC, 3 to 10 digits. */
export const defaultDocumentType: DocumentType = cedulaDeCiudadania;
export const defaultDocumentTypeCode: DocumentTypeCode = cedulaDeCiudadania.code;

export function isDocumentTypeCode(value: unknown): value is DocumentTypeCode {
  return typeof value === 'string' && (documentTypeCodes as readonly string[]).includes(value);
}

/**
 * The type for a code, falling back to the default (CC) for an unknown, empty or missing code,
 * as the portal's forms do when nothing is chosen. Codes are matched exactly (upper case), as
 * the fund's API and the identity claims spell them.
 */
export function documentTypeFor(code: string | null | undefined): DocumentType {
  return documentTypes.find((type) => type.code === code) ?? defaultDocumentType;
}

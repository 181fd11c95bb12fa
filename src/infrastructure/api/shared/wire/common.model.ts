// Generated from docs/api/openapi.yaml (schemas/common.yaml) by `npm run api:types`
// (scripts/generate-api-types.mjs); not edited by hand. `npm run typecheck` fails while it is stale.

export type BusinessCode = number | string | null;

export type TextOrWholeNumber = string | number;

export type OptionalTextOrWholeNumber = string | number | null;

export type Base64Pdf = string;

export type NamedPdf = {
  name?: string;
  binary: Base64Pdf;
};

export type PdfData = Base64Pdf | NamedPdf;

export type DocumentType = string;

export type DocumentNumber = string;

export type PersonDocument = {
  documentType: DocumentType;
  documentNumber: DocumentNumber;
};

export type Beneficiary = {
  documentType: DocumentType;
  documentNumber: DocumentNumber;
  namePerson: string;
};

export type ServerFailure = Record<string, never>;

export type AnyJsonObject = Record<string, never>;

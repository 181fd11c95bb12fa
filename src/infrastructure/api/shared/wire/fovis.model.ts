// Generated from docs/api/openapi.yaml (schemas/fovis.yaml) by `npm run api:types`
// (scripts/generate-api-types.mjs); not edited by hand. `npm run typecheck` fails while it is stale.

import type { Base64Pdf, BusinessCode, DocumentNumber, DocumentType, OptionalTextOrWholeNumber, PdfData } from './common.model';

export type WholeNumberOrDigits = number | string;

export type PostulationMember = {
  memberFullName?: string | null;
  documentType?: string | null;
  documentNumber?: OptionalTextOrWholeNumber;
};

export type FovisCertificateType = {
  id?: WholeNumberOrDigits;
  name?: string | null;
};

export type PostulationInfo = {
  fullName?: string | null;
  loggedHouseHold?: OptionalTextOrWholeNumber;
  postulantMembers?: PostulationMember[];
  status?: string | null;
  projectName?: string | null;
  totalSaving?: number | string;
  certificateTypes?: FovisCertificateType[];
  modality?: string | null;
  modalityLabel?: string | null;
  modalityName?: string | null;
  modalidad?: string | null;
};

export type PostulationInfoAnswer = {
  responseCode?: BusinessCode;
  data?: PostulationInfo | null;
};

export type FovisCertificateAnswer = {
  code?: BusinessCode;
  data?: PdfData | null | {
    code: BusinessCode;
    binary?: never;
  };
  message?: string | number | null;
};

export type SendDocumentRequest = {
  documentType: DocumentType;
  documentNumber: DocumentNumber;
  certificateId: number;
  fileName: string;
  sendEmail: boolean;
  binaryFile: Base64Pdf;
};

export type SendDocumentAnswer = {
  responseCode?: BusinessCode;
  data?: {
    mail?: string | null;
  } | null;
};

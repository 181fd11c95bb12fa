// Generated from docs/api/openapi.yaml (schemas/certificates-signed-in.yaml) by `npm run api:types`
// (scripts/generate-api-types.mjs); not edited by hand. `npm run typecheck` fails while it is stale.

import type { Base64Pdf, Beneficiary, BusinessCode, PdfData, PersonDocument } from './common.model';

export type QuotaPaymentDetail = {
  state: string;
  beneficiaryIdentification: string;
  beneficiaryName: string;
  subsidyValue: number;
};

export type QuotaPeriod = {
  paymentMethod?: string | null;
  subsidyValue: number;
  detail: QuotaPaymentDetail[];
};

export type FamiliarGroups = {
  [key: string]: {
    [key: string]: QuotaPeriod;
  };
};

export type FamiliarGroupsHolder = {
  familiarGroups?: FamiliarGroups;
} | null;

export type MonetaryQuotaAnswer = {
  code?: BusinessCode;
  description?: string | null;
  message?: string | null;
  detail?: FamiliarGroupsHolder;
  data?: FamiliarGroupsHolder;
} | {
  detail?: {
    familiarGroups: FamiliarGroups;
  };
} | {
  data?: {
    familiarGroups: FamiliarGroups;
  };
};

export type CertificateCode = "C04" | "C05" | "C06";

export type DownloadableRequest = {
  certificateCode: CertificateCode;
  optionalPersons: null | PersonDocument[];
};

export type CertificateFileAnswer = {
  responseCode?: BusinessCode;
  code?: BusinessCode;
  error?: boolean | null;
  description?: string | null;
  message?: string | null;
  detail?: string | null;
  data?: PdfData | null;
};

export type SendByEmailRequest = {
  certificateCode: string;
  binaryFile: Base64Pdf;
  sendEmail: true;
};

export type SentByEmailAnswer = {
  code?: BusinessCode;
  description?: string | null;
  message?: string | null;
  detail?: string | null;
};

export type BeneficiaryList = Beneficiary[];

export type BeneficiariesAnswer = {
  responseCode?: BusinessCode;
  code?: BusinessCode;
  description?: string | null;
  detail?: unknown;
  data?: null | BeneficiaryList | {
    familiarGroups: BeneficiaryList;
  } | {
    beneficiaries: BeneficiaryList;
  };
};

export type SchoolUploadRequest = {
  code: "C05";
  consecutivo: number | null;
  typeFile: string;
  binaryFile: string;
  optionalsPersons: Beneficiary[];
};

export type MessageAnswer = {
  code?: BusinessCode;
  responseCode?: BusinessCode;
  data?: unknown;
  message?: string | null;
  description?: string | null;
};

export type AffiliationCardRequest = {
  beneficiaries: Beneficiary[];
  certificateCode: "C08";
};

export type DeathCertificatesRequest = {
  code: "C09";
  certificates: {
    fileType: string;
    binaryFile: string;
    beneficiary: Beneficiary;
  }[];
};

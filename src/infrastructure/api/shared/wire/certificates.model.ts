// Generated from docs/api/openapi.yaml (schemas/certificates.yaml) by `npm run api:types`
// (scripts/generate-api-types.mjs); not edited by hand. `npm run typecheck` fails while it is stale.

import type { BusinessCode } from './common.model';

export type CertificateCard = {
  code: string;
  name: string;
  role: string;
};

export type CertificateListAnswer = {
  code: BusinessCode;
  data?: CertificateCard[] | null;
};

export type WorkerCertificateAnswer = {
  code?: BusinessCode;
  data?: string | null;
  message?: string | null;
  description?: string | null;
};

export type BeneficiaryCertificateAnswer = {
  data?: {
    code?: BusinessCode;
    detail?: string | null;
    description?: string | null;
    message?: string | null;
  } | null;
  code?: BusinessCode;
  detail?: string | null;
  description?: string | null;
  message?: string | null;
};

export type FosfecCertificateAnswer = {
  code?: BusinessCode;
  detail?: string | null;
  description?: string | null;
  message?: string | null;
};

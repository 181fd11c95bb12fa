// Generated from docs/api/openapi.yaml (schemas/people.yaml) by `npm run api:types`
// (scripts/generate-api-types.mjs); not edited by hand. `npm run typecheck` fails while it is stale.

import type { BusinessCode, DocumentNumber, DocumentType, OptionalTextOrWholeNumber, TextOrWholeNumber } from './common.model';

export type DaneCode = string | number;

export type UserRecord = {
  idSap: TextOrWholeNumber;
  mobile?: OptionalTextOrWholeNumber;
  phone?: OptionalTextOrWholeNumber;
  email?: string | null;
  address?: string | null;
  country?: OptionalTextOrWholeNumber;
  state?: DaneCode;
  city?: DaneCode;
  neighborhood?: DaneCode;
  sector?: string | null;
};

export type UserRecordAnswer = {
  code?: BusinessCode;
  message?: string | null;
  data?: null | UserRecord | UserRecord[];
};

export type UpdateUserBody = {
  documentType: DocumentType;
  documentNumber: DocumentNumber;
  mobile: string;
  phone: string;
  email: string;
  country: string;
  state: string;
  city: string;
  neighborhood: string;
  sector: string;
  address: string;
};

export type UpdateUserAnswer = {
  code?: BusinessCode;
  description?: string | null;
};

export type LocationOption = {
  id?: unknown;
  name: string;
  code: DaneCode;
};

export type LocationOptionList = null | LocationOption[];

export type StatesAnswer = {
  code?: BusinessCode;
  detail?: LocationOptionList | {
    states?: LocationOptionList;
  };
};

export type CitiesAnswer = {
  code?: BusinessCode;
  detail?: LocationOptionList | {
    cities?: LocationOptionList;
  };
};

export type NeighborhoodsAnswer = {
  code?: BusinessCode;
  detail?: LocationOptionList | {
    neighborhoods?: LocationOptionList;
  };
};

// Generated from docs/api/openapi.yaml (schemas/bookings.yaml) by `npm run api:types`
// (scripts/generate-api-types.mjs); not edited by hand. `npm run typecheck` fails while it is stale.

import type { BusinessCode, DocumentNumber, DocumentType, TextOrWholeNumber } from './common.model';

export type BookingPerson = {
  process: TextOrWholeNumber;
  status: TextOrWholeNumber;
  documentType: string;
  documentNumber: TextOrWholeNumber;
  serviceValue?: number | null;
};

export type Reservation = {
  serviceName: string;
  reservationCode: TextOrWholeNumber;
  reservationDate: string;
  people?: BookingPerson[] | null;
};

export type Purchase = {
  purchaseDate: string;
  purchasePrice: number;
  reservations?: Reservation[] | null;
};

export type PurchaseList = null | Purchase[];

export type CustomerPurchasesAnswer = {
  responseCode?: BusinessCode;
  data?: PurchaseList | {
    purchases?: PurchaseList;
  };
};

export type RequestFile = {
  name: string;
  type: "application/pdf" | "image/jpeg" | "image/png";
  binary: string;
};

export type CreateRequestBody = {
  buyer: {
    documentType: DocumentType;
    documentNumber: DocumentNumber;
    identityDocument?: RequestFile;
    bankCertification?: RequestFile;
  };
  reservations: {
    reservationCode: string;
    observation: string;
    people: {
      documentType: "PT";
      documentNumber: string;
      process: 2 | 3;
      status: 9 | 14;
      motive: 1;
      reasonType: "fuerzaMayor" | "calamidadDomestica" | "casoFortuito" | "derechoDeRetracto" | "fallecimiento";
      files: RequestFile[];
    }[];
  }[];
};

export type FilingNumber = {
  documentId: TextOrWholeNumber;
  documentType?: string | null;
  documentNumber: TextOrWholeNumber;
};

export type FilingNumberList = FilingNumber[];

export type CreateRequestAnswer = {
  responseCode?: BusinessCode;
  data?: null | FilingNumberList | {
    uploadedDocuments: FilingNumberList;
  };
};

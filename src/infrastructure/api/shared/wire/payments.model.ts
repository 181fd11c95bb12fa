// Generated from docs/api/openapi.yaml (schemas/payments.yaml) by `npm run api:types`
// (scripts/generate-api-types.mjs); not edited by hand. `npm run typecheck` fails while it is stale.

import type { BusinessCode, DocumentNumber, DocumentType, OptionalTextOrWholeNumber, PdfData, TextOrWholeNumber } from './common.model';

export type Amount = {
  total: number;
  moneda?: string | null;
};

export type PendingPayment = {
  referenciaPago: TextOrWholeNumber;
  descripcion?: string | null;
  fechaMaximaPago?: string | null;
  valor: Amount;
};

export type PendingPaymentList = null | PendingPayment[];

export type PendingPaymentsAnswer = {
  code?: BusinessCode;
  message?: string | null;
} | {
  pagos: PendingPaymentList;
} | {
  data: PendingPaymentList;
} | {
  data: {
    message?: string | null;
    pagos?: PendingPaymentList;
  };
} | {
  pagos?: never;
  data?: never;
};

export type PaymentRequestBody = {
  tipoDocumento: DocumentType;
  numeroDocumento: DocumentNumber;
  pagos: {
    referencia: string;
    valor: {
      total: number;
      moneda: string;
    };
    descripcion: string;
  }[];
  userAgent: string;
  ipClient: string;
  paymentMethod: "" | "Efectivo";
};

export type ProviderStatus = {
  status?: string | null;
  reason?: string | null;
  message?: string | null;
  date?: string | null;
};

export type PaymentPending = null | false | {
  cus?: OptionalTextOrWholeNumber;
  referencias?: TextOrWholeNumber[] | string;
};

export type PaymentRequestFields = {
  code?: BusinessCode;
  status?: string | ProviderStatus | null;
  requestId?: OptionalTextOrWholeNumber;
  processUrl?: string | null;
  paymentPending?: PaymentPending;
};

export type PaymentRequestAnswer = PaymentRequestFields & {
  data?: PaymentRequestFields;
};

export type PaymentAttempt = {
  status?: ProviderStatus;
  amount?: {
    from?: {
      total?: number | null;
      currency?: string | null;
    };
  };
  paymentMethodName?: string | null;
  issuerName?: string | null;
  authorization?: OptionalTextOrWholeNumber;
  receipt?: OptionalTextOrWholeNumber;
};

export type PaymentSessionRequest = {
  ipAddress?: string | null;
  buyer?: {
    name?: string | null;
    surname?: string | null;
  };
  payment?: {
    reference?: OptionalTextOrWholeNumber;
    description?: string | null;
    amount?: {
      total?: number | null;
      currency?: string | null;
    };
  };
};

export type PaymentDetail = {
  status?: ProviderStatus;
  request?: PaymentSessionRequest;
  payment?: PaymentAttempt[] | PaymentAttempt | null;
} | null;

export type PaymentInformationAnswer = {
  error?: boolean | null;
  data?: {
    code?: BusinessCode;
    detail?: PaymentDetail;
  } | null;
  detail?: PaymentDetail;
};

export type FrequentQuestionsAnswer = {
  responseCode?: BusinessCode;
  data?: PdfData | null;
};

import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import type { Purchase } from '@/domain/bookings/purchase.entity';
import type { ReasonType } from '@/domain/bookings/reason-type.entity';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';

/**
 * The fund's bookings API (the contract's `findCustomerPurchases` and `createRequest`) as the
 * rescheduling and refund use cases need it. The adapter (`AxiosBookingsGateway`) speaks HTTP and
 * JSON in the readings of ADR 0014; this port speaks answers. Neither call needs a session.
 * Every method resolves, never rejects.
 */
export interface BookingsGateway {
  /** GET customer-purchases?documentType&documentNumber. Success: responseCode 200; 202: none. */
  findCustomerPurchases(query: DocumentQuery): Promise<GatewayAnswer<CustomerPurchasesAnswer>>;

  /**
   * POST create-request. The body may be tens of MB (base64 files): `onProgress` hears how much of
   * it has been sent, for the progress bar. Success: responseCode 200 with the filing numbers.
   */
  createRequest(request: BookingRequest, onProgress?: UploadProgressListener): Promise<GatewayAnswer<CreateRequestAnswer>>;
}
export const BookingsGateway = Symbol.for('BookingsGateway');

export interface CustomerPurchasesAnswer {
  /**
   * The purchases, in the fund's order (the use case sorts them); empty when the list is empty or
   * absent; null when it is not a list or holds a purchase, reservation or person that cannot be read.
   */
  readonly purchases: readonly Purchase[] | null;
}

/** A file as the request carries it (`{name without extension, type, binary}`). */
export interface RequestFile {
  /** The file's name without its extension. */
  readonly name: string;
  /** Its MIME type ('application/pdf', 'image/jpeg', 'image/png'). */
  readonly type: string;
  /** Pure base64, no `data:` prefix. */
  readonly binary: string;
}

/** One person of the request, with the fixed codes of the request's kind already applied. */
export interface RequestPerson {
  /** The fixed 'PT' (the contract's `createRequest`), not the person's own document type. */
  readonly documentType: string;
  readonly documentNumber: string;
  readonly process: number;
  readonly status: number;
  readonly motive: number;
  /** The reason the person chose (ADR 0014: the reasons have no codes; `motive` is fixed). */
  readonly reasonType: ReasonType;
  readonly files: readonly RequestFile[];
}

/** The refund's buyer documents (ADR 0014: they travel beside `reservations`, once per request). */
export interface RequestBuyer {
  readonly documentType: string;
  readonly documentNumber: string;
  /** Refund only: both present; rescheduling: both null. */
  readonly identityDocument: RequestFile | null;
  readonly bankCertification: RequestFile | null;
}

/** The POST body's content; the adapter spells it as the API does. */
export interface BookingRequest {
  readonly kind: BookingRequestKind;
  readonly buyer: RequestBuyer;
  readonly reservations: readonly {
    readonly reservationCode: string;
    readonly observation: string;
    readonly people: readonly RequestPerson[];
  }[];
}

/** One filing number the fund gave (`data.uploadedDocuments`). */
export interface FilingNumber {
  readonly documentId: string;
  readonly documentType: string;
  readonly documentNumber: string;
}

export interface CreateRequestAnswer {
  /** Null when absent or when an entry cannot be read. */
  readonly uploadedDocuments: readonly FilingNumber[] | null;
}

/** How much of a request body has gone out. `totalBytes` is null when the browser cannot tell. */
export interface UploadProgress {
  readonly sentBytes: number;
  readonly totalBytes: number | null;
}

export type UploadProgressListener = (progress: UploadProgress) => void;

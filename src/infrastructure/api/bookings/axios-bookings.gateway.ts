import { inject, injectable } from 'inversify';
import type {
  BookingRequest,
  BookingsGateway,
  CreateRequestAnswer,
  CustomerPurchasesAnswer,
  UploadProgressListener,
} from '@/application/bookings/bookings-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { toGatewayAnswer } from '@/infrastructure/http/gateway-answer.mapper';
import { type ApiResponse, HttpClient } from '@/infrastructure/http/http-client.port';
import { createRequestDto, readCreateRequest, readCustomerPurchases } from './bookings.mapper';

/** The paths of the contract's Bookings operations (docs/api/openapi.yaml); appended to `apiBaseUrl` by the HTTP client. */
const bookingsApiPaths = {
  customerPurchases: '/api/v1/show-booking/customer-purchases',
  createRequest: '/api/v1/create-request/create-request',
} as const;

/** `findCustomerPurchases`' "no purchases" code (the contract's 202; docs/bookings.md). */
const NO_PURCHASES = 202;

/**
 * {@link BookingsGateway} over the {@link HttpClient}. Neither call needs a session; the client adds
 * the bearer when someone is signed in. Both read `responseCode` first, as the contract states their
 * success (`responseCode` 200), so a leftover HTTP-like `code` cannot hide it. Decoding and the
 * request body live in `bookings.mapper.ts` (ADR 0014).
 */
@injectable()
export class AxiosBookingsGateway implements BookingsGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async findCustomerPurchases(query: DocumentQuery): Promise<GatewayAnswer<CustomerPurchasesAnswer>> {
    const response = await this.http.get(bookingsApiPaths.customerPurchases, {
      params: { documentType: query.documentType, documentNumber: query.documentNumber },
    });
    // An HTTP 202 with no body at all has its code only in the status: it is the "no purchases"
    // answer, the one a backend that mirrors codes in the status may send bare (ADR 0014).
    if (isBareNoPurchases(response)) return { ok: true, code: NO_PURCHASES, value: { purchases: [] } };
    return toGatewayAnswer(response, 'responseCode-first', readCustomerPurchases);
  }

  async createRequest(request: BookingRequest, onProgress?: UploadProgressListener): Promise<GatewayAnswer<CreateRequestAnswer>> {
    const response = await this.http.post(bookingsApiPaths.createRequest, createRequestDto(request), {
      ...(onProgress === undefined ? {} : { onUploadProgress: onProgress }),
    });
    return toGatewayAnswer(response, 'responseCode-first', readCreateRequest);
  }
}

function isBareNoPurchases(response: ApiResponse): boolean {
  return !response.error && response.status === NO_PURCHASES && response.body === null;
}

import type { BookingRequest, BookingsGateway } from '@/application/bookings/bookings-gateway.port';
import { AccessTokenSource } from '@/application/shared/session/identity.port';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { createContainer } from '@/container';
import { AxiosBookingsGateway } from '@/infrastructure/api/bookings/axios-bookings.gateway';
import { HttpClient } from '@/infrastructure/http/http-client.port';
import { FakeTokenSource } from '@test/support/fake-token-source';
import type { TransportCall } from '@test/support/gateway-transport-contract';
import { testConfig } from '@test/support/test-config';

// The bookings gateway's two calls as the axios-bookings.gateway tests drive them: what each sends
// and a success answer. Every body here and in those tests is defined there, not taken from the
// sandbox: they pin the adapter's reading of the contract's shapes (`findCustomerPurchases`,
// `createRequest`) and of ADR 0014, whatever the sandbox answers. The gateway is built over the
// shell's real HTTP client, as the bookings module binds it.

export type Json = Record<string, unknown>;

export const buyer: DocumentQuery = { documentType: 'CC', documentNumber: '1037600123' };
export const pdf = 'JVBERi0xLjcKJcfsj6IK';
export const jpeg = '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBD';

export function gatewayWith(token: string | null = null, requestTimeoutMs = 2_000): BookingsGateway {
  const container = createContainer(testConfig({ requestTimeoutMs }));
  container.rebind<AccessTokenSource>(AccessTokenSource).toConstantValue(new FakeTokenSource(token));
  return new AxiosBookingsGateway(container.get<HttpClient>(HttpClient));
}

export const request: BookingRequest = {
  kind: 'rescheduling',
  buyer: { ...buyer, identityDocument: null, bankCertification: null },
  reservations: [
    {
      reservationCode: 'RES-1001',
      observation: 'Viaje cancelado',
      people: [
        {
          documentType: 'PT',
          documentNumber: '1034567890',
          process: 2,
          status: 9,
          motive: 1,
          reasonType: 'calamidadDomestica',
          files: [{ name: 'incapacidad', type: 'application/pdf', binary: pdf }],
        },
      ],
    },
  ],
};

export const calls: readonly (TransportCall<BookingsGateway> & { readonly name: keyof BookingsGateway })[] = [
  {
    name: 'findCustomerPurchases',
    method: 'get',
    path: '/api/v1/show-booking/customer-purchases',
    signedIn: false,
    invoke: (gateway) => gateway.findCustomerPurchases(buyer),
    query: { documentType: 'CC', documentNumber: '1037600123' },
    success: { responseCode: 200, data: [] },
  },
  {
    name: 'createRequest',
    method: 'post',
    path: '/api/v1/create-request/create-request',
    signedIn: false,
    invoke: (gateway) => gateway.createRequest(request),
    query: {},
    success: { responseCode: 200, data: { uploadedDocuments: [{ documentId: 'RAD-1', documentType: 'PT', documentNumber: '1034567890' }] } },
  },
];

export const callNamed = (name: keyof BookingsGateway) => calls.find((call) => call.name === name)!;

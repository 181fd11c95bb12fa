import type { Container } from 'inversify';
import { FindCustomerPurchases } from '@/application/bookings/find-customer-purchases.use-case';
import { SubmitBookingRequest } from '@/application/bookings/submit-booking-request.use-case';
import { AxiosBookingsGateway } from '@/infrastructure/api/bookings/axios-bookings.gateway';
import { HttpClient } from '@/infrastructure/http/http-client.port';
import { attachedFile, bookingPerson } from '@test/support/bookings/fake-bookings-gateway';
import { faultMatrixRow, type FaultMatrixRow } from '@test/support/fault-matrix/fault-matrix.model';
import { faults, systemError, worker } from './row-helpers';

const bookings = '/api/v1';

/** The bookings gateway over the row's own HTTP client (the real one, with the row's time-out and tokens). */
const bookingsGatewayIn = (container: Container) => new AxiosBookingsGateway(container.get<HttpClient>(HttpClient));
const bookingPurchase = {
  purchaseDate: '2026-11-02 14:35:10',
  purchasePrice: 70_000,
  reservations: [
    {
      serviceName: 'PISCINA CUBIERTA',
      reservationCode: 'RES-1001',
      reservationDate: '2026-12-20 09:00:00',
      people: [{ process: 'Reserva', status: 'Activa', documentType: 'TI', documentNumber: '1034567890', serviceValue: 35_000 }],
    },
  ],
};
const filedSofia = { uploadedDocuments: [{ documentId: 'RAD-2026-0001', documentType: 'PT', documentNumber: '1034567890' }] };

/**
 * The bookings API: two anonymous calls, each through its use case over the real gateway; every
 * failure reloads the page and the draft brings the person back (docs/bookings.md).
 */
export const bookingsRows: readonly FaultMatrixRow<unknown>[] = [
  faultMatrixRow({
    call: 'BookingsGateway.findCustomerPurchases',
    method: 'get',
    path: `${bookings}/show-booking/customer-purchases`,
    session: false,
    invoke: (container) => new FindCustomerPurchases(bookingsGatewayIn(container)).execute(worker),
    // A code the table does not name, with no purchases: never the 202's toast.
    codeBody: (code) => ({ responseCode: code, data: [] }),
    successBody: { responseCode: 200, data: [bookingPurchase] },
    success: { kind: 'purchases' },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'BookingsGateway.createRequest',
    method: 'post',
    path: `${bookings}/create-request/create-request`,
    session: false,
    invoke: (container) =>
      new SubmitBookingRequest(bookingsGatewayIn(container)).execute({
        kind: 'refund',
        buyer: worker,
        reservationCode: 'RES-1001',
        observation: '',
        people: [{ person: bookingPerson('1034567890', { documentType: 'TI' }), attachments: { reason: 'fuerzaMayor', files: [attachedFile()] } }],
        buyerDocuments: { identityDocument: attachedFile('cedula.pdf'), bankCertification: attachedFile('certificacion.pdf') },
      }),
    // A code the table does not name, even with every filing number: not filed.
    codeBody: (code) => ({ responseCode: code, data: filedSofia }),
    successBody: { responseCode: 200, data: filedSofia },
    success: { kind: 'filed' },
    expected: faults(systemError, systemError),
  }),
];

import type { Container } from 'inversify';
import { vi } from 'vitest';
import { BookingsGateway, type CreateRequestAnswer, type CustomerPurchasesAnswer, type FilingNumber } from '@/application/bookings/bookings-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { AttachedFile } from '@/domain/bookings/booking-request.rules';
import type { BookingPerson, Purchase, Reservation } from '@/domain/bookings/purchase.entity';
import { answer, noAnswer } from '@test/support/gateway-answers';

type Methods = { [K in keyof BookingsGateway]: BookingsGateway[K] };

/**
 * A BookingsGateway whose every method is a spy answering a network failure unless the test says
 * otherwise, so an unexpected call shows up as the failure path, never as a hang.
 *
 *   const gateway = fakeBookingsGateway({ findCustomerPurchases: async () => purchasesAnswer([bookingPurchase()]) });
 */
export function fakeBookingsGateway(overrides: Partial<Methods> = {}) {
  return {
    findCustomerPurchases: vi.fn<Methods['findCustomerPurchases']>(async () => noAnswer()),
    createRequest: vi.fn<Methods['createRequest']>(async () => noAnswer()),
    ...Object.fromEntries(Object.entries(overrides).map(([name, impl]) => [name, vi.fn(impl)])),
  } as { [K in keyof Methods]: ReturnType<typeof vi.fn<Methods[K]>> };
}

/** Binds (or rebinds) the port to `gateway` in a test's container. */
export function bindBookingsGateway(container: Container, gateway: BookingsGateway): void {
  if (container.isBound(BookingsGateway)) container.unbind(BookingsGateway);
  container.bind<BookingsGateway>(BookingsGateway).toConstantValue(gateway);
}

// ---------------------------------------------------------------------------------------------
// Answers.

/** customer-purchases answering `code` (200 by default) with these purchases. */
export const purchasesAnswer = (purchases: readonly Purchase[] | null, code = 200): GatewayAnswer<CustomerPurchasesAnswer> =>
  answer(code, { purchases });

/** customer-purchases' 202: no purchase for that document. */
export const noPurchasesAnswer = (): GatewayAnswer<CustomerPurchasesAnswer> => answer(202, { purchases: [] });

/** create-request answering `code` (200 by default) with these filing numbers. */
export const filedAnswer = (uploadedDocuments: readonly FilingNumber[] | null, code = 200): GatewayAnswer<CreateRequestAnswer> =>
  answer(code, { uploadedDocuments });

/** One filing number as the fund gives it: the fixed 'PT' and the person's number. */
export const filingNumber = (documentNumber: string, documentId: string): FilingNumber => ({ documentId, documentType: 'PT', documentNumber });

// ---------------------------------------------------------------------------------------------
// Purchases as the gateway hands them over (service names already capitalised).

export function bookingPerson(documentNumber = '1034567890', overrides: Partial<BookingPerson> = {}): BookingPerson {
  return { process: 'Reserva', status: 'Activa', documentType: 'CC', documentNumber, serviceValue: 35_000, ...overrides };
}

export function bookingReservation(
  reservationCode = 'RES-1001',
  people: readonly BookingPerson[] = [bookingPerson('1037600123'), bookingPerson('1034567890', { documentType: 'TI' })],
  overrides: Partial<Omit<Reservation, 'reservationCode' | 'people'>> = {},
): Reservation {
  return { serviceName: 'Piscina cubierta', reservationCode, reservationDate: '2026-12-20 09:00:00', people, ...overrides };
}

export function bookingPurchase(
  purchaseDate = '2026-11-02 14:35:10',
  reservations: readonly Reservation[] = [bookingReservation()],
  overrides: Partial<Omit<Purchase, 'purchaseDate' | 'reservations'>> = {},
): Purchase {
  return { purchaseDate, purchasePrice: 70_000, reservations, ...overrides };
}

/** A file as the form holds it: its name with the extension, pure base64 (a tiny PDF by default). */
export function attachedFile(name = 'soporte.pdf', overrides: Partial<Omit<AttachedFile, 'name'>> = {}): AttachedFile {
  return { name, mimeType: 'application/pdf', size: 14, base64: 'JVBERi0xLjcKJcfsj6IK', ...overrides };
}

import { BookingRequestPage } from '@/presentation/bookings/shared/booking-request-page';

/** /solicitud-de-devolucion: 5 steps, the last one the buyer's documents (docs/bookings.md, Refund request). */
export function RefundRequestPage() {
  return <BookingRequestPage kind="refund" />;
}

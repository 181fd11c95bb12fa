import { BookingRequestPage } from '@/presentation/bookings/shared/booking-request-page';

/** /solicitud-de-reagendamiento: 4 steps (spec section 2, Rescheduling). */
export function ReschedulingRequestPage() {
  return <BookingRequestPage kind="rescheduling" />;
}

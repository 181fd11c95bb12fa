import { BookingRequestPage } from '@/presentation/bookings/shared/booking-request-page';

/** /solicitud-de-reagendamiento: 4 steps (docs/bookings.md, Rescheduling). */
export function ReschedulingRequestPage() {
  return <BookingRequestPage kind="rescheduling" />;
}

import { ContainerModule } from 'inversify';
import { BookingDraftStore } from '@/application/bookings/booking-draft-store.port';
import { BookingDrafts } from '@/application/bookings/booking-drafts.use-case';
import { BookingsGateway } from '@/application/bookings/bookings-gateway.port';
import { FindCustomerPurchases } from '@/application/bookings/find-customer-purchases.use-case';
import { SubmitBookingRequest } from '@/application/bookings/submit-booking-request.use-case';
import { AxiosBookingsGateway } from '@/infrastructure/api/bookings/axios-bookings.gateway';
import { IndexedDbBookingDraftStore } from '@/infrastructure/storage/bookings/indexed-db-booking-draft-store.adapter';
import { BookingRequestViewModel } from '@/presentation/bookings/shared/booking-request.view-model';

/**
 * The booking requests (/solicitud-de-reagendamiento and /solicitud-de-devolucion): gateway, the
 * tab's draft store, use cases and the pages' view model. The landing (/reagenda-tu-reserva)
 * needs none of it.
 */
export const bookingsModule = new ContainerModule(({ bind }) => {
  bind<BookingsGateway>(BookingsGateway).to(AxiosBookingsGateway);
  bind<BookingDraftStore>(BookingDraftStore).to(IndexedDbBookingDraftStore);

  bind(FindCustomerPurchases).toSelf();
  bind(SubmitBookingRequest).toSelf();
  bind(BookingDrafts).toSelf();

  bind(BookingRequestViewModel).toSelf().inTransientScope();
});

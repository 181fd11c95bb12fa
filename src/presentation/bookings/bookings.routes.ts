import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { routeHandle } from '@/presentation/shared/routing/route-handle.model';

const reagendaTuReserva = { label: 'Reagenda tu reserva', to: '/reagenda-tu-reserva' };

/** The landing: two links and the cancellation policy, so it needs no feature module. */
export const bookingsRoutes: FeatureRoutes = {
  layout: 'portal',
  routes: [
    {
      path: 'reagenda-tu-reserva',
      handle: routeHandle('Reagenda tu reserva', { label: 'Reagenda tu reserva' }),
      lazy: async () => ({ Component: (await import('@/presentation/bookings/reagenda-tu-reserva/booking-landing.page')).BookingLandingPage }),
    },
  ],
};

/** The two requests (docs/bookings.md): no sign-in; the bookings module brings their gateway, draft store and view model. */
export const bookingRequestRoutes: FeatureRoutes = {
  module: 'bookings',
  layout: 'portal',
  routes: [
    {
      path: 'solicitud-de-reagendamiento',
      handle: routeHandle('Solicitud de reagendamiento', reagendaTuReserva, { label: 'Solicitud de reagendamiento' }),
      lazy: async () => ({
        Component: (await import('@/presentation/bookings/solicitud-de-reagendamiento/rescheduling-request.page')).ReschedulingRequestPage,
      }),
    },
    {
      path: 'solicitud-de-devolucion',
      handle: routeHandle('Solicitud de devolución', reagendaTuReserva, { label: 'Solicitud de devolución' }),
      lazy: async () => ({ Component: (await import('@/presentation/bookings/solicitud-de-devolucion/refund-request.page')).RefundRequestPage }),
    },
  ],
};

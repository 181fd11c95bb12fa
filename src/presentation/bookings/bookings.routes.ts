import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { routeHandle } from '@/presentation/shared/routing/route-handle.model';

const reagendaTuReserva = { label: 'Reagenda tu reserva', to: '/reagenda-tu-reserva' };

/**
 * The landing and the two requests (docs/bookings.md), with no sign-in. The bookings module brings the
 * requests' gateway, draft store and view model; the landing (two links and the cancellation policy)
 * loads without it.
 */
export const featureRoutes: FeatureRoutes = {
  layout: 'portal',
  routes: [
    {
      path: 'reagenda-tu-reserva',
      handle: { ...routeHandle('Reagenda tu reserva', { label: 'Reagenda tu reserva' }), withoutFeatureModule: true },
      lazy: async () => ({ Component: (await import('@/presentation/bookings/reagenda-tu-reserva/booking-landing.page')).BookingLandingPage }),
    },
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

import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { routeHandle } from '@/presentation/shared/routing/route-handle.model';

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

import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { routeHandle } from '@/presentation/shared/routing/route-handle.model';

/** /pagos-en-linea: its four steps on one address; the checkout returns to it with `?state=…`. */
export const featureRoutes: FeatureRoutes = {
  layout: 'portal',
  routes: [
    {
      path: 'pagos-en-linea',
      handle: routeHandle('Pagos en línea', { label: 'Pagos en línea' }),
      lazy: async () => ({ Component: (await import('./pagos-en-linea/online-payments.page')).OnlinePaymentsPage }),
    },
  ],
};

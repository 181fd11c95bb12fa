import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { routeHandle } from '@/presentation/shared/routing/route-handle.model';

export const featureRoutes: FeatureRoutes = {
  layout: 'portal',
  routes: [
    {
      path: 'novedades',
      handle: routeHandle('Novedades', { label: 'Novedades' }),
      lazy: async () => ({ Component: (await import('./novelties.page')).NoveltiesPage }),
    },
  ],
};

import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes';
import { routeHandle } from '@/presentation/shared/routing/route-handle';

export const noveltiesRoutes: FeatureRoutes = {
  layout: 'portal',
  routes: [
    {
      path: 'novedades',
      handle: routeHandle('Novedades', { label: 'Novedades' }),
      lazy: async () => ({ Component: (await import('./novelties.page')).NoveltiesPage }),
    },
  ],
};

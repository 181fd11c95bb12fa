import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { routeHandle } from '@/presentation/shared/routing/route-handle.model';

export const homeRoutes: FeatureRoutes = {
  layout: 'portal',
  routes: [
    {
      index: true,
      handle: routeHandle('Servicios en línea'),
      lazy: async () => ({ Component: (await import('./home.page')).HomePage }),
    },
  ],
};

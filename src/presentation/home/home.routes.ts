import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes';
import { routeHandle } from '@/presentation/shared/routing/route-handle';

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

import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { routeHandle } from '@/presentation/shared/routing/route-handle.model';

export const featureRoutes: FeatureRoutes = {
  layout: 'portal',
  routes: [
    {
      index: true,
      // The home is the first screen of most visits: it draws without Chakra.
      handle: { ...routeHandle('Servicios en línea'), staticStyles: true },
      lazy: async () => ({ Component: (await import('./home.page')).HomePage }),
    },
  ],
};

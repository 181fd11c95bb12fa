import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { routeHandle } from '@/presentation/shared/routing/route-handle.model';

// Inactivity notices open in 600×200 windows: no header, menu or footer fits there.
export const featureRoutes: FeatureRoutes = {
  layout: 'bare',
  routes: [
    {
      path: 'tiempo-restante',
      handle: routeHandle('Tiempo restante'),
      lazy: async () => ({ Component: (await import('./time-left.page')).TimeLeftPage }),
    },
    {
      path: 'poco-tiempo-restante',
      handle: routeHandle('Poco tiempo restante'),
      lazy: async () => ({ Component: (await import('./little-time-left.page')).LittleTimeLeftPage }),
    },
    {
      path: 'tiempo-expirado',
      handle: routeHandle('Tiempo expirado'),
      lazy: async () => ({ Component: (await import('./time-expired.page')).TimeExpiredPage }),
    },
  ],
};

import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { routeHandle } from '@/presentation/shared/routing/route-handle.model';

export const featureRoutes: FeatureRoutes = {
  layout: 'portal',
  routes: [
    {
      path: 'creditos',
      handle: routeHandle('Créditos', { label: 'Créditos' }),
      lazy: async () => ({ Component: (await import('./credits.page')).CreditsPage }),
    },
  ],
};

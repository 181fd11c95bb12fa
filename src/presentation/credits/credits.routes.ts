import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes';
import { routeHandle } from '@/presentation/shared/routing/route-handle';

export const creditsRoutes: FeatureRoutes = {
  layout: 'portal',
  routes: [
    {
      path: 'creditos',
      handle: routeHandle('Créditos', { label: 'Créditos' }),
      lazy: async () => ({ Component: (await import('./credits.page')).CreditsPage }),
    },
  ],
};

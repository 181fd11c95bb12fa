import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes';
import { routeHandle } from '@/presentation/shared/routing/route-handle';

export const subsidiesRoutes: FeatureRoutes = {
  layout: 'portal',
  routes: [
    {
      path: 'subsidios',
      handle: routeHandle('Subsidios', { label: 'Subsidios' }),
      lazy: async () => ({ Component: (await import('./subsidios/subsidies.page')).SubsidiesPage }),
    },
    {
      path: 'subsidios/subsidio-vivienda',
      handle: routeHandle('Subsidio de vivienda', { label: 'Subsidios', to: '/subsidios' }, { label: 'Subsidio de vivienda' }),
      lazy: async () => ({ Component: (await import('./subsidio-vivienda/housing-subsidy.page')).HousingSubsidyPage }),
    },
  ],
};

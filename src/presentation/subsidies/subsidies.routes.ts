import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { routeHandle } from '@/presentation/shared/routing/route-handle.model';

export const featureRoutes: FeatureRoutes = {
  layout: 'portal',
  routes: [
    {
      path: 'subsidios',
      handle: routeHandle('Subsidios', { label: 'Subsidios' }),
      lazy: async () => ({ Component: (await import('@/presentation/subsidies/subsidios/subsidies.page')).SubsidiesPage }),
    },
    {
      path: 'subsidios/subsidio-vivienda',
      handle: routeHandle('Subsidio de vivienda', { label: 'Subsidios', to: '/subsidios' }, { label: 'Subsidio de vivienda' }),
      lazy: async () => ({ Component: (await import('@/presentation/subsidies/subsidio-vivienda/housing-subsidy.page')).HousingSubsidyPage }),
    },
  ],
};

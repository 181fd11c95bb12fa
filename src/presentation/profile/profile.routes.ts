import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { signedInRouteHandle } from '@/presentation/shared/routing/route-handle.model';

// The data update (spec section 2, 'Actualización de datos'): the header's 'Actualizar datos'; sign-in required.
export const profileRoutes: FeatureRoutes = {
  module: 'profile',
  layout: 'portal',
  routes: [
    {
      path: 'actualizacion-de-datos',
      // Drawn with static classes; its form brings Chakra once the intro is painted.
      handle: { ...signedInRouteHandle('Actualización de datos', { label: 'Actualización de datos' }), staticStyles: true },
      lazy: async () => ({ Component: (await import('@/presentation/profile/actualizacion-de-datos/personal-data.page')).PersonalDataPage }),
    },
  ],
};

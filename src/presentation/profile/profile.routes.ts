import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { signedInRouteHandle } from '@/presentation/shared/routing/route-handle.model';

// The data update (spec section 2, 'Actualización de datos'): the header's 'Actualizar datos'; sign-in required.
export const profileRoutes: FeatureRoutes = {
  module: 'profile',
  layout: 'portal',
  routes: [
    {
      path: 'actualizacion-de-datos',
      handle: signedInRouteHandle('Actualización de datos', { label: 'Actualización de datos' }),
      lazy: async () => ({ Component: (await import('@/presentation/profile/actualizacion-de-datos/personal-data.page')).PersonalDataPage }),
    },
  ],
};

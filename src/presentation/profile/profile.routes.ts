import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { signedInRouteHandle } from '@/presentation/shared/routing/route-handle.model';
import { personalDataIntro } from '@/presentation/profile/shared/personal-data-intro.messages';

// The data update (spec section 2, 'Actualización de datos'): the header's 'Actualizar datos'; sign-in required.
export const profileRoutes: FeatureRoutes = {
  module: 'profile',
  layout: 'portal',
  routes: [
    {
      path: 'actualizacion-de-datos',
      // Drawn with static classes; its form brings Chakra once the intro is painted. Prerendered:
      // its lead is the handle's too, for the anonymous visitor's view (RequireSignIn).
      handle: {
        ...signedInRouteHandle(personalDataIntro.title, { label: personalDataIntro.title }),
        lead: personalDataIntro.lead,
        staticStyles: true,
      },
      lazy: async () => ({ Component: (await import('@/presentation/profile/actualizacion-de-datos/personal-data.page')).PersonalDataPage }),
    },
  ],
};

import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { signedInRouteHandle } from '@/presentation/shared/routing/route-handle.model';

// The data update (docs/profile.md, 'Actualización de datos'): the header's 'Actualizar datos'; sign-in required.
export const featureRoutes: FeatureRoutes = {
  layout: 'portal',
  routes: [
    {
      path: 'actualizacion-de-datos',
      // Drawn with static classes; its form brings Chakra once the intro is painted. Prerendered:
      // the handle repeats the page's lead for the anonymous visitor's view (RequireSignIn); a test
      // holds it equal to the page's own (personal-data.messages.ts).
      handle: {
        ...signedInRouteHandle('Actualización de datos', { label: 'Actualización de datos' }),
        lead: 'Revisa y actualiza tus datos de contacto y de ubicación. Así podremos comunicarnos contigo.',
        staticStyles: true,
      },
      lazy: async () => ({ Component: (await import('@/presentation/profile/actualizacion-de-datos/personal-data.page')).PersonalDataPage }),
    },
  ],
};

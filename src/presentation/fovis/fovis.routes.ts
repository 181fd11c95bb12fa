import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { signedInRouteHandle } from '@/presentation/shared/routing/route-handle.model';

/**
 * The FOVIS certificates (docs/fovis.md), under the housing subsidy's address: sign-in required
 * (an anonymous visitor is sent to sign in and comes back here); the fovis module brings their
 * gateway, use cases and view model. The subsidies' own pages need no module.
 */
export const featureRoutes: FeatureRoutes = {
  layout: 'portal',
  routes: [
    {
      path: 'subsidios/subsidio-vivienda/certificados-vivienda',
      handle: signedInRouteHandle(
        'Certificados de vivienda FOVIS',
        { label: 'Subsidios', to: '/subsidios' },
        { label: 'Subsidio de vivienda', to: '/subsidios/subsidio-vivienda' },
        { label: 'Certificados de vivienda FOVIS' },
      ),
      lazy: async () => ({
        Component: (await import('@/presentation/fovis/certificados-vivienda/fovis-certificates.page')).FovisCertificatesPage,
      }),
    },
  ],
};

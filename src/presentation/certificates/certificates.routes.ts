import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { routeHandle, signedInRouteHandle } from '@/presentation/shared/routing/route-handle.model';

const certificados = { label: 'Certificados', to: '/certificados' };

// One route per certificate, in the order of docs/certificates.md; each folder is named by the slug, and
// so is the page's own container module (src/modules/certificates/<slug>.module.ts).
export const featureRoutes: FeatureRoutes = {
  layout: 'portal',
  routes: [
    {
      path: 'certificados',
      // The list call carries no token for an anonymous visitor: it starts before the identity check ends.
      handle: {
        ...routeHandle('Certificados', { label: 'Certificados' }),
        // Its cards are the largest paint of a frequent first screen: they draw without Chakra.
        staticStyles: true,
        earlyViewModel: async () => (await import('@/presentation/certificates/certificados/certificates.view-model')).CertificatesViewModel,
      },
      lazy: async () => ({ Component: (await import('@/presentation/certificates/certificados/certificates.page')).CertificatesPage }),
    },
    {
      path: 'certificados/certificado-afiliacion-beneficiario',
      handle: routeHandle('Certificado de afiliación beneficiario', certificados, { label: 'Certificado de afiliación beneficiario' }),
      lazy: async () => ({
        Component: (await import('@/presentation/certificates/certificado-afiliacion-beneficiario/beneficiary-certificate.page')).BeneficiaryCertificatePage,
      }),
    },
    {
      path: 'certificados/certificado-afiliacion-trabajador',
      handle: routeHandle('Certificado de afiliación trabajador', certificados, { label: 'Certificado de afiliación trabajador' }),
      lazy: async () => ({
        Component: (await import('@/presentation/certificates/certificado-afiliacion-trabajador/worker-certificate.page')).WorkerCertificatePage,
      }),
    },
    {
      path: 'certificados/certificado-fosfec',
      handle: routeHandle('Certificado FOSFEC', certificados, { label: 'Certificado FOSFEC' }),
      lazy: async () => ({ Component: (await import('@/presentation/certificates/certificado-fosfec/fosfec-certificate.page')).FosfecCertificatePage }),
    },
    {
      path: 'certificados/certificado-afiliacion-con-beneficiarios',
      handle: signedInRouteHandle('Certificado de afiliación con beneficiarios', certificados, {
        label: 'Certificado de afiliación con beneficiarios',
      }),
      lazy: async () => ({
        Component: (await import('@/presentation/certificates/certificado-afiliacion-con-beneficiarios/with-beneficiaries-certificate.page'))
          .WithBeneficiariesCertificatePage,
      }),
    },
    {
      path: 'certificados/certificado-declaracion-renta',
      handle: signedInRouteHandle('Certificado para declaración de renta', certificados, {
        label: 'Certificado para declaración de renta',
      }),
      lazy: async () => ({
        Component: (await import('@/presentation/certificates/certificado-declaracion-renta/income-tax-certificate.page')).IncomeTaxCertificatePage,
      }),
    },
    {
      path: 'certificados/certificado-defuncion-beneficiario',
      handle: signedInRouteHandle('Certificado de defunción de beneficiario', certificados, {
        label: 'Certificado de defunción de beneficiario',
      }),
      lazy: async () => ({
        Component: (await import('@/presentation/certificates/certificado-defuncion-beneficiario/death-certificate.page')).DeathCertificatePage,
      }),
    },
    {
      path: 'certificados/certificado-escolar',
      handle: signedInRouteHandle('Certificado escolar', certificados, { label: 'Certificado escolar' }),
      lazy: async () => ({ Component: (await import('@/presentation/certificates/certificado-escolar/school-certificate.page')).SchoolCertificatePage }),
    },
    {
      path: 'certificados/cuota-monetaria',
      handle: signedInRouteHandle('Consulta de cuota monetaria', certificados, { label: 'Consulta de cuota monetaria' }),
      lazy: async () => ({ Component: (await import('@/presentation/certificates/cuota-monetaria/monetary-quota.page')).MonetaryQuotaPage }),
    },
    {
      path: 'certificados/tarjeta-afiliacion',
      handle: signedInRouteHandle('Tarjeta de afiliación', certificados, { label: 'Tarjeta de afiliación' }),
      lazy: async () => ({ Component: (await import('@/presentation/certificates/tarjeta-afiliacion/affiliation-card.page')).AffiliationCardPage }),
    },
  ],
};

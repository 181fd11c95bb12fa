import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { routeHandle, signedInRouteHandle, withPageModule } from '@/presentation/shared/routing/route-handle.model';

const certificados = { label: 'Certificados', to: '/certificados' };

// One route per certificate, in the order of docs/certificates.md; each folder is named by the slug.
export const certificatesRoutes: FeatureRoutes = {
  module: 'certificates',
  layout: 'portal',
  routes: [
    {
      path: 'certificados',
      // The list call carries no token for an anonymous visitor: it starts before the identity check ends.
      handle: {
        ...routeHandle('Certificados', { label: 'Certificados' }),
        pageModule: 'certificates/list',
        // Its cards are the largest paint of a frequent first screen: they draw without Chakra.
        staticStyles: true,
        earlyViewModel: async () => (await import('@/presentation/certificates/certificados/certificates.view-model')).CertificatesViewModel,
      },
      lazy: async () => ({ Component: (await import('@/presentation/certificates/certificados/certificates.page')).CertificatesPage }),
    },
    {
      path: 'certificados/certificado-afiliacion-beneficiario',
      handle: withPageModule(routeHandle('Certificado de afiliación beneficiario', certificados, { label: 'Certificado de afiliación beneficiario' }), 'certificates/anonymous'),
      lazy: async () => ({
        Component: (await import('@/presentation/certificates/certificado-afiliacion-beneficiario/beneficiary-certificate.page')).BeneficiaryCertificatePage,
      }),
    },
    {
      path: 'certificados/certificado-afiliacion-trabajador',
      handle: withPageModule(routeHandle('Certificado de afiliación trabajador', certificados, { label: 'Certificado de afiliación trabajador' }), 'certificates/anonymous'),
      lazy: async () => ({
        Component: (await import('@/presentation/certificates/certificado-afiliacion-trabajador/worker-certificate.page')).WorkerCertificatePage,
      }),
    },
    {
      path: 'certificados/certificado-fosfec',
      handle: withPageModule(routeHandle('Certificado FOSFEC', certificados, { label: 'Certificado FOSFEC' }), 'certificates/anonymous'),
      lazy: async () => ({ Component: (await import('@/presentation/certificates/certificado-fosfec/fosfec-certificate.page')).FosfecCertificatePage }),
    },
    {
      path: 'certificados/certificado-afiliacion-con-beneficiarios',
      handle: withPageModule(signedInRouteHandle('Certificado de afiliación con beneficiarios', certificados, {
        label: 'Certificado de afiliación con beneficiarios',
      }), 'certificates/signed-in'),
      lazy: async () => ({
        Component: (await import('@/presentation/certificates/certificado-afiliacion-con-beneficiarios/with-beneficiaries-certificate.page'))
          .WithBeneficiariesCertificatePage,
      }),
    },
    {
      path: 'certificados/certificado-declaracion-renta',
      handle: withPageModule(signedInRouteHandle('Certificado para declaración de renta', certificados, {
        label: 'Certificado para declaración de renta',
      }), 'certificates/signed-in'),
      lazy: async () => ({
        Component: (await import('@/presentation/certificates/certificado-declaracion-renta/income-tax-certificate.page')).IncomeTaxCertificatePage,
      }),
    },
    {
      path: 'certificados/certificado-defuncion-beneficiario',
      handle: withPageModule(signedInRouteHandle('Certificado de defunción de beneficiario', certificados, {
        label: 'Certificado de defunción de beneficiario',
      }), 'certificates/death'),
      lazy: async () => ({
        Component: (await import('@/presentation/certificates/certificado-defuncion-beneficiario/death-certificate.page')).DeathCertificatePage,
      }),
    },
    {
      path: 'certificados/certificado-escolar',
      handle: withPageModule(signedInRouteHandle('Certificado escolar', certificados, { label: 'Certificado escolar' }), 'certificates/school'),
      lazy: async () => ({ Component: (await import('@/presentation/certificates/certificado-escolar/school-certificate.page')).SchoolCertificatePage }),
    },
    {
      path: 'certificados/cuota-monetaria',
      handle: withPageModule(signedInRouteHandle('Consulta de cuota monetaria', certificados, { label: 'Consulta de cuota monetaria' }), 'certificates/monetary-quota'),
      lazy: async () => ({ Component: (await import('@/presentation/certificates/cuota-monetaria/monetary-quota.page')).MonetaryQuotaPage }),
    },
    {
      path: 'certificados/tarjeta-afiliacion',
      handle: withPageModule(signedInRouteHandle('Tarjeta de afiliación', certificados, { label: 'Tarjeta de afiliación' }), 'certificates/affiliation-card'),
      lazy: async () => ({ Component: (await import('@/presentation/certificates/tarjeta-afiliacion/affiliation-card.page')).AffiliationCardPage }),
    },
  ],
};

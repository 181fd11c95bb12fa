import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { BareLayout } from './layout/bare-layout';
import { RouteErrorPage } from './errors/route-error.page';
import type { RouteHandle } from './route-handle';

// The one route table of the portal (spec section 2). Every page is its own lazy chunk;
// routes of flows still to be built are absent, so they fall to '*' and land on '/'.
const handle = (title: string, ...breadcrumb: RouteHandle['breadcrumb']): RouteHandle => ({ title, breadcrumb });

export const routeTable: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            handle: handle('Servicios en línea'),
            lazy: async () => ({ Component: (await import('../pages/home/home.page')).HomePage }),
          },
          {
            path: 'subsidios',
            handle: handle('Subsidios', { label: 'Subsidios' }),
            lazy: async () => ({ Component: (await import('../pages/subsidies/subsidies.page')).SubsidiesPage }),
          },
          {
            path: 'subsidios/subsidio-vivienda',
            handle: handle('Subsidio de vivienda', { label: 'Subsidios', to: '/subsidios' }, { label: 'Subsidio de vivienda' }),
            lazy: async () => ({
              Component: (await import('../pages/housing-subsidy/housing-subsidy.page')).HousingSubsidyPage,
            }),
          },
          {
            path: 'creditos',
            handle: handle('Créditos', { label: 'Créditos' }),
            lazy: async () => ({ Component: (await import('../pages/credits/credits.page')).CreditsPage }),
          },
          {
            path: 'novedades',
            handle: handle('Novedades', { label: 'Novedades' }),
            lazy: async () => ({ Component: (await import('../pages/novelties/novelties.page')).NoveltiesPage }),
          },
          {
            path: 'certificados',
            handle: handle('Certificados', { label: 'Certificados' }),
            lazy: async () => ({ Component: (await import('../pages/certificates/grid/certificates.page')).CertificatesPage }),
          },
          {
            path: 'certificados/certificado-afiliacion-trabajador',
            handle: handle('Certificado de afiliación trabajador', { label: 'Certificados', to: '/certificados' }, { label: 'Certificado de afiliación trabajador' }),
            lazy: async () => ({
              Component: (await import('../pages/certificates/anonymous/anonymous-certificate.page')).WorkerCertificatePage,
            }),
          },
          {
            path: 'certificados/certificado-afiliacion-beneficiario',
            handle: handle('Certificado de afiliación beneficiario', { label: 'Certificados', to: '/certificados' }, { label: 'Certificado de afiliación beneficiario' }),
            lazy: async () => ({
              Component: (await import('../pages/certificates/anonymous/anonymous-certificate.page')).BeneficiaryCertificatePage,
            }),
          },
          {
            path: 'certificados/certificado-fosfec',
            handle: handle('Certificado FOSFEC', { label: 'Certificados', to: '/certificados' }, { label: 'Certificado FOSFEC' }),
            lazy: async () => ({
              Component: (await import('../pages/certificates/anonymous/anonymous-certificate.page')).FosfecCertificatePage,
            }),
          },
          {
            path: 'certificados/certificado-defuncion-beneficiario',
            handle: {
              ...handle(
                'Certificado de defunción de beneficiario',
                { label: 'Certificados', to: '/certificados' },
                { label: 'Certificado de defunción de beneficiario' },
              ),
              requiresSignIn: true,
            },
            lazy: async () => ({
              Component: (await import('../pages/certificates/death/death-certificate.page')).DeathCertificatePage,
            }),
          },
          {
            path: 'certificados/cuota-monetaria',
            handle: {
              ...handle('Consulta de cuota monetaria', { label: 'Certificados', to: '/certificados' }, { label: 'Consulta de cuota monetaria' }),
              requiresSignIn: true,
            },
            lazy: async () => ({
              Component: (await import('../pages/certificates/quota/monetary-quota.page')).MonetaryQuotaPage,
            }),
          },
          {
            path: 'certificados/certificado-escolar',
            handle: {
              ...handle('Certificado escolar', { label: 'Certificados', to: '/certificados' }, { label: 'Certificado escolar' }),
              requiresSignIn: true,
            },
            lazy: async () => ({
              Component: (await import('../pages/certificates/school/school-certificate.page')).SchoolCertificatePage,
            }),
          },
          {
            path: 'certificados/certificado-declaracion-renta',
            handle: {
              ...handle(
                'Certificado para declaración de renta',
                { label: 'Certificados', to: '/certificados' },
                { label: 'Certificado para declaración de renta' },
              ),
              requiresSignIn: true,
            },
            lazy: async () => ({
              Component: (await import('../pages/certificates/delivery/signed-in-certificate.page')).IncomeTaxCertificatePage,
            }),
          },
          {
            path: 'certificados/certificado-afiliacion-con-beneficiarios',
            handle: {
              ...handle(
                'Certificado de afiliación con beneficiarios',
                { label: 'Certificados', to: '/certificados' },
                { label: 'Certificado de afiliación con beneficiarios' },
              ),
              requiresSignIn: true,
            },
            lazy: async () => ({
              Component: (await import('../pages/certificates/delivery/signed-in-certificate.page')).WithBeneficiariesCertificatePage,
            }),
          },
          {
            path: 'certificados/tarjeta-afiliacion',
            handle: {
              ...handle('Tarjeta de afiliación', { label: 'Certificados', to: '/certificados' }, { label: 'Tarjeta de afiliación' }),
              requiresSignIn: true,
            },
            lazy: async () => ({
              Component: (await import('../pages/certificates/affiliation-card/affiliation-card.page')).AffiliationCardPage,
            }),
          },
          {
            path: 'reagenda-tu-reserva',
            handle: handle('Reagenda tu reserva', { label: 'Reagenda tu reserva' }),
            lazy: async () => ({
              Component: (await import('../pages/booking-landing/booking-landing.page')).BookingLandingPage,
            }),
          },
        ],
      },
    ],
  },
  {
    // Inactivity notices open in 600×200 windows: no header, menu or footer fits there.
    element: <BareLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: 'tiempo-restante',
        handle: handle('Tiempo restante'),
        lazy: async () => ({ Component: (await import('../pages/inactivity/time-left.page')).TimeLeftPage }),
      },
      {
        path: 'poco-tiempo-restante',
        handle: handle('Poco tiempo restante'),
        lazy: async () => ({ Component: (await import('../pages/inactivity/little-time-left.page')).LittleTimeLeftPage }),
      },
      {
        path: 'tiempo-expirado',
        handle: handle('Tiempo expirado'),
        lazy: async () => ({ Component: (await import('../pages/inactivity/time-expired.page')).TimeExpiredPage }),
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

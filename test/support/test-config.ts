import type { AppConfig } from '@/application/shared/config/app-config.model';

/** A complete, valid configuration for tests; override what a test cares about. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const site = (slug: string) => `http://localhost/sandbox/externo/${slug}`;
  const base: AppConfig = {
    apiBaseUrl: 'http://localhost',
    requestTimeoutMs: 10_000,
    identity: { url: 'http://localhost', realm: 'portal', clientId: 'portal-servicios', metadata: null },
    provider: { tradeName: 'Caja de Compensación Demo', taxId: '890.900.841-9', publicSiteUrl: site('inicio') },
    navigation: {
      onlineServicesHome: '/',
      sideMenu: {
        onlineServices: '/',
        onlinePayments: '/pagos-en-linea',
        certificates: '/certificados',
        subsidies: '/subsidios',
        credits: '/creditos',
      },
    },
    footer: {
      company: [{ label: 'Quiénes somos', href: site('quienes-somos') }],
      quickAccess: [{ label: 'Afiliaciones', href: site('afiliaciones') }],
      serviceChannels: [{ label: 'Canales de atención', href: site('canales-de-atencion') }],
      socialNetworks: [{ label: 'Facebook', href: site('facebook') }],
      regulator: { label: 'Superintendencia del Subsidio Familiar', href: site('superintendencia') },
    },
    servicePhones: [
      { label: 'Medellín', number: '(604) 444 0000' },
      { label: 'Resto del país', number: '01 8000 000 000' },
    ],
    feedbackSurveyUrl: site('encuesta'),
    releaseNotesWidgetUrl: '',
    releaseNotesWidgetIntegrity: '',
    checkoutOrigins: [],
    telemetry: null,
    externalSites: {
      creditSystem: site('sistema-de-creditos'),
      noveltiesRegistration: site('registro-de-novedades'),
      frequentQuestions: site('preguntas-frecuentes'),
      subsidies: {
        unemployment: site('subsidio-desempleo'),
        educational: site('subsidio-educativo'),
        footwear: site('subsidio-calzado'),
      },
      housingSubsidy: {
        whatIsIt: site('vivienda-que-es'),
        howToApply: site('vivienda-como-postularse'),
        requirements: site('vivienda-requisitos'),
        assignmentCheck: site('vivienda-asignacion'),
      },
    },
    ipLookup: { services: ['http://localhost/sandbox/ip'], timeoutMs: 5000 },
    texts: {
      workerNotFoundToast: 'No encontramos un trabajador afiliado con el documento ingresado.',
      beneficiaryNotFoundToast: 'No encontramos un beneficiario con el documento ingresado.',
      fosfecNotFoundToast: 'No encontramos información FOSFEC para el documento ingresado.',
      errorFormato: 'El archivo no tiene un formato permitido.',
      errorPeso: 'El archivo supera el tamaño máximo de 2 MB.',
      errorArchivo: 'El archivo no tiene un formato permitido y supera el tamaño máximo de 2 MB.',
      paymentEmailErrorTitle: 'Error de validación',
    },
  };
  return { ...base, ...overrides };
}

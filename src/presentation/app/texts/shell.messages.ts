/**
 * Spanish (es-CO) texts of the shell: header, side menu, breadcrumb, footer, global
 * feedback and the error screen (docs/shell.md).
 */
export const SITE_NAME = 'Servicios en línea';

export const shellMessages = {
  siteName: SITE_NAME,
  skipToContent: 'Saltar al contenido principal',
  pageLoading: 'Cargando la página…',
  documentTitle: (pageTitle: string, tradeName: string): string =>
    // The home page's own title is the site name: put the fund's name after it instead of repeating it.
    pageTitle === SITE_NAME ? `${SITE_NAME} | ${tradeName}` : `${pageTitle} | ${SITE_NAME}`,

  header: {
    logoAlt: (tradeName: string) => tradeName,
    homeLinkLabel: (tradeName: string) => `${tradeName}: ${SITE_NAME}, ir al inicio`,
    menuToggle: 'Menú',
    login: 'Iniciar sesión',
    updateData: 'Actualizar datos',
    logout: 'Cerrar sesión',
    loginUnavailable: 'El inicio de sesión no está disponible en este momento. Por favor inténtalo más tarde.',
  },

  sideMenu: {
    title: 'Menú',
    navLabel: 'Menú principal',
    close: 'Cerrar menú',
    onlineServices: 'Servicios en línea',
    onlinePayments: 'Pagos en línea',
    certificates: 'Certificados',
    subsidies: 'Subsidios',
    credits: 'Créditos',
  },

  breadcrumb: {
    navLabel: 'Ruta de navegación',
    home: SITE_NAME,
  },

  footer: {
    landmarkHeading: 'Información de la caja',
    company: 'Nuestra caja',
    quickAccess: 'Accesos rápidos',
    serviceChannels: 'Canales de atención',
    socialNetworks: 'Redes sociales',
    phoneLines: 'Líneas de atención',
    phoneLinesClose: 'Cerrar líneas de atención',
    callTo: (label: string, number: string) => `${label}: ${number}`,
    survey: 'Califica tu experiencia en el portal',
    taxId: (taxId: string) => `NIT ${taxId}`,
    copyright: (year: number) => `© ${year}. Todos los derechos reservados.`,
  },

  feedback: {
    loading: 'Cargando…',
    notifications: 'Notificaciones',
    dismissToast: 'Cerrar notificación',
    accept: 'Aceptar',
    systemErrorTitle: 'Error del sistema',
    systemErrorMessage: 'Por problemas técnicos no se pudo realizar la consulta. Por favor inténtalo más tarde.',
    toneLabel: { error: 'Error', success: 'Éxito', warning: 'Advertencia', info: 'Información' },
  },

  routeError: {
    documentTitle: 'Algo salió mal',
    title: 'Algo salió mal',
    explanation:
      'Ocurrió un problema al mostrar esta página. Ya quedó registrado. Revisa tu conexión a internet e inténtalo de nuevo, o vuelve al inicio.',
    retry: 'Intentar de nuevo',
    goHome: 'Ir al inicio',
  },
} as const;


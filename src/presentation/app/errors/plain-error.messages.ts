/** Spanish (es-CO) texts shared by the pages shown when the portal itself cannot run. */
export const plainErrorMessages = {
  siteName: 'Servicios en línea',
  actionsHeading: 'Qué puedes hacer',
  retryHint: 'Intenta de nuevo en unos minutos: puede ser una falla momentánea.',
  contactHint:
    'Si el problema continúa, comunícate con los canales de atención de la caja e indica el mensaje de esta página para que el equipo técnico lo corrija.',
  retry: 'Intentar de nuevo',
  startup: {
    documentTitle: 'Error al iniciar | Servicios en línea',
    title: 'No pudimos iniciar el portal',
    intro: 'Ocurrió un error mientras el portal se preparaba para mostrar los servicios en línea. Tus datos no se han visto afectados.',
  },
  unexpected: {
    documentTitle: 'Error inesperado | Servicios en línea',
    title: 'Algo salió mal al mostrar el portal',
    intro: 'Ocurrió un error inesperado y el portal no pudo seguir mostrando esta página. Tus datos no se han visto afectados.',
  },
} as const;

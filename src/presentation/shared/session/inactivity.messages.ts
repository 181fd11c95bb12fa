/** Inactivity notices at 2 minutes and 20 seconds left, and the closed session (docs/identity.md). */
export const inactivityMessages = {
  close: 'Cerrar',
  timeLeft: {
    title: 'Tu sesión está por finalizar',
    message:
      'Por inactividad, tu sesión se cerrará en 2 minutos. Vuelve a la ventana del portal y realiza cualquier acción para mantenerla activa.',
  },
  littleTimeLeft: {
    title: 'Tu sesión finalizará en 20 segundos',
    message: 'Vuelve ahora a la ventana del portal y realiza cualquier acción para no perder tu sesión.',
  },
  timeExpired: {
    title: 'Ha finalizado tu sesión',
    message: 'Se superó el tiempo de la sesión.',
    hint: 'Para continuar, vuelve a la ventana del portal e inicia sesión de nuevo.',
  },
} as const;

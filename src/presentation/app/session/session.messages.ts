/** Spanish (es-CO) texts about signing in that are not the header's own. */
export const sessionMessages = {
  /** Shown once after startup when the identity provider could not be reached (docs/identity.md). */
  providerUnavailable: 'No pudimos conectar con el servicio de inicio de sesión. Puedes seguir usando los servicios que no lo requieren.',
  /** Shown by a page that needs sign-in while the login redirect is prepared. */
  redirectingToLogin: 'Redirigiendo al inicio de sesión…',
  /** Shown by a page that needs sign-in after the API refused the session or another tab ended it (beside the closed-session notice). */
  sessionEnded: 'Tu sesión ha finalizado. Inicia sesión de nuevo para continuar.',
} as const;

/** Shown in the card whose 'Iniciar sesión' failed, keyed by the SessionStore's error code. */
export const sessionGatedCardMessages = {
  loginFailed: {
    'identity.unavailable':
      'En este momento no es posible iniciar sesión. Por favor inténtalo más tarde.',
  } as Readonly<Record<string, string>>,
  loginFailedDefault: 'No fue posible iniciar sesión. Por favor inténtalo más tarde.',
} as const;

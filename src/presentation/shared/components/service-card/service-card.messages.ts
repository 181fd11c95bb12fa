export const serviceCardMessages = {
  signIn: 'Iniciar sesión',
} as const;

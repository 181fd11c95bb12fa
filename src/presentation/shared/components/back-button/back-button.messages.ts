export const backButtonMessages = {
  back: 'Regresar',
} as const;

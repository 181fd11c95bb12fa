export const stepListMessages = {
  /** Read before each step's title; the big number beside it is only drawn. */
  stepPrefix: (position: number) => `Paso ${position}: `,
} as const;

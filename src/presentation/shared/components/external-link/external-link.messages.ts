export const externalLinkMessages = {
  /** Read after the link's own text so nobody is surprised by a new tab (WCAG 3.2.5 advice). */
  newTabHint: '(se abre en una nueva pestaña)',
} as const;

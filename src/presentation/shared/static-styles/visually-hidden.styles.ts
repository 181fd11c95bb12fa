import type { StaticStyles } from './static-styles.model';

/** Read by screen readers, not drawn (Chakra's `srOnly`): for status regions and hidden labels. */
export const visuallyHiddenClass = 'shell-visually-hidden';

export const visuallyHiddenStyles = {
  [visuallyHiddenClass]: { css: { srOnly: true } },
} satisfies StaticStyles;

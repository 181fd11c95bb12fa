import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const personalDataPageClass = 'shell-personal-data-page';
export const personalDataPersonClass = 'shell-personal-data-person';
export const personalDataHeadingClass = 'shell-personal-data-heading';
export const personalDataLoadingClass = 'shell-personal-data-loading';
export const personalDataSpinnerClass = 'shell-personal-data-spinner';

/**
 * The data update's intro, the person and the loading row, drawn with static classes (its route
 * loads no Chakra before them): the page's column, the person's section with its h2 (Chakra's
 * Heading, size lg, as the form's sections), and the muted row with a small spinner.
 */
export const personalDataStyles = {
  [personalDataPageClass]: { css: { display: 'flex', flexDirection: 'column', gap: '8' } },
  [personalDataPersonClass]: { css: { display: 'flex', flexDirection: 'column', gap: '3' } },
  [personalDataHeadingClass]: { recipe: { key: 'heading', variants: { size: 'lg' } }, css: {} },
  [personalDataLoadingClass]: { css: { display: 'flex', alignItems: 'center', gap: '3', color: 'fg.muted' } },
  [personalDataSpinnerClass]: { recipe: { key: 'spinner', variants: { size: 'sm' } }, css: {} },
} satisfies StaticStyles;

import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const homePageClass = 'shell-home-page';

/** The home's column: the intro above the cards, further apart from tablets up. */
export const homeStyles = {
  [homePageClass]: { css: { display: 'flex', flexDirection: 'column', gap: { base: '6', md: '8' } } },
} satisfies StaticStyles;

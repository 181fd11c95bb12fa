import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const pageIntroClass = 'shell-page-intro';
export const pageIntroTitleClass = 'shell-page-intro-title';
export const pageIntroLeadClass = 'shell-page-intro-lead';

/** The page's h1 (Chakra's Heading, a size larger from tablets up) and its lead paragraphs. */
export const pageIntroStyles = {
  [pageIntroClass]: { css: { display: 'flex', flexDirection: 'column', gap: '3', maxW: '3xl' } },
  [pageIntroTitleClass]: {
    // A step larger from tablets up: a recipe variant per breakpoint, as Chakra's recipes take it.
    recipe: { key: 'heading', variants: { size: { base: '2xl', md: '3xl' } } },
    css: { lineHeight: 'shorter' },
  },
  [pageIntroLeadClass]: { css: { fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted' } },
} satisfies StaticStyles;

import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const breadcrumbBarClass = 'shell-breadcrumb-bar';
export const breadcrumbRootClass = 'shell-breadcrumb-root';
export const breadcrumbListClass = 'shell-breadcrumb-list';
export const breadcrumbItemClass = 'shell-breadcrumb-item';
export const breadcrumbLinkClass = 'shell-breadcrumb-link';
export const breadcrumbSeparatorClass = 'shell-breadcrumb-separator';
export const breadcrumbCurrentClass = 'shell-breadcrumb-current';
export const breadcrumbTextClass = 'shell-breadcrumb-text';

/** The theme's breadcrumb recipe in its medium size, as Chakra's Breadcrumb parts draw it. */
const md = { size: 'md' } as const;

/** The breadcrumb above main, aligned with it: underlined brand links, the current page in bold. */
export const breadcrumbStyles = {
  [breadcrumbBarClass]: { css: { w: 'full', maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, pt: '4' } },
  [breadcrumbRootClass]: { slotRecipe: { key: 'breadcrumb', slot: 'root', variants: md }, css: {} },
  [breadcrumbListClass]: { slotRecipe: { key: 'breadcrumb', slot: 'list', variants: md }, css: { flexWrap: 'wrap', rowGap: '1' } },
  [breadcrumbItemClass]: { slotRecipe: { key: 'breadcrumb', slot: 'item', variants: md }, css: {} },
  [breadcrumbLinkClass]: {
    slotRecipe: { key: 'breadcrumb', slot: 'link', variants: md },
    css: {
      color: 'brand.fg',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      // The visible text is small; the padding keeps each crumb a 24 px target (WCAG 2.5.8).
      py: '1',
      display: 'inline-block',
    },
  },
  [breadcrumbSeparatorClass]: { slotRecipe: { key: 'breadcrumb', slot: 'separator', variants: md }, css: {} },
  [breadcrumbCurrentClass]: { css: { fontWeight: 'semibold', color: 'fg' } },
  [breadcrumbTextClass]: { css: { fontWeight: 'normal', color: 'fg' } },
} satisfies StaticStyles;

import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const sideMenuToggleClass = 'shell-side-menu-toggle';
export const sideMenuToggleLabelClass = 'shell-side-menu-toggle-label';

/** The menu toggle: Chakra's ghost button in the brand colour; phones show the icon alone. */
export const sideMenuStyles = {
  [sideMenuToggleClass]: {
    recipe: { key: 'button', variants: { variant: 'ghost' } },
    css: {
      colorPalette: 'brand',
      minW: '11',
      minH: '11',
      px: { base: '2', md: '3' },
      gap: '2',
    },
  },
  // The word stays in the accessible name on every width; phones only hide it visually.
  [sideMenuToggleLabelClass]: { css: { srOnly: { base: true, md: false } } },
} satisfies StaticStyles;

import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

/** The header and footer draw their icons a little larger than the text beside them. */
export const shellIconSize = '1.25em';

export const shellButtonIconClass = 'shell-button-icon';
export const userMenuButtonClass = 'shell-user-menu-button';
export const userMenuUserIconClass = 'shell-user-menu-user-icon';
export const userMenuNameClass = 'shell-user-menu-name';

/**
 * The signed-in person's menu button: Chakra's ghost button in the brand colour, as wide as the
 * name needs up to a limit; the name is cut with an ellipsis, and phones leave the person icon out.
 */
export const shellButtonsStyles = {
  // After the icon's own class in the sheet (shared classes come first), so this size wins over its one em.
  [shellButtonIconClass]: { css: { boxSize: shellIconSize } },
  [userMenuButtonClass]: {
    recipe: { key: 'button', variants: { variant: 'ghost' } },
    css: {
      colorPalette: 'brand',
      minH: '11',
      px: '2',
      gap: '2',
      maxW: { base: '44', md: 'xs' },
      flexShrink: 1,
    },
  },
  [userMenuUserIconClass]: { css: { hideBelow: 'sm' } },
  [userMenuNameClass]: { css: { truncate: true } },
} satisfies StaticStyles;

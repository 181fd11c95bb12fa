import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const backButtonClass = 'shell-back-button';

/**
 * 'Regresar' as the portal's LinkButton drew it: the theme's button recipe, outlined and large,
 * on a link. LinkButton gives the link nothing beyond the recipe (Chakra's reset makes every link
 * inherit its text decoration, so it has no underline; the recipe sets its colour), so neither
 * does this class.
 */
export const backButtonStyles = {
  [backButtonClass]: { recipe: { key: 'button', variants: { variant: 'outline', size: 'lg' } }, css: {} },
} satisfies StaticStyles;

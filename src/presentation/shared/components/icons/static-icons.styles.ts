import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const staticIconClass = 'shell-icon';

/** Chakra's Icon as icons.tsx draws it: the icon recipe, one em square, in the text colour. */
export const staticIconStyles = {
  [staticIconClass]: { recipe: { key: 'icon' }, css: { boxSize: '1em' } },
} satisfies StaticStyles;

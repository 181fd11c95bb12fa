import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const skipLinkClass = 'shell-skip-link';

/** Off screen until focused; then a brand-coloured button over the header's corner. */
export const skipLinkStyles = {
  [skipLinkClass]: {
    recipe: { key: 'link' },
    css: {
      position: 'absolute',
      insetStart: '2',
      top: '2',
      zIndex: 'skipNav',
      px: '4',
      py: '3',
      bg: 'brand.solid',
      color: 'brand.contrast',
      fontWeight: 'semibold',
      borderRadius: 'l2',
      transform: 'translateY(-200%)',
      _focusVisible: { transform: 'none', outline: '3px solid {colors.accent.400}', outlineOffset: '2px' },
      _focus: { transform: 'none' },
    },
  },
} satisfies StaticStyles;

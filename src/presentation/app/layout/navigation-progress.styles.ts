import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const navigationProgressClass = 'shell-navigation-progress';

/** A thin amber bar along the top of the window, growing and shrinking while a page loads. */
export const navigationProgressStyles = {
  [navigationProgressClass]: {
    css: {
      position: 'fixed',
      top: '0',
      insetInline: '0',
      h: '1',
      zIndex: 'banner',
      bg: 'accent.400',
      transformOrigin: 'left',
      animation: 'navigation-progress 1.2s ease-in-out infinite',
    },
    keyframes: {
      'navigation-progress': { from: { transform: 'scaleX(0.1)' }, to: { transform: 'scaleX(0.9)' } },
    },
  },
} satisfies StaticStyles;

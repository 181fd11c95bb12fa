import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const loaderOverlayClass = 'shell-loader-overlay';
export const loaderDiscClass = 'shell-loader-disc';
export const loaderSpinnerClass = 'shell-loader-spinner';
export const toastRegionClass = 'shell-toast-region';
export const toastStackClass = 'shell-toast-stack';

/** The global loader (a spinner on a white disc over a dimmed page) and the toasts' corner, bottom-anchored. */
export const globalFeedbackStyles = {
  [loaderOverlayClass]: {
    css: {
      display: 'flex',
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      bg: 'blackAlpha.500',
      alignItems: 'center',
      justifyContent: 'center',
    },
  },
  [loaderDiscClass]: { css: { bg: 'bg', borderRadius: 'full', p: '4', boxShadow: 'lg' } },
  [loaderSpinnerClass]: {
    recipe: { key: 'spinner', variants: { size: 'xl' } },
    css: { color: 'brand.solid', borderWidth: '4px' },
  },
  [toastRegionClass]: {
    css: {
      display: 'flex',
      flexDirection: 'column',
      position: 'fixed',
      zIndex: 'toast',
      bottom: { base: '4', md: '6' },
      insetInline: { base: '4', md: 'auto' },
      insetEnd: { md: '6' },
      w: { md: 'sm' },
      pointerEvents: 'none',
    },
  },
  // No gap of the corner's own: with no toast it has no height, so the first toast to come moves
  // nothing that was on screen (a shift counted in CLS otherwise). The stacks stay displayed, empty,
  // so a screen reader knows both live regions before a toast is put in one.
  [toastStackClass]: {
    css: { display: 'flex', flexDirection: 'column', gap: '3', '&:not(:empty) ~ &:not(:empty)': { mt: '3' } },
  },
} satisfies StaticStyles;

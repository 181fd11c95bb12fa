import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const routeErrorClass = 'shell-route-error';
export const routeErrorTitleClass = 'shell-route-error-title';
export const routeErrorTextClass = 'shell-route-error-text';
export const routeErrorActionsClass = 'shell-route-error-actions';
export const routeErrorRetryClass = 'shell-route-error-retry';
export const routeErrorHomeClass = 'shell-route-error-home';
export const routeErrorMainClass = 'shell-route-error-main';

/** The route error's column: heading, explanation, then the retry and the way home drawn as buttons. */
export const routeErrorStyles = {
  [routeErrorClass]: {
    css: { display: 'flex', flexDirection: 'column', gap: '4', maxW: '2xl', py: { base: '4', md: '8' }, alignItems: 'flex-start' },
  },
  [routeErrorTitleClass]: { recipe: { key: 'heading' }, css: { fontSize: { base: '2xl', md: '3xl' }, color: 'brand.fg' } },
  [routeErrorTextClass]: { css: { fontSize: 'lg' } },
  [routeErrorActionsClass]: { css: { display: 'flex', flexWrap: 'wrap', gap: '3' } },
  [routeErrorRetryClass]: { recipe: { key: 'button' }, css: { minH: '11' } },
  [routeErrorHomeClass]: { recipe: { key: 'button', variants: { variant: 'outline' } }, css: { minH: '11' } },
  // When the layout itself failed: the landmark the shell would have drawn.
  [routeErrorMainClass]: { css: { maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '8' } },
} satisfies StaticStyles;

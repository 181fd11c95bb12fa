import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const routeErrorClass = 'shell-route-error';
export const routeErrorTitleClass = 'shell-route-error-title';
export const routeErrorTextClass = 'shell-route-error-text';
export const routeErrorHomeClass = 'shell-route-error-home';
export const routeErrorMainClass = 'shell-route-error-main';

/** The route error's column: heading, explanation and the way home drawn as a button. */
export const routeErrorStyles = {
  [routeErrorClass]: {
    css: { display: 'flex', flexDirection: 'column', gap: '4', maxW: '2xl', py: { base: '4', md: '8' }, alignItems: 'flex-start' },
  },
  [routeErrorTitleClass]: { recipe: { key: 'heading' }, css: { fontSize: { base: '2xl', md: '3xl' }, color: 'brand.fg' } },
  [routeErrorTextClass]: { css: { fontSize: 'lg' } },
  [routeErrorHomeClass]: { recipe: { key: 'button' }, css: { minH: '11' } },
  // When the layout itself failed: the landmark the shell would have drawn.
  [routeErrorMainClass]: { css: { maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '8' } },
} satisfies StaticStyles;

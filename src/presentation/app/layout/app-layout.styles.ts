import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const appLayoutClass = 'shell-app-layout';
export const appMainClass = 'shell-app-main';
export const bareMainClass = 'shell-bare-main';

/**
 * The page's column (header, breadcrumb, main, footer) and `main`, at least a screen tall, so
 * the footer starts below the first screen: content that arrives after a call (a grid, a form,
 * a list) grows main without moving anything the person already sees (no layout shift).
 * The inactivity notices' bare `main` fills their small window.
 */
export const appLayoutStyles = {
  [appLayoutClass]: { css: { display: 'flex', flexDirection: 'column', minH: '100dvh', overflowX: 'clip' } },
  [appMainClass]: {
    css: {
      flex: '1',
      minH: '100dvh',
      w: 'full',
      maxW: '7xl',
      mx: 'auto',
      px: { base: '4', md: '6' },
      py: { base: '6', md: '8' },
    },
  },
  [bareMainClass]: { css: { minH: '100dvh', p: '4' } },
} satisfies StaticStyles;

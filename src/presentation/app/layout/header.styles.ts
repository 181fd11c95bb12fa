import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const headerClass = 'shell-header';
export const headerBarClass = 'shell-header-bar';
export const headerHomeLinkClass = 'shell-header-home-link';
export const headerLogoClass = 'shell-header-logo';
export const headerSiteNameClass = 'shell-header-site-name';
export const headerLoginClass = 'shell-header-login';

/** The white bar with the amber rule: menu toggle, logo and site name, and the sign-in button. */
export const headerStyles = {
  [headerClass]: { css: { bg: 'bg', borderBottomWidth: '4px', borderColor: 'accent.400', boxShadow: 'xs' } },
  [headerBarClass]: {
    css: {
      display: 'flex',
      maxW: '7xl',
      mx: 'auto',
      px: { base: '2', md: '6' },
      minH: '16',
      alignItems: 'center',
      gap: { base: '1', md: '3' },
    },
  },
  [headerHomeLinkClass]: {
    recipe: { key: 'link' },
    css: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      minH: '11',
      minW: '0',
      flex: '1',
      textDecoration: 'none',
      color: 'brand.fg',
      _hover: { textDecoration: 'none' },
    },
  },
  [headerLogoClass]: { css: { objectFit: 'cover', boxSize: '10', flexShrink: 0 } },
  [headerSiteNameClass]: {
    css: {
      fontWeight: 'bold',
      fontSize: { base: 'sm', sm: 'md', md: 'lg' },
      lineHeight: 'short',
      lineClamp: 2,
      // Whole words only: beside a signed-in name, 'Servicios' split as 'Servicio / s'.
      wordBreak: 'normal',
      overflowWrap: 'normal',
    },
  },
  [headerLoginClass]: {
    recipe: { key: 'button' },
    css: { colorPalette: 'brand', minH: '11', px: { base: '3', md: '5' }, flexShrink: 0 },
  },
} satisfies StaticStyles;

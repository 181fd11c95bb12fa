import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const certificatesPageClass = 'shell-certificates-page';
export const certificatesFovisClass = 'shell-certificates-fovis';
export const certificatesHelpButtonClass = 'shell-certificates-help-button';

/**
 * /certificados draws with static classes only (its route loads no Chakra before the cards): the
 * page's column, the FOVIS block, and the FOVIS help's button, Chakra's ghost button.
 */
export const certificatesStyles = {
  [certificatesPageClass]: { css: { display: 'flex', flexDirection: 'column', gap: { base: '6', md: '8' } } },
  [certificatesFovisClass]: { css: { display: 'flex', flexDirection: 'column', gap: '2' } },
  [certificatesHelpButtonClass]: {
    recipe: { key: 'button', variants: { variant: 'ghost', size: 'md' } },
    css: { minH: '11', alignSelf: 'flex-start', px: '2' },
  },
} satisfies StaticStyles;

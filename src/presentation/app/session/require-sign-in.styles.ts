import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const signInPageClass = 'shell-sign-in-page';
export const signInNoticeClass = 'shell-sign-in-notice';
export const signInNoticeTextClass = 'shell-sign-in-notice-text';
export const signInButtonClass = 'shell-sign-in-button';
export const signInStatusClass = 'shell-sign-in-status';

/**
 * What a page that needs a session shows instead: its intro, then the status centred under it,
 * with its button. The column's gap is the data update's (personal-data.styles.ts), so its
 * prerendered intro stays where it is.
 */
export const requireSignInStyles = {
  [signInPageClass]: { css: { display: 'flex', flexDirection: 'column', gap: '8' } },
  [signInNoticeClass]: {
    css: { display: 'flex', flexDirection: 'column', py: '8', alignItems: 'center', gap: '4', textAlign: 'center' },
  },
  [signInNoticeTextClass]: { css: { fontSize: 'lg' } },
  [signInButtonClass]: { recipe: { key: 'button' }, css: { minH: '11' } },
  [signInStatusClass]: { css: { py: '8', textAlign: 'center', fontSize: 'lg' } },
} satisfies StaticStyles;

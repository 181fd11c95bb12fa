import type { StaticStyles } from '@/presentation/shared/static-styles/static-styles.model';

export const signInNoticeClass = 'shell-sign-in-notice';
export const signInNoticeTextClass = 'shell-sign-in-notice-text';
export const signInButtonClass = 'shell-sign-in-button';
export const signInStatusClass = 'shell-sign-in-status';

/** The status a page that needs a session shows instead, centred in `main`, with its button. */
export const requireSignInStyles = {
  [signInNoticeClass]: {
    css: { display: 'flex', flexDirection: 'column', py: '8', alignItems: 'center', gap: '4', textAlign: 'center' },
  },
  [signInNoticeTextClass]: { css: { fontSize: 'lg' } },
  [signInButtonClass]: { recipe: { key: 'button' }, css: { minH: '11' } },
  [signInStatusClass]: { css: { py: '8', textAlign: 'center', fontSize: 'lg' } },
} satisfies StaticStyles;

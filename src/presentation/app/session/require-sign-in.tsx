import { useEffect, useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useMatches } from 'react-router-dom';
import { endsWithClosedSessionNotice } from '@/application/shared/session/identity.port';
import { useInjection } from '@/presentation/shared/di/container-context';
import { PageIntro } from '@/presentation/shared/components/page-intro/page-intro';
import { isRouteHandle, type RouteHandle } from '@/presentation/shared/routing/route-handle.model';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { useIsPrerender } from '@/presentation/shared/render-phase/render-phase';
import { SessionStore } from '@/presentation/shared/session/session.store';
import { signInButtonClass, signInNoticeClass, signInNoticeTextClass, signInPageClass, signInStatusClass } from './require-sign-in.styles';
import { sessionMessages } from './session.messages';

/**
 * The page's own handle (the deepest matched) when any matched route's handle says
 * `requiresSignIn: true` (a parent protects its children); null when none does.
 */
function useSignInPage(): RouteHandle | null {
  const handles = useMatches()
    .map(({ handle }) => handle)
    .filter(isRouteHandle);
  return handles.some((handle) => handle.requiresSignIn === true) ? (handles.at(-1) ?? null) : null;
}

/**
 * Guards the pages whose route handle has `requiresSignIn: true` (docs/shell.md, roles): an
 * anonymous visitor is sent to login, which returns to this very address, and sees the page's
 * title (and its lead, when the handle gives it) with a short status meanwhile instead of a page
 * that would fail its calls. A refresh rejected while on such a page (the session ended at the
 * provider) starts a new login the same way. After a logout the redirect to the provider is
 * already under way, so no login is started then.
 *
 * The build-time prerender knows no session: it draws the page itself, as a signed-in person
 * will see it (its per-person parts are placeholders), never the anonymous view.
 */
export const RequireSignIn = observer(function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useInjection<SessionStore>(SessionStore);
  const isPrerender = useIsPrerender();
  const page = useSignInPage();
  const mustSignIn = page !== null && !session.isLogged;
  // One attempt per visit and per session change: a failed attempt (provider down) must not be
  // retried in a loop once the header has shown its notice and cleared the error.
  const episode = `${useLocation().key}:${session.lastChange ?? 'startup'}`;
  const attempted = useRef<string | null>(null);
  // Not after a logout (its redirect is under way) nor after the API refused the session or
  // another tab ended it: the closed-session notice offers the new login then, so nothing typed
  // is lost to a redirect.
  const isEndedByChoice = session.lastChange === 'signedOut' || endsWithClosedSessionNotice(session.lastChange);
  const shouldStartLogin = mustSignIn && !isEndedByChoice && attempted.current !== episode;

  useEffect(() => {
    // The ref survives StrictMode's second effect run, so only one redirect is prepared.
    if (!shouldStartLogin || attempted.current === episode) return;
    attempted.current = episode;
    void session.login();
  }, [shouldStartLogin, episode, session]);

  if (page === null || !mustSignIn || (import.meta.env.SSR && isPrerender)) return <>{children}</>;
  const failed = attempted.current === episode && !session.isRedirecting;
  return (
    <div className={signInPageClass}>
      <PageIntro title={page.title} lead={page.lead} />
      {endsWithClosedSessionNotice(session.lastChange) ? (
        <div className={signInNoticeClass} role="status">
          <p className={signInNoticeTextClass}>{sessionMessages.sessionEnded}</p>
          <button type="button" className={signInButtonClass} onClick={() => void session.login()}>
            {shellMessages.header.login}
          </button>
        </div>
      ) : (
        <p role="status" className={signInStatusClass}>
          {failed ? shellMessages.header.loginUnavailable : sessionMessages.redirectingToLogin}
        </p>
      )}
    </div>
  );
});

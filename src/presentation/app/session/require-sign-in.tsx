import { useEffect, useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useMatches } from 'react-router-dom';
import { endsWithClosedSessionNotice } from '@/application/shared/session/identity.port';
import { useInjection } from '@/presentation/shared/di/container-context';
import { isRouteHandle } from '@/presentation/shared/routing/route-handle.model';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { SessionStore } from '@/presentation/shared/session/session.store';
import { signInButtonClass, signInNoticeClass, signInNoticeTextClass, signInStatusClass } from './require-sign-in.styles';
import { sessionMessages } from './session.messages';

/** True when any matched route's handle says `requiresSignIn: true` (a parent protects its children). */
function useRequiresSignIn(): boolean {
  return useMatches().some(({ handle }) => isRouteHandle(handle) && handle.requiresSignIn === true);
}

/**
 * Guards the pages whose route handle has `requiresSignIn: true` (spec sections 4 and 6): an
 * anonymous visitor is sent to login, which returns to this very address, and sees a short
 * status meanwhile instead of a page that would fail its calls. A refresh rejected while on
 * such a page (the session ended at the provider) starts a new login the same way. After a
 * logout the redirect to the provider is already under way, so no login is started then.
 */
export const RequireSignIn = observer(function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useInjection<SessionStore>(SessionStore);
  const requiresSignIn = useRequiresSignIn();
  const mustSignIn = requiresSignIn && !session.isLogged;
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

  if (!mustSignIn) return <>{children}</>;
  if (endsWithClosedSessionNotice(session.lastChange)) {
    return (
      <div className={signInNoticeClass} role="status">
        <p className={signInNoticeTextClass}>{sessionMessages.sessionEnded}</p>
        <button type="button" className={signInButtonClass} onClick={() => void session.login()}>
          {shellMessages.header.login}
        </button>
      </div>
    );
  }
  const failed = attempted.current === episode && !session.isRedirecting;
  return (
    <p role="status" className={signInStatusClass}>
      {failed ? shellMessages.header.loginUnavailable : sessionMessages.redirectingToLogin}
    </p>
  );
});

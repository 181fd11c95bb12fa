import { lazy, Suspense, useEffect, useState } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { useInjection } from '@/presentation/shared/di/container-context';
import { LiveOnly } from '@/presentation/shared/render-phase/render-phase';
import { SessionStore } from '@/presentation/shared/session/session.store';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { NavigationLink } from './shell-links';
import { SideMenu } from './side-menu';
import { UserMenuButton } from './shell-buttons';
import { loadThemed } from '@/presentation/shared/theme/load-themed.util';
import {
  headerBarClass,
  headerClass,
  headerHomeLinkClass,
  headerLoginClass,
  headerLogoClass,
  headerSiteNameClass,
} from './header.styles';

const texts = shellMessages.header;
// Only signed-in people see the account menu: its code (Chakra Menu and positioning) is
// kept out of the first screen's chunk for everyone else.
const UserMenu = lazy(async () => ({ default: await loadThemed(async () => (await import('./user-menu')).UserMenu) }));

/**
 * Spec section 2, Header: logo, menu toggle, and sign-in or the signed-in person's menu. Drawn
 * with plain elements and the static styles of header.styles.ts, so the first screen needs no Chakra.
 */
export const Header = observer(function Header() {
  const config = useInjection<AppConfig>(AppConfig);
  const session = useInjection<SessionStore>(SessionStore);
  const feedback = useInjection<UiFeedback>(UiFeedback);
  const { tradeName } = config.provider;
  const fullName = session.session.userFullName ?? session.session.userName ?? '';
  // A click on the stand-in button while the menu's chunk loads opens the menu when it lands.
  const [isMenuRequested, setMenuRequested] = useState(false);

  // A failed sign-in (from this button or any page's) is reported once, here, and forgotten.
  useEffect(
    () =>
      reaction(
        () => session.loginError,
        (code) => {
          if (code === null) return;
          feedback.showToast({ tone: 'warning', message: texts.loginUnavailable });
          session.clearLoginError();
        },
        { fireImmediately: true },
      ),
    [session, feedback],
  );

  return (
    <header className={headerClass}>
      <div className={headerBarClass}>
        <SideMenu />
        <NavigationLink href={config.navigation.onlineServicesHome} className={headerHomeLinkClass}>
          <img className={headerLogoClass} src="/images/logo.svg" alt={texts.logoAlt(tradeName)} />
          <span className={headerSiteNameClass}>{shellMessages.siteName}</span>
        </NavigationLink>
        {/* In the build-time prerender (ADR 0022) neither 'Iniciar sesión' nor a name, for either may be
            wrong for the person loading the page: index.html's first frame's empty box
            (src/first-frame.css), as wide as the sign-in button, so the title beside it wraps as it will. */}
        <LiveOnly placeholderClass="first-frame__action">
          {session.isLogged ? (
            <Suspense
              fallback={
                <UserMenuButton
                  fullName={fullName}
                  aria-haspopup="menu"
                  aria-expanded={false}
                  onClick={() => setMenuRequested(true)}
                />
              }
            >
              <UserMenu fullName={fullName} defaultOpen={isMenuRequested} />
            </Suspense>
          ) : (
            <button
              type="button"
              className={headerLoginClass}
              disabled={session.isRedirecting}
              onClick={() => void session.login()}
            >
              {texts.login}
            </button>
          )}
        </LiveOnly>
      </div>
    </header>
  );
});


import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { useInjection } from '@/presentation/shared/di/container-context';
import { whenIdle } from '@/presentation/shared/idle/when-idle.util';
import { preload } from '@/presentation/shared/lazy/preload.util';
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
// Only signed-in people see the account menu: its code (Chakra Menu and positioning) is kept out of
// the first screen's chunk for everyone else, and fetched once the page is idle or the pointer nears
// the button, so a page drawn without Chakra paints before Chakra arrives. Until the button is first
// pressed it is a stand-in of the same look.
const loadUserMenu = () => loadThemed(async () => (await import('./user-menu')).UserMenu);
const UserMenu = lazy(async () => ({ default: await loadUserMenu() }));

/**
 * The header (docs/shell.md): logo, menu toggle, and sign-in or the signed-in person's menu. Drawn
 * with plain elements and the static styles of header.styles.ts, so the first screen needs no Chakra.
 */
export const Header = observer(function Header() {
  const config = useInjection<AppConfig>(AppConfig);
  const session = useInjection<SessionStore>(SessionStore);
  const feedback = useInjection<UiFeedback>(UiFeedback);
  const { tradeName } = config.provider;
  const fullName = session.session.userFullName ?? session.session.userName ?? '';
  // The menu mounts at the stand-in's first press, open, and stays: its chunk is in by then or lands
  // soon. Pressed from the keyboard (a click with no pointer, `detail` 0), it opens with its first item
  // highlighted, as the menu's own button does.
  const [menuRequest, setMenuRequest] = useState<'pointer' | 'keyboard' | null>(null);
  // A transition: the stand-in stays (focused, if it was) until the menu has arrived, open.
  const standIn = (
    <UserMenuButton
      fullName={fullName}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => preload(loadUserMenu)}
      onClick={(event) => startTransition(() => setMenuRequest(event.detail === 0 ? 'keyboard' : 'pointer'))}
    />
  );
  // Both effects below return what releases them: whenIdle's cancel function, the reaction's disposer.
  useEffect(() => (session.isLogged ? whenIdle(() => preload(loadUserMenu)) : undefined), [session.isLogged]);

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
            <Suspense fallback={standIn}>
              {menuRequest ? <UserMenu fullName={fullName} defaultOpen highlightFirst={menuRequest === 'keyboard'} /> : standIn}
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


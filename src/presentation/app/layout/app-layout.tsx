import { useMemo, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { useInjection } from '@/presentation/shared/di/container-context';
import { GlobalFeedback } from '@/presentation/app/feedback/global-feedback';
import { UiStore } from '@/presentation/app/feedback/ui.store';
import { RequireSignIn } from '@/presentation/app/session/require-sign-in';
import { usePageSettled } from '@/presentation/shared/idle/use-page-settled';
import { lazyPart } from '@/presentation/shared/lazy/lazy-part';
import { LiveOnly } from '@/presentation/shared/render-phase/render-phase';
import { SessionTimeoutHost } from '@/presentation/app/session-timeout/session-timeout-host';
import { appLayoutClass, appMainClass } from './app-layout.styles';
import { PortalBreadcrumb } from './breadcrumb';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { InsideShellContext } from './shell-context.model';
import { MAIN_CONTENT_ID } from './shell-links';
import { SkipLink } from './skip-link';
import { useRouteDocumentTitle } from './use-document-title';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';

/**
 * The shell of every page (docs/shell.md): skip link, header with side menu, breadcrumb,
 * the page in `main`, footer and the global loader, modals and toasts.
 */
export function AppLayout() {
  const [titleOverride, setTitleOverride] = useState<string | null>(null);
  const shell = useMemo(() => ({ overrideTitle: setTitleOverride }), []);
  useRouteDocumentTitle(titleOverride);
  useFocusMainOnNavigation();

  return (
    <div className={appLayoutClass}>
      <SkipLink />
      <Header />
      <NavigationProgress />
      <PortalBreadcrumb />
      <Main>
        <InsideShellContext.Provider value={shell}>
          <RequireSignIn>
            <Outlet />
          </RequireSignIn>
        </InsideShellContext.Provider>
      </Main>
      {/* Every word and link of the footer is the runtime configuration's: the build-time prerender
          draws index.html's footer frame instead (src/first-frame.css; ADR 0022), below the first screen. */}
      <LiveOnly placeholderClass={FOOTER_FRAME_CLASS}>
        <LazyFooterHost />
      </LiveOnly>
      <GlobalFeedback />
      <SessionTimeoutHost />
      <ScrollRestoration />
    </div>
  );
}

const FOOTER_FRAME_CLASS = 'first-frame__footer';

// The footer is below the first screen on every page (main is at least a screen tall): its code
// is a chunk of its own, asked for once the page has settled, and until it arrives (or if it
// cannot) the same footer frame the prerender draws stands in its place. It draws with static
// classes: its chunk brings no Chakra, and its first render inserts no styles.
const LazyFooter = lazyPart(async () => (await import('./footer')).Footer);

function LazyFooterHost() {
  const isSettled = usePageSettled();
  return <LazyFooter when={isSettled} fallback={<span className={FOOTER_FRAME_CLASS} data-placeholder="" />} />;
}

/**
 * `main`, busy while the global loader shows or a page loads. The only part of the shell that
 * watches the loader: it toggles around most API calls, and if the whole layout observed it,
 * each call would re-render the footer and breadcrumb twice. The page inside is the same
 * element on each of these renders, so React leaves it alone.
 */
const Main = observer(function Main({ children }: { children: ReactNode }) {
  const ui = useInjection<UiStore>(UiStore);
  const isNavigating = useNavigation().state === 'loading';
  return (
    // At least a screen tall (app-layout.styles.ts), so content that arrives later moves nothing.
    <main id={MAIN_CONTENT_ID} tabIndex={-1} aria-busy={ui.isLoading || isNavigating} className={appMainClass}>
      {children}
    </main>
  );
});

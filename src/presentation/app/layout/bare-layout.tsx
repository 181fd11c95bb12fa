import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet } from 'react-router-dom';
import { useInjection } from '@/presentation/shared/di/container-context';
import { GlobalFeedback } from '@/presentation/app/feedback/global-feedback';
import { UiStore } from '@/presentation/app/feedback/ui.store';
import { bareMainClass } from './app-layout.styles';
import { InsideShellContext } from './shell-context.model';
import { MAIN_CONTENT_ID } from './shell-links';
import { useRouteDocumentTitle } from './use-document-title';

/**
 * For the inactivity notices, opened in 600×200 windows (docs/identity.md): no header, menu,
 * breadcrumb or footer would fit, so the page is all there is.
 */
export const BareLayout = observer(function BareLayout() {
  const ui = useInjection<UiStore>(UiStore);
  const [titleOverride, setTitleOverride] = useState<string | null>(null);
  const shell = useMemo(() => ({ overrideTitle: setTitleOverride }), []);
  useRouteDocumentTitle(titleOverride);
  return (
    <>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} aria-busy={ui.isLoading} className={bareMainClass}>
        <InsideShellContext.Provider value={shell}>
          <Outlet />
        </InsideShellContext.Provider>
      </main>
      <GlobalFeedback />
    </>
  );
});

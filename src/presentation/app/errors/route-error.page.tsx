import { useContext, useEffect } from 'react';
import { Link as RouterLink, useRouteError } from 'react-router-dom';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { Logger } from '@/application/shared/logger.port';
import { useInjection } from '@/presentation/shared/di/container-context';
import { InsideShellContext } from '@/presentation/app/layout/shell-context.model';
import { MAIN_CONTENT_ID } from '@/presentation/app/layout/shell-links';
import { useDocumentTitle } from '@/presentation/app/layout/use-document-title';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import {
  routeErrorActionsClass,
  routeErrorClass,
  routeErrorHomeClass,
  routeErrorMainClass,
  routeErrorRetryClass,
  routeErrorTextClass,
  routeErrorTitleClass,
} from './route-error.styles';

const texts = shellMessages.routeError;

/**
 * What a render or routing error shows instead of React Router's English default
 * ('Unexpected Application Error!'). The error goes to the console for whoever
 * investigates; people only read Spanish, never a stack trace, and get two ways on:
 * loading the same address again, and home.
 *
 * Both are document loads, not router navigations: the most common error here is a page's
 * chunk that did not arrive (the network dropped, or a deployment replaced it), and the browser
 * remembers a failed module for the life of the document, so only a new document asks again.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const insideShell = useContext(InsideShellContext);
  const logger = useInjection<Logger>(Logger);

  useEffect(() => {
    logger.error('Error al mostrar la ruta', error);
  }, [error, logger]);

  useEffect(() => {
    if (!insideShell) return undefined;
    insideShell.overrideTitle(texts.documentTitle);
    return () => insideShell.overrideTitle(null);
  }, [insideShell]);

  const content = (
    <div className={routeErrorClass}>
      <h1 className={routeErrorTitleClass}>{texts.title}</h1>
      <p className={routeErrorTextClass}>{texts.explanation}</p>
      <div className={routeErrorActionsClass}>
        <button type="button" className={routeErrorRetryClass} onClick={reloadPage}>
          {texts.retry}
        </button>
        <RouterLink to="/" reloadDocument className={routeErrorHomeClass}>
          {texts.goHome}
        </RouterLink>
      </div>
    </div>
  );

  if (insideShell) return content;
  return <StandaloneErrorPage>{content}</StandaloneErrorPage>;
}

function reloadPage(): void {
  window.location.reload();
}

/** When the layout itself failed, the error screen has to provide the landmark and the title. */
function StandaloneErrorPage({ children }: { children: React.ReactNode }) {
  const config = useInjection<AppConfig>(AppConfig);
  useDocumentTitle(texts.documentTitle, config.provider.tradeName);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={routeErrorMainClass}>
      {children}
    </main>
  );
}

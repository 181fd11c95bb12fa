import { useContext, useEffect } from 'react';
import { Link as RouterLink, useRouteError } from 'react-router-dom';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { Logger } from '@/application/shared/logger.port';
import { useInjection } from '@/presentation/shared/di/container-context';
import { InsideShellContext } from '@/presentation/app/layout/shell-context.model';
import { MAIN_CONTENT_ID } from '@/presentation/app/layout/shell-links';
import { useDocumentTitle } from '@/presentation/app/layout/use-document-title';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { routeErrorClass, routeErrorHomeClass, routeErrorMainClass, routeErrorTextClass, routeErrorTitleClass } from './route-error.styles';

const texts = shellMessages.routeError;

/**
 * What a render or routing error shows instead of React Router's English default
 * ('Unexpected Application Error!'). The error goes to the console for whoever
 * investigates; people only read Spanish and get a way home, never a stack trace.
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
      {/* A document navigation, not a router one: whatever broke is left behind with the old state. */}
      <RouterLink to="/" reloadDocument className={routeErrorHomeClass}>
        {texts.goHome}
      </RouterLink>
    </div>
  );

  if (insideShell) return content;
  return <StandaloneErrorPage>{content}</StandaloneErrorPage>;
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

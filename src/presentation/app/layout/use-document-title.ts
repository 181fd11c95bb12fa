import { useEffect } from 'react';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { useInjection } from '@/presentation/shared/di/container-context';
import { SITE_NAME, shellMessages } from '@/presentation/app/texts/shell.messages';
import { useCurrentRouteHandle } from './route-meta.model';

/** Every route sets its own Spanish title, read from its route handle. */
export function useRouteDocumentTitle(override: string | null = null): void {
  const config = useInjection<AppConfig>(AppConfig);
  const routeTitle = useCurrentRouteHandle()?.title ?? SITE_NAME;
  const pageTitle = override ?? routeTitle;
  useDocumentTitle(pageTitle, config.provider.tradeName);
}

export function useDocumentTitle(pageTitle: string, tradeName: string): void {
  useEffect(() => {
    document.title = shellMessages.documentTitle(pageTitle, tradeName);
  }, [pageTitle, tradeName]);
}

import type { Container } from 'inversify';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { Logger } from '@/application/shared/logger.port';
import { ContainerProvider } from '@/presentation/shared/di/container-context';
import { AppErrorBoundary } from './errors/app-error-boundary';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * What the router catches goes to a route's error screen (`RouteErrorPage`), which reports it
 * through the logger: redacted, and told apart when a page being left cancelled a chunk. The
 * router's own report (`console.error` by default) would repeat it unfiltered, also in a page
 * being left (docs/engines.md).
 */
const reportedByTheErrorPage = (): void => undefined;

/**
 * The portal's root: error boundary, container and router. No theme here: the first screen's shell
 * draws with static classes, and what draws with Chakra brings its provider (ADR 0026). Tests pass
 * a memory router.
 */
export function App({ container, router }: { container: Container; router: Router }) {
  return (
    <AppErrorBoundary logger={container.get<Logger>(Logger)}>
      <ContainerProvider container={container}>
        <RouterProvider router={router} onError={reportedByTheErrorPage} />
      </ContainerProvider>
    </AppErrorBoundary>
  );
}

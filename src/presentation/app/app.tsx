import type { Container } from 'inversify';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { Logger } from '@/application/shared/logger.port';
import { ContainerProvider } from '@/presentation/shared/di/container-context';
import { ThemeProvider } from '@/presentation/app/theme/theme-provider';
import { AppErrorBoundary } from './errors/app-error-boundary';

type Router = ReturnType<typeof createBrowserRouter>;

/** The portal's root: error boundary, container, theme and router. Tests pass a memory router. */
export function App({ container, router }: { container: Container; router: Router }) {
  return (
    <AppErrorBoundary logger={container.get<Logger>(Logger)}>
      <ContainerProvider container={container}>
        <ThemeProvider>
          <RouterProvider router={router} />
        </ThemeProvider>
      </ContainerProvider>
    </AppErrorBoundary>
  );
}

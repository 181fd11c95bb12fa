import type { Container } from 'inversify';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ContainerProvider } from '@/presentation/shared/di/container-context';
import { ThemeProvider } from '@/presentation/app/theme/theme-provider';

type Router = ReturnType<typeof createBrowserRouter>;

/** The portal's root: container, theme and router. Tests pass a memory router. */
export function App({ container, router }: { container: Container; router: Router }) {
  return (
    <ContainerProvider container={container}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </ContainerProvider>
  );
}

import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { vi } from 'vitest';
import { createMemoryRouter, Link, type RouteObject } from 'react-router-dom';
import type { AppConfig } from '@/application/shared/config/app-config.model';
import { createContainer } from '@/container';
import { LazySessionTimeoutLoader } from '@/modules/lazy-session-timeout-loader.adapter';
import * as sessionTimeoutChunk from '@/modules/session-timeout.module';
import { App } from '@/presentation/app/app';
import { PageReloader } from '@/presentation/app/feedback/page-reloader.port';
import { AppLayout } from '@/presentation/app/layout/app-layout';
import { BareLayout } from '@/presentation/app/layout/bare-layout';
import type { RouteHandle } from '@/presentation/shared/routing/route-handle.model';
import { testConfig } from './test-config';

const handle = (title: string, ...breadcrumb: RouteHandle['breadcrumb']): RouteHandle => ({ title, breadcrumb });

function Page({ heading }: { heading: string }) {
  return (
    <>
      <h1>{heading}</h1>
      <Link to="/subsidios/subsidio-vivienda">Ir a vivienda</Link>
      <Link to="/creditos">Ir a créditos</Link>
    </>
  );
}

/**
 * A small route table of plain pages under the real layouts, so shell tests do not depend
 * on the pages' chunks. Its handles mirror the shape of the portal's route table.
 */
export const shellRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, handle: handle('Servicios en línea'), element: <Page heading="Inicio" /> },
      { path: 'subsidios', handle: handle('Subsidios', { label: 'Subsidios' }), element: <Page heading="Subsidios" /> },
      {
        path: 'subsidios/subsidio-vivienda',
        handle: handle('Subsidio de vivienda', { label: 'Subsidios', to: '/subsidios' }, { label: 'Subsidio de vivienda' }),
        element: <Page heading="Subsidio de vivienda" />,
      },
      { path: 'creditos', handle: handle('Créditos', { label: 'Créditos' }), element: <Page heading="Créditos" /> },
      {
        path: 'actualizacion-de-datos',
        handle: handle('Actualización de datos', { label: 'Actualización de datos' }),
        element: <Page heading="Actualización de datos" />,
      },
    ],
  },
  {
    element: <BareLayout />,
    children: [{ path: 'tiempo-restante', handle: handle('Tiempo restante'), element: <h1>Tiempo restante</h1> }],
  },
];

function fakeReloader() {
  return { goTo: vi.fn<(href: string) => void>(), reload: vi.fn<() => void>() };
}

export function renderShell(
  path = '/',
  options: { config?: AppConfig; arrange?: (container: Container) => void; routes?: RouteObject[] } = {},
) {
  const container = createContainer(options.config ?? testConfig());
  // The session timeout's chunk at hand, as the test container has every feature module: the
  // controller starts with the first render, as the tests' clocks do.
  container.get(LazySessionTimeoutLoader).loadNow(sessionTimeoutChunk);
  const reloader = fakeReloader();
  container.rebind<PageReloader>(PageReloader).toConstantValue(reloader);
  options.arrange?.(container);
  const router = createMemoryRouter(options.routes ?? shellRoutes, { initialEntries: [path] });
  const view = render(<App container={container} router={router} />);
  return { ...view, container, router, reloader };
}

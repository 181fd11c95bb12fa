import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { forwardLoggedErrors } from '@/infrastructure/logging/console-logger.adapter';
import { installPageLeaving } from '@/infrastructure/logging/page-leaving.util';
import { RouteErrorPage } from '@/presentation/app/errors/route-error.page';
import { AppLayout } from '@/presentation/app/layout/app-layout';
import { renderShell } from '@test/support/render-shell';

/** A route whose page chunk fails as Chromium fails a module import. */
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            path: 'pagina',
            lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://portal.example/assets/pagina-Ab12Cd34.js')),
          },
        ],
      },
    ],
  },
];

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  vi.restoreAllMocks();
});

/** The page's watcher with a short grace, and what reaches the telemetry. */
function arrange(graceMs: number) {
  const window = new EventTarget();
  cleanups.push(installPageLeaving(window, graceMs));
  const forwarded: string[] = [];
  cleanups.push(forwardLoggedErrors((message) => forwarded.push(message)));
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return { window, forwarded, consoleError };
}

const routeErrorLogged = (consoleError: { readonly mock: { readonly calls: readonly unknown[][] } }) =>
  consoleError.mock.calls.some(([message]) => message === 'Error al mostrar la ruta');

describe('a page chunk that fails to load', () => {
  it('on a page that stays: the route error screen with its retry, and the error reported', async () => {
    const { forwarded, consoleError } = arrange(50);
    renderShell('/pagina', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
    await waitFor(() => expect(forwarded).toContain('Error al mostrar la ruta'));
    expect(routeErrorLogged(consoleError)).toBe(true);
  });

  it('on a page being left (the chunk fails first, as in Firefox, then pagehide): nothing logged as an error, nothing reported', async () => {
    const { window, forwarded, consoleError } = arrange(10_000);
    const warn = vi.mocked(console.warn);
    renderShell('/pagina', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeTruthy();
    // The screen's effect has logged the failure, which waits for the grace.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warn).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(warn).toHaveBeenCalledWith('Carga interrumpida al dejar la página: Error al mostrar la ruta', expect.stringContaining('dynamically imported module'));
    expect(forwarded).toEqual([]);
    expect(routeErrorLogged(consoleError)).toBe(false);
  });

  it('on a page already left (pagehide first, as in Chromium): nothing logged as an error, nothing reported', async () => {
    const { window, forwarded, consoleError } = arrange(10_000);
    window.dispatchEvent(new Event('pagehide'));
    renderShell('/pagina', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeTruthy();
    await waitFor(() => expect(vi.mocked(console.warn)).toHaveBeenCalled());
    expect(forwarded).toEqual([]);
    expect(routeErrorLogged(consoleError)).toBe(false);
  });

  it('a part whose chunk fails while drawing (React.lazy), on a page being left: the router prints nothing of its own', async () => {
    const { window, forwarded, consoleError } = arrange(10_000);
    function LazyPart(): never {
      throw new TypeError('error loading dynamically imported module: https://portal.example/assets/parte-Ab12Cd34.js');
    }
    const drawing: RouteObject[] = [
      { element: <AppLayout />, errorElement: <RouteErrorPage />, children: [{ errorElement: <RouteErrorPage />, children: [{ path: 'pagina', element: <LazyPart /> }] }] },
    ];
    renderShell('/pagina', { routes: drawing });
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeTruthy();
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(vi.mocked(console.warn)).toHaveBeenCalled());
    expect(forwarded).toEqual([]);
    // The route's error screen reports it, through the logger; React Router's own console report would repeat it.
    expect(consoleError.mock.calls.some(([message]) => String(message).startsWith('React Router caught'))).toBe(false);
    expect(routeErrorLogged(consoleError)).toBe(false);
  });
});

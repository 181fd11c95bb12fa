import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@/presentation/app/errors/route-error.page';
import { AppLayout } from '@/presentation/app/layout/app-layout';
import { renderShell } from '@test/support/render-shell';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "secret-stack-detail")');
}

const routesWith = (failing: 'page' | 'layout'): RouteObject[] =>
  failing === 'page'
    ? [
        {
          element: <AppLayout />,
          errorElement: <RouteErrorPage />,
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: [{ path: 'roto', handle: { title: 'Página rota', breadcrumb: [{ label: 'Rota' }] }, element: <Broken /> }],
            },
          ],
        },
      ]
    : [{ element: <Broken />, errorElement: <RouteErrorPage />, children: [{ path: 'roto', element: null }] }];

describe('RouteErrorPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('inside the shell: explains in Spanish, offers to try again or go home, and logs the error for support', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell('/roto', { routes: routesWith('page') });

    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    // The footer is a chunk of its own, drawn once the page has settled; the first test of the file
    // imports it, which on a loaded machine can take longer than the default wait.
    expect(await screen.findByRole('contentinfo', {}, { timeout: 10_000 })).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Ir al inicio' });
    expect(home.getAttribute('href')).toBe('/');
    // Loading the address again is a button (it acts here), not a link; the browser test presses it.
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' }).getAttribute('type')).toBe('button');

    expect(document.body.textContent).not.toContain('secret-stack-detail');
    expect(document.body.textContent).not.toContain('Unexpected Application Error');
    // The failed route's own title ('Página rota') must not survive: the tab says what is shown.
    await waitFor(() => expect(document.title).toBe('Algo salió mal | Servicios en línea'));
    const logged = consoleError.mock.calls.some((call) => call.some((arg) => arg instanceof Error && arg.message.includes('secret-stack-detail')));
    expect(logged).toBe(true);
  });

  it('when the layout itself fails: still a Spanish page with its own main landmark and title', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell('/roto', { routes: routesWith('layout') });

    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('contenido-principal');
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Algo salió mal | Servicios en línea');
    expect(document.body.textContent).not.toContain('secret-stack-detail');
  });
});

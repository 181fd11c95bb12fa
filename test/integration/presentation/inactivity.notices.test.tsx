import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@test/support/render-route';
import { findPageTitle, main, pageTestOptions } from '@test/support/page-test-support';

const notices = [
  {
    path: '/tiempo-restante',
    title: 'Tu sesión está por finalizar',
    role: 'status',
    text: /tu sesión se cerrará en 2 minutos/,
  },
  {
    path: '/poco-tiempo-restante',
    title: 'Tu sesión finalizará en 20 segundos',
    role: 'alert',
    text: /Vuelve ahora a la ventana del portal/,
  },
  { path: '/tiempo-expirado', title: 'Ha finalizado tu sesión', role: 'alert', text: 'Se superó el tiempo de la sesión.' },
] as const;

afterEach(() => vi.restoreAllMocks());

describe.each(notices)('Inactivity notice $path', pageTestOptions, ({ path, title, role, text }) => {
  it(`says '${title}' in a ${role} region, without header, menu or footer`, async () => {
    renderRoute(path);
    await findPageTitle(title);

    // Inside main: the global feedback keeps live regions of its own beside it.
    const region = within(main()).getByRole(role);
    expect(within(region).getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(within(region).getByText(text)).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("'Cerrar' closes the window the timer opened", async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    vi.spyOn(window, 'closed', 'get').mockReturnValue(true);
    const { router } = renderRoute(path);
    await findPageTitle(title);

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));

    expect(close).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe(path);
  });

  it("'Cerrar' leads home when the browser refuses to close a window no script opened", async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const { router } = renderRoute(path);
    await findPageTitle(title);

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));

    expect(close).toHaveBeenCalledTimes(1);
    expect(await findPageTitle('Servicios en línea')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

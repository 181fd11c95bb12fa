import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Identity } from '@/application/shared/session/identity.port';
import { TOAST_DURATION_MS, UiStore } from '@/presentation/app/feedback/ui.store';
import { SessionStore } from '@/presentation/shared/session/session.store';
import { renderShell } from '@test/support/render-shell';
import { FakeIdentity, signedIn } from '@test/support/signed-in-session';

const withIdentity = (identity: FakeIdentity) => ({
  arrange: (container: Container) => container.rebind<Identity>(Identity).toConstantValue(identity),
});

describe('Header', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the logo with the trade name, linking to the online-services home', async () => {
    renderShell('/creditos');
    const banner = await screen.findByRole('banner');
    const logo = within(banner).getByRole('img', { name: 'Caja de Compensación Demo' });
    expect(logo.getAttribute('src')).toBe('/images/logo.svg');
    expect(logo.closest('a')?.getAttribute('href')).toBe('/');
  });

  it('logged out: offers "Iniciar sesión", which starts sign-in through the Identity port', async () => {
    const user = userEvent.setup();
    const identity = new FakeIdentity();
    renderShell('/', withIdentity(identity));

    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));

    expect(identity.loginCalls).toBe(1);
    expect(screen.queryByText(/no está disponible/)).toBeNull();
  });

  it('when sign-in is unavailable, warns in Spanish for 15 s and forgets the error', async () => {
    // An identity whose login cannot start (provider down), as the real adapters report it.
    const { container } = renderShell('/', withIdentity(new FakeIdentity(undefined, 'unavailable')));
    const session = container.get(SessionStore);
    const loginButton = await screen.findByRole('button', { name: 'Iniciar sesión' });
    // A first toast brings the toasts' chunk and the theme's (Chakra) in, on the real clock.
    const ui = container.get(UiStore);
    act(() => ui.showToast({ tone: 'info', message: 'Aviso previo' }));
    await screen.findByText('Aviso previo', {}, { timeout: 10_000 });
    act(() => ui.toasts.forEach((toast) => ui.dismissToast(toast.id)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    await act(async () => loginButton.click());

    const warning = screen.getByText(
      'El inicio de sesión no está disponible en este momento. Por favor inténtalo más tarde.',
    );
    expect(warning.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(session.loginError).toBeNull();
    expect(loginButton.hasAttribute('disabled')).toBe(false);

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText(/El inicio de sesión no está disponible/)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(/El inicio de sesión no está disponible/)).toBeNull();
  });

  // The user menu's chunk, then the data update's page chunk and feature module, are imported for the
  // first time in this worker: in a busy full suite that takes seconds.
  it('logged in: shows the full name with "Actualizar datos" and "Cerrar sesión"', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const identity = new FakeIdentity(signedIn);
    const { router } = renderShell('/', withIdentity(identity));

    expect(screen.queryByRole('button', { name: 'Iniciar sesión' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'María Gómez' }));
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Actualizar datos',
      'Cerrar sesión',
    ]);
    // Opened with the pointer, as the menu's own button does: no item highlighted yet.
    expect(within(menu).getAllByRole('menuitem').filter((item) => item.hasAttribute('data-highlighted'))).toEqual([]);

    await user.click(within(menu).getByRole('menuitem', { name: 'Actualizar datos' }));
    // The data router moves once the route's lazy page chunk and feature module are in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/actualizacion-de-datos'), { timeout: 10_000 });
  });

  it('"Cerrar sesión" signs out and the header goes back to "Iniciar sesión"', async () => {
    const user = userEvent.setup();
    const identity = new FakeIdentity(signedIn);
    renderShell('/', withIdentity(identity));

    // By keyboard, as a person without a mouse would: open, move down, choose.
    (await screen.findByRole('button', { name: 'María Gómez' })).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement) || document.activeElement === menu).toBe(true));
    // Opened from the keyboard: the first item is highlighted, so one ArrowDown reaches 'Cerrar sesión'.
    expect(within(menu).getByRole('menuitem', { name: 'Actualizar datos' }).hasAttribute('data-highlighted')).toBe(true);
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');

    expect(identity.logoutCalls).toBe(1);
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('follows sign-in that happens elsewhere (session change from the port)', async () => {
    const identity = new FakeIdentity();
    renderShell('/', withIdentity(identity));
    await screen.findByRole('button', { name: 'Iniciar sesión' });

    act(() => identity.change(signedIn));

    expect(await screen.findByRole('button', { name: 'María Gómez' })).toBeTruthy();
  });
});

describe('Side menu', () => {
  it('the toggle says whether the menu is open and which element it controls', async () => {
    const user = userEvent.setup();
    renderShell('/');
    const toggle = await screen.findByRole('button', { name: 'Menú' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);

    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(drawer.id);
    const nav = within(drawer).getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Servicios en línea', '/'],
      ['Pagos en línea', '/pagos-en-linea'],
      ['Certificados', '/certificados'],
      ['Subsidios', '/subsidios'],
      ['Créditos', '/creditos'],
    ]);
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    renderShell('/');
    const toggle = await screen.findByRole('button', { name: 'Menú' });
    await user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a link is followed, and the new page receives focus', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/');
    await user.click(await screen.findByRole('button', { name: 'Menú' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });

    await user.click(within(drawer).getByRole('link', { name: 'Créditos' }));

    expect(router.state.location.pathname).toBe('/creditos');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('uses the configured paths and leaves the portal for addresses on another site', async () => {
    const user = userEvent.setup();
    const { testConfig } = await import('@test/support/test-config');
    const base = testConfig();
    renderShell('/', {
      config: testConfig({
        navigation: {
          ...base.navigation,
          sideMenu: { ...base.navigation.sideMenu, credits: 'https://creditos.example/inicio' },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Menú' }));
    const link = await screen.findByRole('link', { name: 'Créditos' });
    expect(link.getAttribute('href')).toBe('https://creditos.example/inicio');
  });
});

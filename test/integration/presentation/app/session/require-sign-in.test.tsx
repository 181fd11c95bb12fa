import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, type RouteObject } from 'react-router-dom';
import { Identity } from '@/application/shared/session/identity.port';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { createContainer } from '@/container';
import { App } from '@/presentation/app/app';
import { AppLayout } from '@/presentation/app/layout/app-layout';
import type { RouteHandle } from '@/presentation/shared/routing/route-handle.model';
import { announceIdentityStartup } from '@/presentation/app/session/announce-identity-startup.util';
import { SessionStore } from '@/presentation/shared/session/session.store';
import { FakeIdentity, signedInSession } from '@test/support/fake-identity';
import { testConfig } from '@test/support/test-config';

const redirecting = 'Redirigiendo al inicio de sesión…';
const unavailable = 'El inicio de sesión no está disponible en este momento. Por favor inténtalo más tarde.';

// A test table with a route that needs sign-in, under the real layout: the guard alone, whatever
// the portal's own pages draw.
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        index: true,
        handle: { title: 'Servicios en línea', breadcrumb: [] } satisfies RouteHandle,
        element: <Link to="/actualizacion-de-datos">Actualizar mis datos</Link>,
      },
      {
        path: 'actualizacion-de-datos',
        handle: {
          title: 'Actualización de datos',
          breadcrumb: [{ label: 'Actualización de datos' }],
          requiresSignIn: true,
          lead: 'Revisa tus datos.',
        } satisfies RouteHandle,
        element: <h1>Formulario de datos</h1>,
      },
      {
        path: 'sin-entrada',
        handle: { title: 'Certificado escolar', breadcrumb: [{ label: 'Certificado escolar' }], requiresSignIn: true } satisfies RouteHandle,
        element: <h1>Formulario del certificado</h1>,
      },
    ],
  },
];

function renderAt(path: string, identity: FakeIdentity) {
  const container = createContainer(testConfig());
  container.rebind<Identity>(Identity).toConstantValue(identity);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<App container={container} router={router} />);
  return { container, router };
}

afterEach(() => vi.useRealTimers());

describe('RequireSignIn', () => {
  it('sends an anonymous visitor of a page that needs sign-in to login once, with its intro and a status meanwhile', async () => {
    const identity = new FakeIdentity();
    renderAt('/actualizacion-de-datos', identity);

    expect((await screen.findByText(redirecting)).getAttribute('role')).toBe('status');
    await waitFor(() => expect(identity.loginCalls).toBe(1));
    expect(screen.queryByRole('heading', { name: 'Formulario de datos' })).toBeNull();
    // The title and the lead the route's prerender showed, where it showed them.
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Actualización de datos');
    expect(within(main).getByText('Revisa tus datos.').tagName).toBe('P');
  });

  it('a page whose handle gives no lead: its title alone above the status', async () => {
    const identity = new FakeIdentity();
    renderAt('/sin-entrada', identity);

    expect(await screen.findByText(redirecting)).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Certificado escolar');
    expect(main.querySelectorAll('header p')).toHaveLength(0);
  });

  it('shows the page to a signed-in person without starting a login', async () => {
    const identity = new FakeIdentity(signedInSession);
    renderAt('/actualizacion-de-datos', identity);

    expect(await screen.findByRole('heading', { name: 'Formulario de datos' })).toBeTruthy();
    expect(identity.loginCalls).toBe(0);
  });

  it('leaves pages without the flag alone, and guards the flagged one when navigated to', async () => {
    const user = userEvent.setup();
    const identity = new FakeIdentity();
    renderAt('/', identity);

    await user.click(await screen.findByRole('link', { name: 'Actualizar mis datos' }));

    expect(await screen.findByText(redirecting)).toBeTruthy();
    await waitFor(() => expect(identity.loginCalls).toBe(1));
  });

  it("a refresh rejected on such a page starts a new login; a logout does not", async () => {
    const identity = new FakeIdentity(signedInSession);
    renderAt('/actualizacion-de-datos', identity);
    await screen.findByRole('heading', { name: 'Formulario de datos' });

    act(() => identity.change({ ...signedInSession, isLogged: false }, 'refreshRejected'));
    await waitFor(() => expect(identity.loginCalls).toBe(1));
    expect(screen.getByText(redirecting)).toBeTruthy();

    act(() => identity.signIn());
    await screen.findByRole('heading', { name: 'Formulario de datos' });
    await act(async () => identity.logout());
    expect(identity.loginCalls).toBe(1);
  });

  it('when sign-in is unavailable it tries once and says so, without looping', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const identity = new FakeIdentity(undefined, 'unavailable');
    renderAt('/actualizacion-de-datos', identity);

    await waitFor(() => expect(screen.getAllByText(unavailable).length).toBeGreaterThan(0));
    // The header's toast clears the store's error; the guard must not take that as a new chance.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(identity.loginCalls).toBe(1);
    expect(screen.getAllByText(unavailable).some((element) => element.getAttribute('role') === 'status')).toBe(true);
  });
});

describe('SessionStore', () => {
  it('follows the identity: session and the reason of its last change', () => {
    const identity = new FakeIdentity();
    const container = createContainer(testConfig());
    container.rebind<Identity>(Identity).toConstantValue(identity);
    const store = container.get(SessionStore);
    expect([store.isLogged, store.lastChange]).toEqual([false, null]);

    identity.signIn();
    expect([store.isLogged, store.lastChange, store.session.userFullName]).toEqual([true, 'signedIn', 'Ana Pérez']);
    identity.change({ ...signedInSession, isLogged: false }, 'refreshRejected');
    expect([store.isLogged, store.lastChange]).toEqual([false, 'refreshRejected']);
  });
});

describe('announceIdentityStartup', () => {
  it('warns in Spanish when the provider could not be reached, and stays quiet otherwise', () => {
    const container = createContainer(testConfig());
    const showToast = vi.fn();
    container.rebind<UiFeedback>(UiFeedback).toConstantValue({ showToast } as unknown as UiFeedback);
    const anonymous = new FakeIdentity().currentSession();

    announceIdentityStartup(container, { session: anonymous, isProviderAvailable: true });
    expect(showToast).not.toHaveBeenCalled();
    announceIdentityStartup(container, { session: anonymous, isProviderAvailable: false });
    expect(showToast).toHaveBeenCalledWith({
      tone: 'warning',
      message: 'No pudimos conectar con el servicio de inicio de sesión. Puedes seguir usando los servicios que no lo requieren.',
    });
  });
});

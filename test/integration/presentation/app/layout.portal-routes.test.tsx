import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Identity } from '@/application/shared/session/identity.port';
import { renderRoute } from '@test/support/render-route';
import { FakeIdentity, signedIn } from '@test/support/signed-in-session';

// The shell under the portal's real route table and lazy page chunks.

/** The first import of a page chunk is transformed on the fly; on a busy machine that takes seconds. */
const PAGE_CHUNK = { timeout: 10_000 };

/** The page header (pages may have a <header> of their own inside main, which is no banner). */
const siteHeader = () => {
  const header = screen.getAllByRole('banner').find((element) => !element.closest('main'));
  if (!header) throw new Error('no site header');
  return header;
};
describe('the shell on the portal routes', () => {
  it.each([
    ['/', 'Servicios en línea | Caja de Compensación Demo'],
    ['/subsidios', 'Subsidios | Servicios en línea'],
    ['/subsidios/subsidio-vivienda', 'Subsidio de vivienda | Servicios en línea'],
    ['/creditos', 'Créditos | Servicios en línea'],
    ['/novedades', 'Novedades | Servicios en línea'],
    ['/reagenda-tu-reserva', 'Reagenda tu reserva | Servicios en línea'],
    ['/tiempo-restante', 'Tiempo restante | Servicios en línea'],
  ])('%s is titled "%s"', async (path, title) => {
    renderRoute(path);
    await screen.findByRole('heading', { level: 1 }, PAGE_CHUNK);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('logged out: header with "Iniciar sesión" around the home page', async () => {
    renderRoute('/', { arrange: (container) => container.rebind<Identity>(Identity).toConstantValue(new FakeIdentity()) });
    await screen.findByRole('heading', { level: 1 }, PAGE_CHUNK);
    expect(within(siteHeader()).getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('logged in: header with the full name; the data-update entry is offered', async () => {
    const user = userEvent.setup();
    renderRoute('/subsidios', {
      arrange: (container) => container.rebind<Identity>(Identity).toConstantValue(new FakeIdentity(signedIn)),
    });
    await screen.findByRole('heading', { level: 1 }, PAGE_CHUNK);
    const banner = siteHeader();
    expect(within(banner).queryByRole('button', { name: 'Iniciar sesión' })).toBeNull();

    await user.click(within(banner).getByRole('button', { name: 'María Gómez' }));
    expect(await screen.findByRole('menuitem', { name: 'Actualizar datos' })).toBeTruthy();
  });

  it('crumbs of a nested page come from its route handle', async () => {
    renderRoute('/subsidios/subsidio-vivienda');
    await screen.findByRole('heading', { level: 1 }, PAGE_CHUNK);
    const nav = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(nav).getByRole('link', { name: 'Servicios en línea' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Subsidios' }).getAttribute('href')).toBe('/subsidios');
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Subsidio de vivienda');
  });
});

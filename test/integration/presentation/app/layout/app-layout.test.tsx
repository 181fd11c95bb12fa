import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { UiStore } from '@/presentation/app/feedback/ui.store';
import type { RouteObject } from 'react-router-dom';
import { renderShell, shellRoutes } from '@test/support/render-shell';

describe('AppLayout', () => {
  it('offers a skip link first, which moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderShell('/creditos');
    await screen.findByRole('heading', { name: 'Créditos' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido principal' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');

    const main = screen.getByRole('main');
    expect(main.id).toBe('contenido-principal');
    expect(document.activeElement).toBe(main);
  });

  it('has the landmarks in order: banner, breadcrumb, main, footer', async () => {
    renderShell('/creditos');
    await screen.findByRole('heading', { name: 'Créditos' });
    // The footer's chunk comes once the page has settled.
    await screen.findByRole('contentinfo');
    const landmarks = [
      screen.getByRole('banner'),
      screen.getByRole('navigation', { name: 'Ruta de navegación' }),
      screen.getByRole('main'),
      screen.getByRole('contentinfo'),
    ];
    for (let index = 1; index < landmarks.length; index += 1) {
      const follows = landmarks[index - 1]!.compareDocumentPosition(landmarks[index]!) & Node.DOCUMENT_POSITION_FOLLOWING;
      expect(follows).toBeTruthy();
    }
  });

  describe('document title', () => {
    it('names the page, then the site', async () => {
      renderShell('/subsidios/subsidio-vivienda');
      await screen.findByRole('heading', { name: 'Subsidio de vivienda' });
      expect(document.title).toBe('Subsidio de vivienda | Servicios en línea');
    });

    it('on the home page names the site, then the fund', async () => {
      renderShell('/');
      await screen.findByRole('heading', { name: 'Inicio' });
      expect(document.title).toBe('Servicios en línea | Caja de Compensación Demo');
    });

    it('follows navigation', async () => {
      const user = userEvent.setup();
      renderShell('/');
      await user.click(await screen.findByRole('link', { name: 'Ir a créditos' }));
      await waitFor(() => expect(document.title).toBe('Créditos | Servicios en línea'));
    });

    it('is set by the bare layout of the inactivity windows too', async () => {
      renderShell('/tiempo-restante');
      await screen.findByRole('heading', { name: 'Tiempo restante' });
      expect(document.title).toBe('Tiempo restante | Servicios en línea');
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(screen.getByRole('main').id).toBe('contenido-principal');
    });
  });

  describe('focus after navigation', () => {
    it('stays where the browser put it on first load', async () => {
      renderShell('/creditos');
      await screen.findByRole('heading', { name: 'Créditos' });
      expect(document.activeElement).not.toBe(screen.getByRole('main'));
    });

    it('moves to the main content when the page changes', async () => {
      const user = userEvent.setup();
      renderShell('/');
      await user.click(await screen.findByRole('link', { name: 'Ir a créditos' }));
      await screen.findByRole('heading', { name: 'Créditos' });
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    });
  });

  it('shows a loading indicator while the next page chunk loads', async () => {
    let release!: () => void;
    const chunk = new Promise<void>((resolve) => (release = resolve));
    const [shell] = shellRoutes;
    const routes: RouteObject[] = [
      {
        element: shell!.element,
        children: [
          ...(shell!.children ?? []),
          {
            path: 'pagos-en-linea',
            handle: { title: 'Pagos en línea', breadcrumb: [{ label: 'Pagos en línea' }] },
            lazy: async () => {
              await chunk;
              return { Component: () => <h1>Pagos en línea</h1> };
            },
          },
        ],
      },
    ];
    const { router } = renderShell('/', { routes });
    const main = await screen.findByRole('main');

    act(() => void router.navigate('/pagos-en-linea'));

    await waitFor(() => expect(screen.getByText('Cargando la página…').closest('[role="status"]')).not.toBeNull());
    expect(main.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeTruthy();

    await act(async () => release());
    await screen.findByRole('heading', { name: 'Pagos en línea' });
    expect(screen.queryByText('Cargando la página…')).toBeNull();
    expect(main.getAttribute('aria-busy')).toBe('false');
  });
});

describe('the global loader re-renders main only', () => {
  it('showing and hiding it re-renders neither the footer nor the breadcrumb (they would ask the container again)', async () => {
    const { container } = renderShell('/creditos');
    await screen.findByRole('heading', { name: 'Créditos' });
    await screen.findByRole('contentinfo');
    const main = screen.getByRole('main');
    const ui = container.get(UiStore);
    const get = vi.spyOn(container, 'get');
    let finish!: () => void;

    act(() => void ui.withLoader(() => new Promise<void>((resolve) => (finish = resolve))));
    expect(main.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    expect(main.getAttribute('aria-busy')).toBe('false');

    // The footer reads the configuration on every render; main itself asks only for the UI store.
    expect(get.mock.calls.filter(([token]) => token === AppConfig)).toEqual([]);
    expect(screen.getByRole('main')).toBe(main);
  });
});

describe('Breadcrumb', () => {
  const crumbsOf = () => {
    const nav = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    return within(nav)
      .getAllByRole('listitem')
      .map((item) => {
        const link = within(item).queryByRole('link');
        const current = item.querySelector('[aria-current="page"]');
        return link ? `${link.textContent} → ${link.getAttribute('href')}` : current ? `[${current.textContent}]` : item.textContent;
      });
  };

  it('shows online-services home › section › current page, the last one marked as current', async () => {
    renderShell('/subsidios/subsidio-vivienda');
    await screen.findByRole('heading', { name: 'Subsidio de vivienda' });
    expect(crumbsOf()).toEqual(['Servicios en línea → /', 'Subsidios → /subsidios', '[Subsidio de vivienda]']);
  });

  it('on a section page: home link and the section as the current page', async () => {
    renderShell('/creditos');
    await screen.findByRole('heading', { name: 'Créditos' });
    expect(crumbsOf()).toEqual(['Servicios en línea → /', '[Créditos]']);
  });

  it('on the home page: only the home, as the current page', async () => {
    renderShell('/');
    await screen.findByRole('heading', { name: 'Inicio' });
    expect(crumbsOf()).toEqual(['[Servicios en línea]']);
  });

  it('the first crumb leads to the configured online-services home, even on another site', async () => {
    const { testConfig } = await import('@test/support/test-config');
    const base = testConfig();
    renderShell('/creditos', {
      config: testConfig({ navigation: { ...base.navigation, onlineServicesHome: 'https://www.caja.example/servicios' } }),
    });
    await screen.findByRole('heading', { name: 'Créditos' });
    expect(crumbsOf()[0]).toBe('Servicios en línea → https://www.caja.example/servicios');
  });

  it('wraps instead of overflowing on narrow screens', async () => {
    renderShell('/subsidios/subsidio-vivienda');
    await screen.findByRole('heading', { name: 'Subsidio de vivienda' });
    const list = within(screen.getByRole('navigation', { name: 'Ruta de navegación' })).getByRole('list');
    // The first screen's static classes (src/page.css links the compiled sheet; the test document has none).
    const style = document.createElement('style');
    style.textContent = readFileSync(join(process.cwd(), 'src/presentation/shared/static-styles/static-styles.generated.css'), 'utf8');
    document.head.append(style);
    try {
      expect(getComputedStyle(list).flexWrap).toBe('wrap');
    } finally {
      style.remove();
    }
  });
});

import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@test/support/render-route';
import { testConfig } from '@test/support/test-config';
import { findPageTitle, main, pageTestOptions } from '@test/support/page-test-support';

// Distinct from the defaults, so a hard-coded path cannot pass for a configured one.
const config = testConfig({
  navigation: {
    onlineServicesHome: '/',
    sideMenu: {
      onlineServices: '/',
      onlinePayments: '/pagos-en-linea?origen=inicio',
      certificates: '/certificados?origen=inicio',
      subsidies: '/subsidios',
      credits: '/creditos?origen=inicio',
    },
  },
});

describe('Home page (/)', pageTestOptions, () => {
  it('has one h1 and a lead naming the fund', async () => {
    renderRoute('/', { config });

    const title = await findPageTitle('Servicios en línea');
    expect(within(main()).getAllByRole('heading', { level: 1 })).toEqual([title]);
    expect(within(main()).getByText(/Caja de Compensación Demo desde donde estés/)).toBeTruthy();
  });

  it('offers the four services as a list of cards, titled with h2, each leading to its configured page', async () => {
    renderRoute('/', { config });
    await findPageTitle('Servicios en línea');

    const list = within(main()).getByRole('list', { name: 'Servicios disponibles' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Pagos en línea',
      'Certificados',
      'Subsidios',
      'Créditos',
    ]);
    const hrefs = within(list)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Ir a Pagos en línea', '/pagos-en-linea?origen=inicio'],
      ['Ir a Certificados', '/certificados?origen=inicio'],
      ['Ir a Subsidios', '/subsidios'],
      ['Ir a Créditos', '/creditos?origen=inicio'],
    ]);
    // In-app links: none of them opens a new tab.
    within(list)
      .getAllByRole('link')
      .forEach((link) => expect(link.getAttribute('target')).toBeNull());
  });

  it('navigates inside the app when a card is followed', async () => {
    const { router } = renderRoute('/', { config });
    await findPageTitle('Servicios en línea');

    await userEvent.click(within(main()).getByRole('link', { name: 'Ir a Subsidios' }));

    expect(await findPageTitle('Subsidios')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/subsidios');
  });

  it('treats the card illustrations as decoration', async () => {
    renderRoute('/', { config });
    await findPageTitle('Servicios en línea');

    const images = main().querySelectorAll('img');
    expect(images).toHaveLength(4);
    images.forEach((image) => {
      expect(image.getAttribute('alt')).toBe('');
      expect(image.getAttribute('src')).toMatch(/^\/images\/home-[a-z-]+\.svg$/);
    });
  });
});

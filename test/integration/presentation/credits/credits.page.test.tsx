import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@test/support/render-route';
import { testConfig } from '@test/support/test-config';
import { findPageTitle, main, pageTestOptions } from '@test/support/page-test-support';

const config = testConfig();

describe('Credits page (/creditos)', pageTestOptions, () => {
  it('explains the three steps as an ordered list under an h2', async () => {
    renderRoute('/creditos', { config });
    await findPageTitle('Créditos');

    const steps = within(main()).getByRole('list', { name: 'Solicita tu crédito en tres pasos' });
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Paso 1: Ingresa tus datos',
      'Paso 2: Crea tu contraseña',
      'Paso 3: Simula tu crédito',
    ]);
  });

  it("'Iniciar' is a link to the configured credit system that stays in this tab and warns it leaves the portal", async () => {
    renderRoute('/creditos', { config });
    await findPageTitle('Créditos');

    const start = within(main()).getByRole('link', { name: 'Iniciar' });
    expect(start.getAttribute('href')).toBe(config.externalSites.creditSystem);
    expect(start.getAttribute('target')).toBeNull();
    const note = document.getElementById(start.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Al seleccionar Iniciar saldrás del portal y entrarás al sistema de créditos de la Caja.');
  });

  it("'Regresar' goes back to the online-services home", async () => {
    const { router } = renderRoute('/creditos', { config });
    await findPageTitle('Créditos');

    await userEvent.click(within(main()).getByRole('link', { name: 'Regresar' }));

    expect(await findPageTitle('Servicios en línea')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { level: 1, name: 'Créditos' })).toBeNull();
  });
});

import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@test/support/render-route';
import { testConfig } from '@test/support/test-config';
import { expectNewTabLink, findPageTitle, main, named, newTab, pageTestOptions } from '@test/support/page-test-support';

const config = testConfig();

describe('Novelties page (/novedades)', pageTestOptions, () => {
  it('explains in three numbered steps how to register novelties', async () => {
    renderRoute('/novedades', { config });
    await findPageTitle('Novedades');

    const steps = within(main()).getByRole('list', { name: '¿Cómo registrar tus novedades?' });
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Paso 1: Ingresa al sistema de registro',
      'Paso 2: Elige la novedad y completa los datos',
      'Paso 3: Adjunta los soportes y envía',
    ]);
  });

  it("'Registra tus novedades' opens the configured registration site in a new tab", async () => {
    renderRoute('/novedades', { config });
    await findPageTitle('Novedades');

    expectNewTabLink(
      within(main()).getByRole('link', { name: named(`Registra tus novedades ${newTab}`) }),
      config.externalSites.noveltiesRegistration,
    );
  });

  it("'Regresar' leads to the online-services home", async () => {
    renderRoute('/novedades', { config });
    await findPageTitle('Novedades');

    expect(within(main()).getByRole('link', { name: 'Regresar' }).getAttribute('href')).toBe('/');
  });
});

import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Identity } from '@/application/shared/session/identity.port';
import { renderRoute } from '@test/support/render-route';
import { testConfig } from '@test/support/test-config';
import {
  cardTitled,
  expectNewTabLink,
  FakeIdentity,
  findPageTitle,
  main,
  named,
  pageTestOptions,
  newTab,
  signedInSession,
} from '@test/support/page-test-support';

const config = testConfig();
const { housingSubsidy } = config.externalSites;
const title = 'Subsidio de vivienda';

function renderHousing(identity = new FakeIdentity()) {
  const view = renderRoute('/subsidios/subsidio-vivienda', {
    config,
    arrange: (container) => container.rebind(Identity).toConstantValue(identity),
  });
  return { ...view, identity };
}

describe('Housing-subsidy page (/subsidios/subsidio-vivienda)', pageTestOptions, () => {
  it.each([
    ['¿Qué es el subsidio de vivienda?', housingSubsidy.whatIsIt],
    ['¿Cómo postularse?', housingSubsidy.howToApply],
    ['Requisitos', housingSubsidy.requirements],
    ['¿Te asignaron el subsidio?', housingSubsidy.assignmentCheck],
  ])("card '%s' opens its configured page in a new tab", async (cardTitle, href) => {
    renderHousing();
    await findPageTitle(title);

    expectNewTabLink(
      within(cardTitled(cardTitle)).getByRole('link', { name: named(`Ver más: ${cardTitle} ${newTab}`) }),
      href,
    );
  });

  it('lists the four information cards, then the FOVIS card in a list of its own', async () => {
    renderHousing();
    await findPageTitle(title);

    const info = within(main()).getByRole('list', { name: 'Información del subsidio de vivienda' });
    expect(within(info).getAllByRole('listitem')).toHaveLength(4);
    const fovis = within(main()).getByRole('list', { name: 'Certificados FOVIS' });
    expect(within(fovis).getByRole('heading', { level: 2 }).textContent).toBe('Certificados de vivienda FOVIS');
  });

  it('greys the FOVIS card for an anonymous visitor and offers to sign in', async () => {
    const { identity } = renderHousing();
    await findPageTitle(title);

    const fovis = cardTitled('Certificados de vivienda FOVIS');
    expect(within(fovis).getByText('Este certificado requiere')).toBeTruthy();
    expect(within(fovis).queryByRole('link')).toBeNull();

    await userEvent.click(within(fovis).getByRole('button', { name: 'Iniciar sesión' }));
    expect(identity.login).toHaveBeenCalledTimes(1);
  });

  it('links a signed-in person to the FOVIS certificates', async () => {
    renderHousing(new FakeIdentity(signedInSession));
    await findPageTitle(title);

    const fovis = cardTitled('Certificados de vivienda FOVIS');
    expect(within(fovis).queryByText('Este certificado requiere')).toBeNull();
    const link = within(fovis).getByRole('link', { name: named('Ver certificados: Certificados de vivienda FOVIS') });
    expect(link.getAttribute('href')).toBe('/subsidios/subsidio-vivienda/certificados-vivienda');
    expect(link.getAttribute('target')).toBeNull();
  });

  it("goes back to the subsidies with 'Regresar'", async () => {
    const { router } = renderHousing();
    await findPageTitle(title);

    const back = within(main()).getByRole('link', { name: 'Regresar' });
    expect(back.getAttribute('href')).toBe('/subsidios');
    await userEvent.click(back);
    expect(await findPageTitle('Subsidios')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/subsidios');
  });
});

import { act, within } from '@testing-library/react';
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
const { subsidies } = config.externalSites;

function renderSubsidies(identity = new FakeIdentity()) {
  const view = renderRoute('/subsidios', {
    config,
    arrange: (container) => container.rebind(Identity).toConstantValue(identity),
  });
  return { ...view, identity };
}

describe('Subsidies page (/subsidios)', pageTestOptions, () => {
  it('shows the four subsidies as cards under one h1', async () => {
    renderSubsidies();
    await findPageTitle('Subsidios');

    const list = within(main()).getByRole('list', { name: 'Subsidios disponibles' });
    expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Subsidio de vivienda',
      'Subsidio al desempleo',
      'Subsidio educativo',
      'Subsidio de calzado',
    ]);
  });

  it('leads to the housing-subsidy page inside the portal', async () => {
    const { router } = renderSubsidies();
    await findPageTitle('Subsidios');

    const link = within(cardTitled('Subsidio de vivienda')).getByRole('link', {
      name: named('Ver más: Subsidio de vivienda'),
    });
    expect(link.getAttribute('href')).toBe('/subsidios/subsidio-vivienda');
    expect(link.getAttribute('target')).toBeNull();

    await userEvent.click(link);
    expect(await findPageTitle('Subsidio de vivienda')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/subsidios/subsidio-vivienda');
  });

  it('opens the unemployment and educational pages of the fund in a new tab, announced', async () => {
    renderSubsidies();
    await findPageTitle('Subsidios');

    expectNewTabLink(
      within(cardTitled('Subsidio al desempleo')).getByRole('link', {
        name: named(`Ver más: Subsidio al desempleo ${newTab}`),
      }),
      subsidies.unemployment,
    );
    expectNewTabLink(
      within(cardTitled('Subsidio educativo')).getByRole('link', { name: named(`Ver más: Subsidio educativo ${newTab}`) }),
      subsidies.educational,
    );
  });

  it('asks an anonymous visitor to sign in for the footwear subsidy, and the button starts the sign-in', async () => {
    const { identity } = renderSubsidies();
    await findPageTitle('Subsidios');

    const footwear = cardTitled('Subsidio de calzado');
    expect(within(footwear).getByText('Este subsidio requiere')).toBeTruthy();
    expect(within(footwear).queryByRole('link')).toBeNull();
    expect(main().querySelector(`a[href="${subsidies.footwear}"]`)).toBeNull();

    const signIn = within(footwear).getByRole('button', { name: 'Iniciar sesión' });
    expect(signIn.getAttribute('aria-describedby')).toBe(within(footwear).getByRole('heading').id);
    await userEvent.click(signIn);

    expect(identity.login).toHaveBeenCalledTimes(1);
  });

  it("keeps the card's 'Iniciar sesión' busy, focused and deaf to a second press while the sign-in redirect is being prepared", async () => {
    const identity = new FakeIdentity();
    identity.login.mockReturnValue(new Promise<undefined>(() => undefined));
    renderSubsidies(identity);
    await findPageTitle('Subsidios');

    const signIn = within(cardTitled('Subsidio de calzado')).getByRole('button', { name: 'Iniciar sesión' });
    await userEvent.click(signIn);
    await userEvent.click(signIn);

    expect(signIn.getAttribute('aria-disabled')).toBe('true');
    expect(signIn.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(signIn);
    expect(identity.login).toHaveBeenCalledTimes(1);
  });

  it('shows the footwear subsidy to a signed-in person, opening its page in a new tab', async () => {
    renderSubsidies(new FakeIdentity(signedInSession));
    await findPageTitle('Subsidios');

    const footwear = cardTitled('Subsidio de calzado');
    expect(within(footwear).queryByText('Este subsidio requiere')).toBeNull();
    expect(within(footwear).queryByRole('button', { name: 'Iniciar sesión' })).toBeNull();
    expectNewTabLink(
      within(footwear).getByRole('link', { name: named(`Ver más: Subsidio de calzado ${newTab}`) }),
      subsidies.footwear,
    );
  });

  it('unlocks the footwear card as soon as the session arrives, without a reload', async () => {
    const { identity } = renderSubsidies();
    await findPageTitle('Subsidios');
    expect(within(cardTitled('Subsidio de calzado')).queryByRole('link')).toBeNull();

    act(() => identity.signIn());

    expect(within(cardTitled('Subsidio de calzado')).getByRole('link').getAttribute('href')).toBe(subsidies.footwear);
  });

  it("goes back to the online-services home with 'Regresar'", async () => {
    renderSubsidies();
    await findPageTitle('Subsidios');

    expect(within(main()).getByRole('link', { name: 'Regresar' }).getAttribute('href')).toBe('/');
  });
});

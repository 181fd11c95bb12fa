import { type Page } from '@playwright/test';
import { expect, test, testWithItsOwnContext as testWithItsOwnClock } from '@test/support/browser/test';
import { expectNoAxeViolations } from '@test/support/browser/axe';
import { expectNoHorizontalScroll } from '@test/support/browser/layout';
import { openWithTheProviderDown } from '@test/support/browser/identity-provider';
import { expectMainView } from '@test/support/browser/main-view';

// The shell on every page (docs/shell.md): header, side menu, breadcrumb, footer, global toasts.

const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Servicios en línea' });
const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');
const pathOf = (href: string | null) => (href === null ? null : new URL(href, 'http://portal.test').pathname);

/** The home, its main view up: where most of the shell's tests start. */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(homeHeading(page)).toBeVisible();
  await expectMainView(page);
}

test.describe('menú lateral', () => {
  test.beforeEach(({ page }) => openHome(page));

  test('el botón de menú lo abre, Escape lo cierra y el foco vuelve al botón', async ({ page }) => {
    const toggle = header(page).getByRole('button', { name: 'Menú' });
    await toggle.click();

    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu).toBeVisible();
    const nav = menu.getByRole('navigation', { name: 'Menú principal' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(['Servicios en línea', 'Pagos en línea', 'Certificados', 'Subsidios', 'Créditos']);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs.map(pathOf)).toEqual(['/', '/pagos-en-linea', '/certificados', '/subsidios', '/creditos']);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'el menú lateral abierto');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('un enlace del menú navega y cierra el menú', async ({ page }) => {
    await header(page).getByRole('button', { name: 'Menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await menu.getByRole('link', { name: 'Subsidios' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subsidios' })).toBeVisible();
    await expect(menu).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/subsidios');
  });
});

test('el enlace para saltar al contenido lleva el foco al contenido principal', async ({ page }) => {
  await openHome(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido principal' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#contenido-principal')).toBeFocused();
});

test('la ruta de navegación muestra inicio › sección › página y sus enlaces funcionan', async ({ page }) => {
  await page.goto('/subsidios/subsidio-vivienda');
  const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(breadcrumb).toBeVisible();
  await expect(breadcrumb.getByRole('listitem')).toHaveText([/Servicios en línea/, /Subsidios/, /Subsidio de vivienda/]);
  // The current page is the last crumb, announced as such and not a link to itself.
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Subsidio de vivienda');
  await expect(breadcrumb.getByRole('link')).toHaveCount(2);

  await breadcrumb.getByRole('link', { name: 'Subsidios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subsidios' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Ruta de navegación' })
    .getByRole('link', { name: 'Servicios en línea' })
    .click();
  await expect(homeHeading(page)).toBeVisible();
});

test.describe('pie de página', () => {
  test('el botón de líneas de atención abre las dos líneas configuradas', async ({ page }) => {
    await openHome(page);
    const trigger = footer(page).getByRole('button', { name: 'Líneas de atención' });
    await trigger.click();
    const popover = page.getByRole('dialog', { name: 'Líneas de atención' });
    await expect(popover).toBeVisible();
    const calls = popover.getByRole('link');
    await expect(calls).toHaveCount(2);
    await expect(calls.nth(0)).toContainText('(604) 360 0000');
    await expect(calls.nth(1)).toContainText('01 8000 510 000');
    await expect(calls.nth(0)).toHaveAttribute('href', /^tel:\+?[0-9]+$/);
    await expect(calls.nth(1)).toHaveAttribute('href', /^tel:\+?[0-9]+$/);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'el pie de página con las líneas de atención abiertas');

    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('el enlace de la encuesta y el del ente vigilante llevan a los sitios configurados', async ({ page }) => {
    await openHome(page);
    await expect(footer(page).getByRole('link', { name: /Califica tu experiencia en el portal/ })).toHaveAttribute(
      'href',
      /\/sandbox\/externo\/encuesta$/,
    );
    const regulator = footer(page).getByRole('link', { name: /Superintendencia del Subsidio Familiar/ });
    await expect(regulator).toHaveAttribute('href', /\/sandbox\/externo\/superintendencia$/);
  });

  test('el widget de novedades se carga después de la página y su panel es accesible', async ({ page }) => {
    await openHome(page);
    const launcher = footer(page).getByRole('button', { name: 'Novedades del portal' });
    await launcher.click();
    const panel = page.getByRole('dialog', { name: 'Novedades del portal' });
    await expect(panel).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'el pie de página con el panel de novedades abierto');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('un widget de novedades que nunca responde no bloquea la página', async ({ page }) => {
    // Hold the third-party script forever: the portal must render and work without it.
    let requested = false;
    await page.route('**/release-notes.js', () => {
      requested = true;
    });
    await page.goto('/subsidios');
    await expect(page.getByRole('heading', { level: 1, name: 'Subsidios' })).toBeVisible();
    await expect(footer(page).getByRole('button', { name: 'Líneas de atención' })).toBeVisible();
    await expect.poll(() => requested).toBe(true);
    await page.getByRole('link', { name: 'Regresar' }).click();
    await expect(homeHeading(page)).toBeVisible();
  });

  const sections = ['Nuestra caja', 'Accesos rápidos', 'Canales de atención', 'Redes sociales'];

  test('mientras llega el código de las líneas de atención: el mismo botón, accesible, y el pie entero', async ({
    page,
  }, testInfo) => {
    // The popover's chunk held back on a fresh load: what the person meets before the page settles.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/toggletip-popover-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    await expect(homeHeading(page)).toBeVisible();

    const phoneLines = footer(page).getByRole('button', { name: 'Líneas de atención' });
    await expect(phoneLines).toHaveAttribute('aria-expanded', 'false');
    await expect(phoneLines).not.toHaveAttribute('data-scope', 'popover');
    // The sections come with the footer itself (plain disclosures), not with the popover.
    if (testInfo.project.name === 'telefono') {
      for (const name of sections) {
        await expect(footer(page).getByRole('button', { name, exact: true })).toHaveAttribute('aria-expanded', 'false');
      }
    }
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'el pie de página antes de que llegue la ayuda de las líneas de atención');

    release();
    await expect(phoneLines).toHaveAttribute('data-scope', 'popover');
  });

  test('en teléfono las secciones son un acordeón; en escritorio, columnas abiertas', async ({ page }, testInfo) => {
    await openHome(page);
    const isPhone = testInfo.project.name === 'telefono';
    const firstCompanyLink = footer(page).getByRole('link', { name: /Quiénes somos/ });

    if (isPhone) {
      for (const name of sections) {
        await expect(footer(page).getByRole('button', { name, exact: true })).toHaveAttribute('aria-expanded', 'false');
      }
      await expect(firstCompanyLink).toBeHidden();
      await footer(page).getByRole('button', { name: 'Nuestra caja' }).click();
      await expect(footer(page).getByRole('button', { name: 'Nuestra caja' })).toHaveAttribute('aria-expanded', 'true');
      await expect(firstCompanyLink).toBeVisible();
      await expect(firstCompanyLink).toHaveAttribute('href', /\/sandbox\/externo\/quienes-somos$/);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, 'el pie de página en acordeón con una sección abierta');
    } else {
      for (const name of sections) {
        await expect(footer(page).getByRole('heading', { name, exact: true })).toBeVisible();
        await expect(footer(page).getByRole('button', { name, exact: true })).toHaveCount(0);
      }
      await expect(firstCompanyLink).toBeVisible();
      await expect(footer(page).getByRole('link', { name: /Instagram/ })).toBeVisible();
    }
  });
});

const signInUnavailable = 'El inicio de sesión no está disponible en este momento. Por favor inténtalo más tarde.';

// The sandbox provider is bound (OidcIdentity): these tests take it down, as an outage would.
// Playwright's clock stays installed in the context for good, so they get a context of their own
// instead of the worker's shared one (test/support/browser/test.ts).
testWithItsOwnClock.describe('iniciar sesión, con el proveedor caído', () => {
  const notice = signInUnavailable;

  testWithItsOwnClock('el botón Iniciar sesión de una tarjeta que lo exige da el mismo aviso', async ({ page }) => {
    await openWithTheProviderDown(page, '/subsidios');
    const footwear = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Subsidio de calzado', exact: true }) });
    await footwear.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: notice })).toBeVisible();
    // Once, from the header's single report, whichever button started it (the other toast is
    // the startup's 'No pudimos conectar…').
    await expect(page.getByTestId('toast').filter({ hasText: notice })).toHaveCount(1);
  });

  testWithItsOwnClock('muestra el aviso en español, que se oculta a los 15 s', async ({ page }) => {
    // The browser's timers are driven by the test: the 15 s are counted exactly, without waiting them.
    const start = new Date('2025-03-03T09:00:00-05:00');
    await openWithTheProviderDown(page, '/', start);
    // The main view, not the prerender: the starter's timers must have run before the clock stops.
    await expectMainView(page);
    await expect(homeHeading(page)).toBeVisible();
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));

    const login = header(page).getByRole('button', { name: 'Iniciar sesión' });
    await login.click();
    const toast = page.getByTestId('toast').filter({ hasText: notice });
    await expect(toast).toBeVisible();
    // Announced politely: it sits in a live region, and says it is a warning in words too.
    await expect(page.locator('[aria-live="polite"]').getByTestId('toast').filter({ hasText: notice })).toHaveText(/^Advertencia: /);

    await page.clock.runFor(14_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(toast).toBeHidden();

    // Time flows again for axe, which schedules its own work.
    await page.clock.resume();
    await login.click();
    await expect(toast).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'el aviso de inicio de sesión no disponible');
  });
});

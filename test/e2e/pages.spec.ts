import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '@test/support/browser/test';
import { expectNoAxeViolations } from '@test/support/browser/axe';
import { expectNoHorizontalScroll, expectSpanishDocument } from '@test/support/browser/layout';
import { main } from '@test/support/browser/main-view';

// Every page of the portal's foundation, at a 360 px phone and a desktop width (the two projects):
// Spanish document and title, its h1 and key content, where its links lead, no sideways
// scrolling and no axe violation. Texts are the ones people read, taken from the feature docs
// (docs/shell.md and the others) and the pages' message catalogues.

const TRADE_NAME = 'Caja de Compensación Familiar del Valle de Aburrá (demo)';
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const pathOf = (url: string) => new URL(url).pathname;

async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(h1(page, heading)).toBeVisible();
}

/** The checks every screen gets once its content is on screen. */
async function expectSoundPage(page: Page, title: string, what: string): Promise<void> {
  await expectSpanishDocument(page, title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, what);
}

/** The card (list item) of a card grid whose heading is `title`. */
const card = (list: Locator, title: string) =>
  list.getByRole('listitem').filter({ has: list.page().getByRole('heading', { name: title, exact: true }) });

/** A link leaving the portal for a configured sandbox stand-in (`/sandbox/externo/<slug>`). */
async function expectExternalLink(link: Locator, slug: string, { newTab }: { newTab: boolean }): Promise<void> {
  const href = await link.getAttribute('href');
  expect(href, 'enlace externo sin href').not.toBeNull();
  expect(new URL(href ?? '', 'http://portal.test').pathname).toBe(`/sandbox/externo/${slug}`);
  if (newTab) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAccessibleName(/se abre en una nueva pestaña/);
  } else {
    await expect(link).not.toHaveAttribute('target', /.+/);
  }
}

/** Clicks a new-tab link and checks the configured page opened there, answering. */
async function expectOpensInNewTab(page: Page, link: Locator, slug: string, title: RegExp): Promise<void> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.waitForLoadState('domcontentloaded');
  expect(pathOf(tab.url())).toBe(`/sandbox/externo/${slug}`);
  await expect(tab).toHaveTitle(title);
  await tab.close();
  // The portal stays where it was.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('inicio (/)', () => {
  test('cuatro tarjetas: pagos en línea, certificados, subsidios y créditos', async ({ page }) => {
    await open(page, '/', 'Servicios en línea');
    await expect(main(page)).toContainText(TRADE_NAME);
    const cards = page.getByRole('list', { name: 'Servicios disponibles' });
    await expect(cards.getByRole('listitem')).toHaveCount(4);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Pagos en línea', 'Certificados', 'Subsidios', 'Créditos']);

    const destinations = [
      ['Ir a Pagos en línea', '/pagos-en-linea'],
      ['Ir a Certificados', '/certificados'],
      ['Ir a Subsidios', '/subsidios'],
      ['Ir a Créditos', '/creditos'],
    ] as const;
    for (const [name, path] of destinations) {
      await expect(cards.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    await expectSoundPage(page, `Servicios en línea | ${TRADE_NAME}`, 'el inicio');
  });

  test('las tarjetas llevan a sus páginas', { tag: '@one-width' }, async ({ page }) => {
    await open(page, '/', 'Servicios en línea');
    await page.getByRole('link', { name: 'Ir a Subsidios', exact: true }).click();
    await expect(h1(page, 'Subsidios')).toBeVisible();
    expect(pathOf(page.url())).toBe('/subsidios');

    await page.goBack();
    await page.getByRole('link', { name: 'Ir a Créditos', exact: true }).click();
    await expect(h1(page, 'Créditos')).toBeVisible();
    expect(pathOf(page.url())).toBe('/creditos');
  });
});

test.describe('subsidios (/subsidios)', () => {
  test('vivienda, desempleo, educativo y calzado (este último pide iniciar sesión)', async ({ page }) => {
    await open(page, '/subsidios', 'Subsidios');
    const cards = page.getByRole('list', { name: 'Subsidios disponibles' });
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
      'Subsidio de vivienda',
      'Subsidio al desempleo',
      'Subsidio educativo',
      'Subsidio de calzado',
    ]);

    await expect(card(cards, 'Subsidio de vivienda').getByRole('link', { name: /^Ver más/ })).toHaveAttribute(
      'href',
      '/subsidios/subsidio-vivienda',
    );
    await expectExternalLink(card(cards, 'Subsidio al desempleo').getByRole('link', { name: /^Ver más/ }), 'subsidio-desempleo', {
      newTab: true,
    });
    await expectExternalLink(card(cards, 'Subsidio educativo').getByRole('link', { name: /^Ver más/ }), 'subsidio-educativo', {
      newTab: true,
    });

    // Logged out, footwear offers no way in but signing in (docs/subsidies.md, the subsidy cards).
    const footwear = card(cards, 'Subsidio de calzado');
    await expect(footwear).toContainText('Este subsidio requiere');
    await expect(footwear.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(footwear.getByRole('link')).toHaveCount(0);

    await expect(main(page).getByRole('link', { name: 'Regresar' })).toHaveAttribute('href', '/');
    await expectSoundPage(page, 'Subsidios | Servicios en línea', '/subsidios');
  });

  test('las tarjetas y Regresar llevan donde deben', { tag: '@one-width' }, async ({ page }) => {
    await open(page, '/subsidios', 'Subsidios');
    const cards = page.getByRole('list', { name: 'Subsidios disponibles' });
    await expectOpensInNewTab(
      page,
      card(cards, 'Subsidio educativo').getByRole('link', { name: /^Ver más/ }),
      'subsidio-educativo',
      /Subsidio educativo/,
    );

    await card(cards, 'Subsidio de vivienda').getByRole('link', { name: /^Ver más/ }).click();
    await expect(h1(page, 'Subsidio de vivienda')).toBeVisible();
    await page.goBack();

    await main(page).getByRole('link', { name: 'Regresar' }).click();
    await expect(h1(page, 'Servicios en línea')).toBeVisible();
    expect(pathOf(page.url())).toBe('/');
  });
});

test.describe('subsidio de vivienda (/subsidios/subsidio-vivienda)', () => {
  const infoCards = [
    ['¿Qué es el subsidio de vivienda?', 'vivienda-que-es'],
    ['¿Cómo postularse?', 'vivienda-como-postularse'],
    ['Requisitos', 'vivienda-requisitos'],
    ['¿Te asignaron el subsidio?', 'vivienda-asignacion'],
  ] as const;

  test('cuatro tarjetas a las páginas configuradas, la tarjeta FOVIS y Regresar', async ({ page }) => {
    await open(page, '/subsidios/subsidio-vivienda', 'Subsidio de vivienda');
    const cards = page.getByRole('list', { name: 'Información del subsidio de vivienda' });
    await expect(cards.getByRole('listitem')).toHaveCount(4);
    for (const [title, slug] of infoCards) {
      await expectExternalLink(card(cards, title).getByRole('link', { name: /^Ver más/ }), slug, { newTab: true });
    }

    const fovis = card(page.getByRole('list', { name: 'Certificados FOVIS' }), 'Certificados de vivienda FOVIS');
    await expect(fovis).toContainText('Este certificado requiere');
    await expect(fovis.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();

    await expect(main(page).getByRole('link', { name: 'Regresar' })).toHaveAttribute('href', '/subsidios');
    await expectSoundPage(page, 'Subsidio de vivienda | Servicios en línea', '/subsidios/subsidio-vivienda');
  });

  test('una tarjeta abre su página externa y Regresar vuelve a Subsidios', { tag: '@one-width' }, async ({ page }) => {
    await open(page, '/subsidios/subsidio-vivienda', 'Subsidio de vivienda');
    const cards = page.getByRole('list', { name: 'Información del subsidio de vivienda' });
    await expectOpensInNewTab(
      page,
      card(cards, 'Requisitos').getByRole('link', { name: /^Ver más/ }),
      'vivienda-requisitos',
      /Subsidio de vivienda: requisitos/,
    );
    await main(page).getByRole('link', { name: 'Regresar' }).click();
    await expect(h1(page, 'Subsidios')).toBeVisible();
  });
});

test.describe('créditos (/creditos)', () => {
  test('tres pasos numerados, Regresar e Iniciar hacia el sistema de créditos', async ({ page }) => {
    await open(page, '/creditos', 'Créditos');
    const steps = page.getByRole('list', { name: 'Solicita tu crédito en tres pasos' });
    await expect(steps.getByRole('heading')).toHaveText([
      'Paso 1: Ingresa tus datos',
      'Paso 2: Crea tu contraseña',
      'Paso 3: Simula tu crédito',
    ]);
    await expect(main(page).getByRole('link', { name: 'Regresar' })).toHaveAttribute('href', '/');
    // Iniciar moves on to the credit system in this same tab.
    await expectExternalLink(main(page).getByRole('link', { name: 'Iniciar', exact: true }), 'sistema-de-creditos', {
      newTab: false,
    });
    await expectSoundPage(page, 'Créditos | Servicios en línea', '/creditos');
  });

  test('Iniciar sale al sistema de créditos y Regresar vuelve al inicio', { tag: '@one-width' }, async ({ page }) => {
    await open(page, '/creditos', 'Créditos');
    await main(page).getByRole('link', { name: 'Iniciar', exact: true }).click();
    await expect(page).toHaveTitle(/Sistema de créditos/);
    expect(pathOf(page.url())).toBe('/sandbox/externo/sistema-de-creditos');

    await page.goBack();
    await main(page).getByRole('link', { name: 'Regresar' }).click();
    await expect(h1(page, 'Servicios en línea')).toBeVisible();
  });
});

test.describe('novedades (/novedades)', () => {
  test('tres pasos, Regresar y Registra tus novedades hacia el sitio de registro', async ({ page }) => {
    await open(page, '/novedades', 'Novedades');
    const steps = page.getByRole('list', { name: '¿Cómo registrar tus novedades?' });
    await expect(steps.getByRole('heading')).toHaveText([
      'Paso 1: Ingresa al sistema de registro',
      'Paso 2: Elige la novedad y completa los datos',
      'Paso 3: Adjunta los soportes y envía',
    ]);
    await expect(main(page).getByRole('link', { name: 'Regresar' })).toHaveAttribute('href', '/');
    await expectExternalLink(main(page).getByRole('link', { name: /^Registra tus novedades/ }), 'registro-de-novedades', {
      newTab: true,
    });
    await expectSoundPage(page, 'Novedades | Servicios en línea', '/novedades');
  });

  test('Registra tus novedades abre el sitio de registro y Regresar vuelve al inicio', { tag: '@one-width' }, async ({ page }) => {
    await open(page, '/novedades', 'Novedades');
    await expectOpensInNewTab(
      page,
      main(page).getByRole('link', { name: /^Registra tus novedades/ }),
      'registro-de-novedades',
      /Registro de novedades/,
    );
    await main(page).getByRole('link', { name: 'Regresar' }).click();
    await expect(h1(page, 'Servicios en línea')).toBeVisible();
  });
});

test.describe('reagenda tu reserva (/reagenda-tu-reserva)', () => {
  test('Quiero reagendar, Solicitar devolución y la política de cancelación', async ({ page }) => {
    await open(page, '/reagenda-tu-reserva', 'Reagenda tu reserva');
    const options = page.getByRole('list', { name: 'Opciones para tu reserva' });
    await expect(options.getByRole('link', { name: 'Quiero reagendar' })).toHaveAttribute('href', '/solicitud-de-reagendamiento');
    await expect(options.getByRole('link', { name: 'Solicitar devolución' })).toHaveAttribute('href', '/solicitud-de-devolucion');

    const policy = page.getByRole('region', { name: 'Política de cancelación' });
    await expect(policy.getByRole('listitem')).toHaveText([
      'Fuerza mayor',
      'Calamidad doméstica',
      'Caso fortuito',
      'Derecho de retracto',
      'Fallecimiento',
    ]);
    await expect(policy).toContainText('5 días hábiles');
    await expect(policy).toContainText('100 %');
    await expectSoundPage(page, 'Reagenda tu reserva | Servicios en línea', '/reagenda-tu-reserva');
  });
});

test.describe('avisos de inactividad', () => {
  const notices = [
    {
      path: '/tiempo-restante',
      title: 'Tiempo restante | Servicios en línea',
      heading: 'Tu sesión está por finalizar',
      text: 'tu sesión se cerrará en 2 minutos',
      role: 'status',
    },
    {
      path: '/poco-tiempo-restante',
      title: 'Poco tiempo restante | Servicios en línea',
      heading: 'Tu sesión finalizará en 20 segundos',
      text: 'Vuelve ahora a la ventana del portal',
      role: 'alert',
    },
    {
      path: '/tiempo-expirado',
      title: 'Tiempo expirado | Servicios en línea',
      heading: 'Ha finalizado tu sesión',
      text: 'Se superó el tiempo de la sesión.',
      role: 'alert',
    },
  ] as const;

  for (const notice of notices) {
    test(`${notice.path}: aviso sin el marco del portal`, async ({ page }) => {
      await open(page, notice.path, notice.heading);
      await expect(page.getByRole(notice.role).filter({ hasText: notice.heading })).toContainText(notice.text);
      // Opened in a 600×200 window: no header, menu, breadcrumb or footer.
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expectSoundPage(page, notice.title, notice.path);
      // The size the portal opens it at (session-timeout.spec.ts cannot afford axe inside the
      // short-lived windows themselves).
      await page.setViewportSize({ width: 600, height: 200 });
      await expectSoundPage(page, notice.title, `${notice.path} a 600×200`);
    });
  }

  test('abierto por el portal en una ventana de 600×200, Cerrar la cierra', async ({ page }) => {
    await open(page, '/', 'Servicios en línea');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(() => void window.open('/tiempo-expirado', 'inactividad', 'width=600,height=200')),
    ]);
    await popup.setViewportSize({ width: 600, height: 200 });
    await expect(h1(popup, 'Ha finalizado tu sesión')).toBeVisible();
    await expectNoHorizontalScroll(popup);
    const closed = popup.waitForEvent('close');
    // The window can close while Playwright is still finishing the click (it then reports the
    // target closed): that is the outcome under test, so only a click on a window still open fails.
    await popup
      .getByRole('button', { name: 'Cerrar' })
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      });
    await closed;
    expect(popup.isClosed()).toBe(true);
  });

  test('abierto directamente, Cerrar lleva al inicio en vez de no hacer nada', { tag: '@one-width' }, async ({ page }) => {
    await open(page, '/tiempo-restante', 'Tu sesión está por finalizar');
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await expect(h1(page, 'Servicios en línea')).toBeVisible();
    expect(pathOf(page.url())).toBe('/');
  });
});

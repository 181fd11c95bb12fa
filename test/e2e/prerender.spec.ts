import { type Page } from '@playwright/test';
import { expect, test } from '@test/support/browser/test';
import { expectNoAxeViolations } from '@test/support/browser/axe';
import { openAsSignedIn, withProviderSession } from '@test/support/browser/sign-in';
import { prerenderedRoutes } from '@/presentation/app/prerender/prerendered-routes.model';

// A route's build-time prerender (docs/adr/0022-build-time-prerender.md): nothing on it is wrong for
// a signed-in person, the main view replaces it with nothing moving, and a press made on it is
// honoured once the main view is up. An init script on each test's page watches every document it
// loads from its first byte.

const workerCertificate = '/certificados/certificado-afiliacion-trabajador';
/** The prerendered route that needs a sign-in: its prerender is what a signed-in person sees first. */
const dataUpdate = '/actualizacion-de-datos';

/** Whatever the portal shows only to an anonymous visitor: the header's sign-in and the gated cards' prompt. */
const anonymousOnly = ['Iniciar sesión', 'requiere'];

declare global {
  interface Window {
    portalWatch?: { sawPrerender: boolean; anonymousSeen: string[]; shifts: number };
  }
}

/**
 * From the first byte of every page: whether a prerender was in the document, every anonymous-only
 * text that was ever in #root (shown or not), and the layout shifts' sum.
 */
function watchEveryState(texts: readonly string[]) {
  const watch = { sawPrerender: false, anonymousSeen: [] as string[], shifts: 0 };
  window.portalWatch = watch;
  const check = () => {
    const root = document.getElementById('root');
    if (!root) return;
    if (root.querySelector('[data-prerender]')) watch.sawPrerender = true;
    const text = root.textContent ?? '';
    for (const seen of texts) if (text.includes(seen) && !watch.anonymousSeen.includes(seen)) watch.anonymousSeen.push(seen);
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  document.addEventListener('DOMContentLoaded', check);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) watch.shifts += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Holds config.json back (the start's first step), so the prerender stays until `release`. */
async function holdStart(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/config.json', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The boxes a person sees first: header, breadcrumb, h1 and the first card (or form, or the data update's person). */
function firstBoxes(page: Page, first = '.chakra-card__root, form') {
  return page.evaluate((firstSelector) => {
    const box = (element: Element | null | undefined) => {
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return [x, y, width, height].map((value) => Math.round(value));
    };
    const main = document.querySelector('main');
    return {
      header: box(document.querySelector('header')),
      breadcrumb: box(document.querySelector('nav[aria-label="Ruta de navegación"]')),
      h1: box(main?.querySelector('h1')),
      first: box(main?.querySelector(firstSelector)),
      scrollY: Math.round(window.scrollY),
    };
  }, first);
}

/**
 * Waits until the route's first screen is complete: a booking request has looked for this tab's
 * draft, a grid that comes from a call has replaced its skeleton. Whatever moves when that happens
 * moves before the boxes are compared.
 */
async function expectFirstScreenSettled(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByText('Recuperando tu solicitud…')).toHaveCount(0);
  await expect(main.locator('[class*="chakra-skeleton"]')).toHaveCount(0);
  await expect(main.getByText('Cargando tus datos…')).toHaveCount(0);
}

/** The landmarks, headings, links, buttons and statuses in Chromium's accessibility tree. */
async function accessibleRoles(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  const { nodes } = (await devtools.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string } }[];
  };
  await devtools.detach();
  const roles = new Set(['banner', 'navigation', 'main', 'contentinfo', 'heading', 'link', 'button', 'status', 'textbox', 'combobox']);
  return nodes
    .filter((node) => !node.ignored && roles.has(node.role?.value ?? ''))
    .map((node) => node.role?.value);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(watchEveryState, anonymousOnly);
});

for (const path of ['/', workerCertificate, dataUpdate]) {
  test(`con sesión, ${path} nunca muestra el encabezado anónimo ni tarjetas bloqueadas`, async ({ page }) => {
    await openAsSignedIn(page, path, 'maria');
    const watch = await page.evaluate(() => window.portalWatch);
    expect(watch?.sawPrerender, 'la página debía llegar prerenderizada').toBe(true);
    expect(watch?.anonymousSeen).toEqual([]);
    expect(watch?.shifts).toBeLessThanOrEqual(0.02);
  });
}

for (const path of prerenderedRoutes) {
  test(`${path}: la vista principal reemplaza la prerenderizada sin mover nada`, async ({ page }) => {
    // The data update's main view is the page for a signed-in person only.
    if (path === dataUpdate) await withProviderSession(page, 'maria');
    const release = await holdStart(page);
    await page.goto(path);
    const prerender = page.locator('[data-prerender]');
    await expect(prerender.locator('h1')).toBeVisible();
    // The prerender is inert: of all it shows, only the status reaches assistive technology
    // (Chromium's own tree: Playwright's role queries do not leave inert content out).
    expect(await accessibleRoles(page)).toEqual(['status']);
    await expect(page.locator('#root > [role="status"]')).toHaveText('Cargando el portal de servicios en línea…');
    await expectNoAxeViolations(page, `${path} prerenderizada`);
    const first = path === dataUpdate ? 'section' : undefined;
    const before = await firstBoxes(page, first);

    release();
    await expect(prerender).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expectFirstScreenSettled(page);
    expect(await firstBoxes(page, first)).toEqual(before);
    expect((await page.evaluate(() => window.portalWatch))?.shifts).toBeLessThanOrEqual(0.02);
    await expectNoAxeViolations(page, `${path} vista principal`);
  });
}

test('sin sesión, la actualización de datos conserva el título y la entrada de la prerenderizada mientras lleva a iniciar sesión', async ({ page }) => {
  // The provider's login page answers 204, which a browser does not navigate to: the portal's view
  // stays once the redirect has started (the silent check, prompt=none, is answered as usual).
  const isLoginPage = (url: URL) => url.pathname.endsWith('/protocol/openid-connect/auth') && url.searchParams.get('prompt') !== 'none';
  let loginStarted = false;
  await page.route(isLoginPage, (route) => {
    loginStarted = true;
    return route.fulfill({ status: 204 });
  });
  const release = await holdStart(page);
  await page.goto(dataUpdate);
  const prerender = page.locator('[data-prerender]');
  await expect(prerender.locator('h1')).toHaveText('Actualización de datos');
  const intro = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main h1, main h1 + p')].map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return [element.textContent, ...[x, y, width, height].map((value) => Math.round(value))];
      }),
    );
  const before = await intro();
  expect(before).toHaveLength(2);

  release();
  await expect(prerender).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Redirigiendo al inicio de sesión…');
  await expect.poll(() => loginStarted).toBe(true);
  expect(await intro()).toEqual(before);
  expect((await page.evaluate(() => window.portalWatch))?.shifts).toBeLessThanOrEqual(0.02);
  await expectNoAxeViolations(page, 'actualización de datos sin sesión');
});

test('un enlace pulsado en la página prerenderizada se sigue cuando la vista principal está lista', async ({ page }) => {
  const release = await holdStart(page);
  await page.goto('/');
  const prerenderedLink = page.locator('[data-prerender] a', { hasText: 'Ir a Certificados' });
  await prerenderedLink.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  // Inert: Playwright would wait for it to take clicks, a person's press just lands on it.
  const box = await prerenderedLink.boundingBox();
  if (!box) throw new Error('el enlace prerenderizado no tiene caja');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/$/);

  release();
  await expect(page).toHaveURL(/\/certificados$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Certificados' })).toBeVisible();
  expect(scrolled).toBeGreaterThanOrEqual(0);
});

test('el desplazamiento hecho sobre la página prerenderizada se conserva', async ({ page }) => {
  const release = await holdStart(page);
  await page.goto(workerCertificate);
  await expect(page.locator('[data-prerender] h1')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 200));
  release();
  await expect(page.locator('[data-prerender]')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(200);
});

/** What has focus: its tag, its accessible text and where it leads, enough to tell one Tab stop from another. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    return `${element.tagName.toLowerCase()} "${label}" ${element.getAttribute('href') ?? ''}`.trim();
  });
}

test('dos Tab pulsados en la página prerenderizada llevan el foco adonde dos Tab lo llevan en la vista principal', async ({ page, context }) => {
  // What two Tab presses reach once the main view is up, from the top of the page.
  const ready = await context.newPage();
  await ready.goto('/');
  await expect(ready.locator('[data-prerender]')).toHaveCount(0);
  await expect(ready.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await ready.keyboard.press('Tab');
  await expect(ready.getByRole('link', { name: 'Saltar al contenido principal' })).toBeFocused();
  await ready.keyboard.press('Tab');
  const secondStop = await focused(ready);
  expect(secondStop).not.toBeNull();
  await ready.close();

  const release = await holdStart(page);
  await page.goto('/');
  await expect(page.locator('[data-prerender] h1')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  // Held: nothing on the inert prerender takes focus, and focus does not leave the page.
  expect(await focused(page)).toBeNull();
  release();
  await expect(page.locator('[data-prerender]')).toHaveCount(0);
  expect(await focused(page)).toBe(secondStop);
  // And on from there, as if the presses had been made on the main view.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeFocused();
  await expectNoAxeViolations(page, 'la vista principal con el enlace para saltar al contenido enfocado');
});

test('los Tab pulsados en la página prerenderizada no quitan el foco que la vista principal da al aparecer', async ({ page }) => {
  // Stands in for a main view that focuses something in its commit (as React's autoFocus does): it
  // focuses the main landmark in the first mutation callback after the prerender leaves, before
  // the starter's (an init script's observer is the page's first).
  await page.addInitScript(() => {
    let sawPrerender = false;
    const observer = new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root?.querySelector('[data-prerender]')) sawPrerender = true;
      else if (sawPrerender && root) {
        observer.disconnect();
        document.getElementById('contenido-principal')?.focus();
      }
    });
    observer.observe(document, { subtree: true, childList: true });
  });
  const release = await holdStart(page);
  await page.goto('/solicitud-de-devolucion');
  await expect(page.locator('[data-prerender] h1')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  release();
  await expect(page.locator('[data-prerender]')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Paso 1 de 5 Datos de quien hizo la compra' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
});

test('la vista principal no vuelve a insertar las reglas de estilo que la hoja de la prerenderizada ya tiene', async ({ page }) => {
  await page.goto('/solicitud-de-devolucion');
  await expect(page.locator('[data-prerender]')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const styles = await page.evaluate(() => {
    const named = document.querySelector('style[data-emotion^="css "]')?.getAttribute('data-emotion')?.split(' ').slice(1) ?? [];
    // Emotion's own style elements (the named one is empty): every rule it inserted at run time.
    const inserted = [...document.querySelectorAll('style[data-emotion]')]
      .flatMap((style) => [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText))
      .join('\n');
    return {
      named: named.length,
      drawnWithNamed: named.filter((name) => document.querySelector(`#root .css-${name}`) !== null).length,
      insertedAgain: named.filter((name) => inserted.includes(`.css-${name}`)),
      insertedNew: inserted.length > 0,
    };
  });
  expect(styles.named).toBeGreaterThan(10);
  expect(styles.drawnWithNamed).toBeGreaterThan(10);
  expect(styles.insertedAgain).toEqual([]);
  expect(styles.insertedNew).toBe(true);
  await expectNoAxeViolations(page, '/solicitud-de-devolucion vista principal');
});

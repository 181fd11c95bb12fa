import { type Page } from '@playwright/test';
import { expect, testWithItsOwnContext as test } from '@test/support/browser/test';
import { expectNoAxeViolations } from '@test/support/browser/axe';

// index.html's first frame: painted before any script, replaced by the shell in the same places,
// never by a blank screen; and the start's requests overlap.

// '/' has a build-time prerender (ADR 0022, test/e2e/prerender.spec.ts): these tests are given
// index.html in its place, as every address without one is.
const firstFramePath = '/';
async function serveFirstFrame(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === firstFramePath,
    async (route) => route.fulfill({ response: await route.fetch({ url: new URL('/index.html', route.request().url()).href }) }),
  );
}

/** The boxes of the bar's parts, from the static frame if it is there, else from the shell. */
function barBoxes(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element | null | undefined) => {
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return [x, y, width, height].map((value) => Math.round(value));
    };
    const frame = document.querySelector('.first-frame');
    if (frame) {
      return {
        bar: box(frame.querySelector('.first-frame__header')),
        toggle: box(frame.querySelector('.first-frame__toggle')),
        logo: box(frame.querySelector('.first-frame__logo')),
        title: box(frame.querySelector('.first-frame__title')),
        action: box(frame.querySelector('.first-frame__action')),
        mainTop: box(frame.querySelector('.first-frame__main'))?.[1],
      };
    }
    const header = document.querySelector('header');
    return {
      bar: box(header),
      toggle: box(header?.querySelector('button')),
      logo: box(header?.querySelector('img')),
      title: box(header?.querySelector('a span')),
      action: box(header?.querySelectorAll('button')[1]),
      mainTop: box(document.querySelector('main'))?.[1],
    };
  });
}

test.describe('sin JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('el primer cuadro muestra la barra del portal y pide activar JavaScript', async ({ page }) => {
    await serveFirstFrame(page);
  await page.goto(firstFramePath);
    await expect(page.locator('.first-frame__title')).toHaveText('Servicios en línea');
    await expect(page.locator('.first-frame__logo')).toHaveJSProperty('complete', true);
    // Playwright's text and role engines skip what is inside <noscript>: found by its class.
    const notice = page.locator('.first-frame__noscript');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText('Para usar el Portal de Servicios en Línea necesitas activar JavaScript en tu navegador.');
  });
});

test('mientras llega el código, el primer cuadro anuncia la carga y es accesible', async ({ page }) => {
  // The entry never arrives: what stays on screen is the frame, as on a slow network.
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await serveFirstFrame(page);
  await page.goto(firstFramePath);
  await expect(page.getByRole('status')).toHaveText('Cargando el portal de servicios en línea…');
  // The bar is drawn but hidden from assistive technology: the real one comes with the shell.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.locator('.first-frame__title')).toBeVisible();
  await expectNoAxeViolations(page, 'el primer cuadro');
});

test('el portal dibuja su barra exactamente donde estaba la del primer cuadro', async ({ page, browser }, testInfo) => {
  const staticContext = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  const staticPage = await staticContext.newPage();
  await serveFirstFrame(staticPage);
  await staticPage.goto(firstFramePath);
  await expect(staticPage.locator('.first-frame')).toBeVisible();
  const before = await barBoxes(staticPage);
  await staticContext.close();

  await serveFirstFrame(page);
  await page.goto(firstFramePath);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await barBoxes(page)).toEqual(before);
});

test('del primer cuadro al portal nunca queda la pantalla en blanco, aunque la página tarde', async ({ page }) => {
  // Holds the home page's chunk back: the shell must stand in the frame's place meanwhile.
  let releaseChunk: () => void = () => undefined;
  const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
  await page.route(/\/assets\/home\.page-[\w-]+\.js$/, async (route) => {
    await chunkHeld;
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { rootStates: string[] }).rootStates = seen;
    const record = () => {
      const root = document.getElementById('root');
      const state = !root
        ? 'sin raíz'
        : root.querySelector('.first-frame')
          ? 'primer cuadro'
          : root.querySelector('main h1')
            ? 'página'
            : root.querySelector('header')
              ? 'marco del portal'
              : 'en blanco';
      if (seen.at(-1) !== state) seen.push(state);
      requestAnimationFrame(record);
    };
    record();
  });

  await serveFirstFrame(page);
  await page.goto(firstFramePath);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Cargando la página…' })).toBeAttached();
  releaseChunk();
  await expect(page.getByRole('heading', { level: 1, name: 'Servicios en línea' })).toBeVisible();

  const states = await page.evaluate(() => (window as unknown as { rootStates: string[] }).rootStates);
  expect(states.filter((state) => state !== 'sin raíz')).toEqual(['primer cuadro', 'marco del portal', 'página']);
});

test('el arranque pide config.json una sola vez y no consulta el documento de descubrimiento del proveedor', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/');
  // The home's prerender (ADR 0022) shows its h1 at once: the main view is up once it is gone.
  await expect(page.locator('[data-prerender]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Servicios en línea' })).toBeVisible();

  expect(asked.filter((path) => path === '/config.json')).toHaveLength(1);
  expect(asked.filter((path) => path.endsWith('/.well-known/openid-configuration'))).toEqual([]);
  // The page's chunk is asked for before the silent check's frame comes back (preloadRoute).
  const chunk = asked.findIndex((path) => /\/assets\/home\.page-/.test(path));
  const silentCallback = asked.indexOf('/silent-renew.html');
  expect(chunk).toBeGreaterThan(-1);
  expect(silentCallback).toBeGreaterThan(-1);
  expect(chunk).toBeLessThan(silentCallback);
});

test('la entrada se pide y se ejecuta después de pintar el primer cuadro', async ({ page }) => {
  const entryRequested: boolean[] = [];
  page.on('request', (request) => {
    if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) entryRequested.push(true);
  });
  // The app's first act is asking for config.json: whether a frame had been rendered by then. Not
  // the first-contentful-paint entry: Chromium files it when the frame is presented, which on two
  // busy cores can come after the task that already runs the entry (a false failure, seen in a full local run).
  // This script's frame callback is the first registered, so it runs in the first frame's
  // rendering steps, ahead of the page's own.
  await page.addInitScript(() => {
    const paintedWhenAsked: boolean[] = [];
    let framed = false;
    requestAnimationFrame(() => {
      framed = true;
    });
    (window as unknown as { paintedWhenAsked: boolean[] }).paintedWhenAsked = paintedWhenAsked;
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/config.json')) paintedWhenAsked.push(framed);
      return fetch(input, init);
    };
  });
  await page.goto('/');
  // The home's prerender (ADR 0022) shows its h1 at once: the main view is up once it is gone.
  await expect(page.locator('[data-prerender]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Servicios en línea' })).toBeVisible();

  expect(entryRequested).toHaveLength(1);
  expect(await page.locator('script[data-portal-entry]').count()).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { paintedWhenAsked: boolean[] }).paintedWhenAsked)).toEqual([true]);
});

test('lo que la primera pantalla no necesita se pide después de ella: la IP, el pie y la ayuda de las líneas', async ({ page }) => {
  // When the main view's heading enters the document: the first render has been committed.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('main h1')) return;
      (window as unknown as { renderedAt: number }).renderedAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  // The home's prerender (ADR 0022) shows its h1 at once: the main view is up once it is gone.
  await expect(page.locator('[data-prerender]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Servicios en línea' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  // The real toggletip trigger is Zag's: it arrives with its chunk, once the page has settled.
  await expect(footer.locator('button[data-scope="popover"]')).toHaveCount(1);
  const isPhone = (page.viewportSize()?.width ?? 0) < 768;
  if (isPhone) await expect(footer.getByRole('button', { name: 'Accesos rápidos' })).toBeVisible();

  const started = await page.evaluate(() => {
    const renderedAt = (window as unknown as { renderedAt: number }).renderedAt;
    const startOf = (pattern: string) =>
      performance.getEntriesByType('resource').find((entry) => new RegExp(pattern).test(entry.name))?.startTime ?? null;
    return {
      renderedAt,
      ip: startOf('/sandbox/ip$'),
      popover: startOf('/assets/toggletip-popover-[\\w-]+\\.js$'),
      footer: startOf('/assets/footer-[\\w-]+\\.js$'),
    };
  });
  expect(started.renderedAt).toBeGreaterThan(0);
  expect(started.ip).not.toBeNull();
  expect(started.ip!).toBeGreaterThan(started.renderedAt);
  expect(started.popover!).toBeGreaterThan(started.renderedAt);
  expect(started.footer!).toBeGreaterThan(started.renderedAt);
});

test('ningún script del portal se pide antes de que la página y sus imágenes hayan cargado', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-prerender]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Servicios en línea' })).toBeVisible();
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
    return {
      load: navigation?.loadEventEnd ?? Number.POSITIVE_INFINITY,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
    };
  });
  expect(timing.scripts).toBeGreaterThan(1);
  // The window's load (the prerender's images are in) came before any of the portal's scripts was asked for.
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.load);
  await expectNoAxeViolations(page, 'el inicio tras la entrada tardía');
});

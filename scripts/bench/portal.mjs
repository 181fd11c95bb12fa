// How the benchmark drives the portal with puppeteer: signing in on the sandbox provider's page
// (as test/support/browser/sign-in.ts does with Playwright) and finding controls by their labels.

/** The sandbox personas the benchmark uses (sandbox/data/personas.ts). */
export const personas = {
  maria: { documentType: 'CC', documentNumber: '1037600123', password: 'Maria2026*', headerName: 'María Restrepo' },
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `predicate(...args)` in the page every `intervalMs` until it returns truthy. */
export async function waitInPage(page, predicate, args = [], { timeoutMs = 30_000, intervalMs = 150, what = 'la condición' } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await page.evaluate(predicate, ...args)) return;
    } catch {
      // a navigation in progress destroyed the context: try again
    }
    if (Date.now() > deadline) throw new Error(`Tiempo agotado esperando ${what} en ${page.url()}`);
    await sleep(intervalMs);
  }
}

/**
 * Waits until the main view has replaced the route's build-time prerender (ADR 0022): the prerender
 * shows the same headings and labels, inert, and its elements are gone once the main view is up.
 */
export const waitForMainView = (page, timeoutMs = 30_000) =>
  waitInPage(page, () => document.querySelector('main') !== null && document.querySelector('[data-prerender]') === null, [], {
    timeoutMs,
    what: 'la vista principal',
  });

/** True when the header shows the persona's name (the portal's signed-in state). */
export const isSignedIn = (page, persona) =>
  page.evaluate((name) => (document.querySelector('header')?.textContent ?? '').includes(name), persona.headerName).catch(() => false);

/**
 * Opens `url`, a page that requires sign-in: the portal sends the browser to the provider's
 * page, where the persona's document and password are typed; resolves once the portal is back
 * on `url`'s path with the person's name in the header.
 */
export async function signIn(page, url, persona) {
  const { pathname } = new URL(url);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForSelector('#documentNumber', { timeout: 30_000 });
  await page.select('#documentType', persona.documentType);
  await page.type('#documentNumber', persona.documentNumber);
  await page.type('#password', persona.password);
  await Promise.all([page.waitForNavigation({ timeout: 60_000 }).catch(() => null), page.click('button.principal')]);
  await waitInPage(
    page,
    (path, name) => location.pathname === path && (document.querySelector('header')?.textContent ?? '').includes(name),
    [pathname, persona.headerName],
    { timeoutMs: 45_000, what: `la sesión de ${persona.headerName}` },
  );
}

/** The form control whose label (inside main) starts with `label`. */
export async function control(page, label) {
  const handle = await page.evaluateHandle((text) => {
    const found = [...document.querySelectorAll('main label')].find((element) => element.textContent?.trim().startsWith(text));
    return found?.control ?? null;
  }, label);
  const element = handle.asElement();
  if (!element) throw new Error(`No se encontró el campo '${label}' en ${page.url()}`);
  return element;
}

/** The button inside main whose text is exactly `name`. */
export async function button(page, name) {
  const handle = await page.evaluateHandle(
    (text) => [...document.querySelectorAll('main button')].find((element) => element.textContent?.trim() === text) ?? null,
    name,
  );
  const element = handle.asElement();
  if (!element) throw new Error(`No se encontró el botón '${name}' en ${page.url()}`);
  return element;
}

/** Waits for a heading inside main whose text ends with this (a step's heading starts with 'Paso n de m'). */
export const waitForHeading = (page, text, timeoutMs = 30_000) =>
  waitInPage(page, (name) => [...document.querySelectorAll('main h1, main h2, main h3')].some((h) => h.textContent?.trim().endsWith(name)), [text], {
    timeoutMs,
    what: `el título '${text}'`,
  });

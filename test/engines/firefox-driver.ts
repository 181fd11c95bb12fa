import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { DEFAULT_TIMEOUT_MS, describeQuery, type EngineDriver, type FindOptions, type Query, type TabId } from './driver';
import { installJumpableClock } from './clock';
import { locateAllSource, wireQuery } from './in-page';
import { waitUntil } from './waiting';

const FIREFOX_ESR = '/usr/bin/firefox-esr';

/** Firefox ESR through WebDriver BiDi (puppeteer-core speaks it; no geckodriver), headless, in Spanish (Colombia). */
export async function launchFirefox(baseUrl: string): Promise<EngineDriver> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_ESR,
    headless: true,
    env: { ...process.env, TZ: 'America/Bogota' },
    extraPrefsFirefox: { 'intl.locale.requested': 'es-CO', 'intl.accept_languages': 'es-CO, es', 'dom.disable_beforeunload': false },
  });
  const ids = new WeakMap<Page, TabId>();
  const errors: string[] = [];
  /** Console messages whose arguments are still being read from the page. */
  const reading: Promise<void>[] = [];
  let next = 0;
  const watch = (page: Page): TabId => {
    const known = ids.get(page);
    if (known) return known;
    const id = `tab-${++next}`;
    ids.set(page, id);
    // Only the portal's documents: a blob: tab is a file the engine draws itself. Its PDF viewer's
    // own policy (default-src 'none') refuses the viewer's favicon, reported before its address is set.
    const ofThePortal = (message: string) => !page.url().startsWith('blob:') && !/Content-Security-Policy.*favicon\.ico.*default-src 'none'/.test(message);
    page.on('pageerror', (error) => {
      const message = error instanceof Error ? error.message : String(error);
      if (ofThePortal(message)) errors.push(`pageerror: ${message}`);
    });
    page.on('console', (message) => {
      if (message.type() !== 'error' || !ofThePortal(message.text())) return;
      // An Error argument prints as 'JSHandle@error': its message and first frames are read from the page.
      const described = Promise.all(
        message.args().map((arg) =>
          arg.evaluate((value) => (value instanceof Error ? `${value.name}: ${value.message} ${(value.stack ?? '').split('\n').slice(0, 3).join(' ← ')}` : String(value))).catch(() => '?'),
        ),
      ).then((parts) => {
        errors.push(`console.error: ${parts.join(' ')}`);
      });
      reading.push(described);
    });
    return id;
  };
  const pages = async () => {
    const open = await browser.pages();
    for (const page of open) watch(page);
    return open;
  };
  let page: Page = (await pages())[0] ?? (await browser.newPage());
  watch(page);
  const byId = async (tab: TabId) => {
    const found = (await pages()).find((candidate) => ids.get(candidate) === tab);
    if (!found) throw new Error(`No existe la pestaña ${tab}`);
    return found;
  };

  const absolute = (pathOrUrl: string) => new URL(pathOrUrl, baseUrl).toString();
  const expression = (query: Query, includeHidden: boolean, then: string) =>
    `(${locateAllSource})(${JSON.stringify(wireQuery(query))}, ${String(includeHidden)})${then}`;
  const first = (query: Query, options: FindOptions = {}, enabled = false) =>
    waitUntil(
      async () => {
        const handle = await page.evaluateHandle(expression(query, options.includeHidden ?? false, '[0] ?? null'));
        const element = handle.asElement() as ElementHandle<Element> | null;
        if (!element) return undefined;
        if (enabled && (await element.evaluate((node) => (node as HTMLButtonElement).disabled === true))) return undefined;
        return element;
      },
      `${describeQuery(query)}${enabled ? ' habilitado' : ''}`,
      options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
  const count = async (query: Query, includeHidden = false) => page.evaluate(expression(query, includeHidden, '.length')) as Promise<number>;

  const open = async (pathOrUrl: string): Promise<void> => {
    await page.goto(absolute(pathOrUrl), { waitUntil: 'domcontentloaded' });
  };

  return {
    engine: 'firefox',
    async version() {
      return `Firefox ${(await browser.version()).replace(/^firefox\//, '')} (WebDriver BiDi, puppeteer-core)`;
    },
    open,
    url: async () => page.url(),
    async click(query, options = {}) {
      await (await first(query, options, true)).click();
    },
    async type(query, text) {
      const element = await first(query);
      await element.click();
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      await element.type(text);
    },
    async select(query, value) {
      const element = (await first(query)) as ElementHandle<HTMLSelectElement>;
      const chosen = await element.select(value);
      if (!chosen.includes(value)) throw new Error(`No hay opción ${value} en ${describeQuery(query)}`);
    },
    async chooseFiles(query, paths) {
      const element = (await first(query, { includeHidden: true })) as ElementHandle<HTMLInputElement>;
      await element.uploadFile(...paths);
    },
    async text(query, options = {}) {
      const element = await first(query, options);
      return (await element.evaluate((node) => (node as HTMLElement).innerText ?? node.textContent ?? '')).replace(/\s+/g, ' ').trim();
    },
    count: (query, options = {}) => count(query, options.includeHidden),
    async waitFor(query, options = {}) {
      const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      if (options.gone) await waitUntil(async () => (await count(query, options.includeHidden)) === 0, `que desaparezca ${describeQuery(query)}`, timeout);
      else await first(query, options);
    },
    evaluate: (fn, ...args) => page.evaluate(fn as (...inner: unknown[]) => unknown, ...args) as never,
    async press(key) {
      await page.keyboard.press(key === 'Space' ? ' ' : key);
    },
    async newTab(pathOrUrl) {
      page = await browser.newPage();
      const id = watch(page);
      if (pathOrUrl) await open(pathOrUrl);
      return id;
    },
    tabs: async () => (await pages()).map((candidate) => watch(candidate)),
    currentTab: () => watch(page),
    async switchTo(tab) {
      page = await byId(tab);
      await page.bringToFront();
    },
    async closeTab(tab) {
      const closing = await byId(tab);
      await closing.close({ runBeforeUnload: false });
      const [oldest] = await pages();
      if (oldest) page = oldest;
    },
    async installClock() {
      // A BiDi preload script: it runs in each new document of the tab before the page's own.
      await page.evaluateOnNewDocument(installJumpableClock);
      return true;
    },
    async takePageErrors() {
      await Promise.all(reading.splice(0));
      return errors.splice(0);
    },
    async quit() {
      await browser.close().catch(() => undefined);
    },
  };
}

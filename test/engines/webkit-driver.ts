import { spawn, type ChildProcess } from 'node:child_process';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { DEFAULT_TIMEOUT_MS, describeQuery, type EngineDriver, type FindOptions, type Query, type TabId } from './driver';
import { locateAllSource, wireQuery } from './in-page';
import { waitUntil } from './waiting';

const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * What a page of WebKit reports: classic WebDriver has no log channel, so each document gets
 * listeners (uncaught errors, unhandled rejections, `console.error`) once the driver opens or
 * looks at it, kept in `window.__engineErrors`. What the page throws before that is seen by the
 * sandbox's telemetry collector instead, which the flows' runner checks for both engines.
 */
function watchErrors(): string[] {
  type Watched = Window & { __engineErrors?: string[] };
  const page = window as Watched;
  if (!page.__engineErrors) {
    const seen: string[] = [];
    page.__engineErrors = seen;
    window.addEventListener('error', (event) => seen.push(`error: ${event.message}`));
    window.addEventListener('unhandledrejection', (event) => seen.push(`unhandledrejection: ${String((event as PromiseRejectionEvent).reason)}`));
    const original = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      seen.push(`console.error: ${args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')}`);
      original(...args);
    };
  }
  return page.__engineErrors.splice(0);
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver (classic W3C WebDriver), on the display the runner gives it. */
export async function launchWebKit(baseUrl: string, port: number): Promise<EngineDriver> {
  const server: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  const serverUrl = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () => (await fetch(`${serverUrl}/status`)).ok,
    'WebKitWebDriver escuchando',
    10_000,
  );
  const driver: WebDriver = await new Builder()
    .usingServer(serverUrl)
    .withCapabilities({
      browserName: 'MiniBrowser',
      // 'normal' (open waits for the load event): with 'eager', WebKitWebDriver 2.50 holds every
      // script call made before the load event until its page-load timeout.
      pageLoadStrategy: 'normal',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    })
    .build();
  await driver.manage().setTimeouts({ script: 20_000, pageLoad: 30_000 });
  let current: TabId = await driver.getWindowHandle();
  const errors: string[] = [];

  const absolute = (pathOrUrl: string) => new URL(pathOrUrl, baseUrl).toString();
  const all = async (query: Query, includeHidden = false): Promise<WebElement[]> =>
    (await driver.executeScript(`return (${locateAllSource})(arguments[0], arguments[1]);`, wireQuery(query), includeHidden)) as WebElement[];
  const first = (query: Query, options: FindOptions = {}) =>
    waitUntil(async () => (await all(query, options.includeHidden))[0], describeQuery(query), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const collect = async () => {
    errors.push(...((await driver.executeScript(`return (${watchErrors.toString()})();`)) as string[]));
  };

  const open = async (pathOrUrl: string): Promise<void> => {
    await collect().catch(() => undefined);
    await driver.get(absolute(pathOrUrl));
    await collect();
  };

  return {
    engine: 'webkit',
    async version() {
      const capabilities = await driver.getCapabilities();
      return `WebKitGTK ${String(capabilities.get('browserVersion'))} (${String(capabilities.get('browserName'))}, WebKitWebDriver)`;
    },
    open,
    url: () => driver.getCurrentUrl(),
    async click(query, options = {}) {
      const element = await waitUntil(
        async () => {
          const [found] = await all(query, options.includeHidden);
          return found && (await found.isEnabled()) ? found : undefined;
        },
        `${describeQuery(query)} habilitado`,
        options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      );
      await collect().catch(() => undefined);
      await element.click();
    },
    async type(query, text) {
      const element = await first(query);
      await element.click();
      // Two commands: WebKitWebDriver 2.50 drops the keys that follow a chord in the same command.
      await element.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
      await element.sendKeys(text);
    },
    async select(query, value) {
      const element = await first(query);
      await driver.executeScript(
        `const select = arguments[0];
         const option = Array.from(select.options).find((candidate) => candidate.value === arguments[1]);
         if (!option) throw new Error('No hay opción ' + arguments[1]);
         select.focus();
         select.value = arguments[1];
         select.dispatchEvent(new Event('input', { bubbles: true }));
         select.dispatchEvent(new Event('change', { bubbles: true }));`,
        element,
        value,
      );
    },
    async chooseFiles(query, paths) {
      const element = await first(query, { includeHidden: true });
      await element.sendKeys(paths.join('\n'));
    },
    async text(query, options = {}) {
      const element = await first(query, options);
      return ((await driver.executeScript('return arguments[0].innerText ?? arguments[0].textContent;', element)) as string).replace(/\s+/g, ' ').trim();
    },
    count: async (query, options = {}) => (await all(query, options.includeHidden)).length,
    async waitFor(query, options = {}) {
      const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      if (options.gone) await waitUntil(async () => (await all(query, options.includeHidden)).length === 0, `que desaparezca ${describeQuery(query)}`, timeout);
      else await first(query, options);
    },
    async evaluate(fn, ...args) {
      const outcome = (await driver.executeAsyncScript(
        `const done = arguments[arguments.length - 1];
         Promise.resolve().then(() => (${fn.toString()}).apply(null, ${JSON.stringify(args)}))
           .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
      )) as { value?: unknown; error?: string };
      if (outcome.error) throw new Error(outcome.error);
      return outcome.value as never;
    },
    async press(key) {
      const keys = { Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB, ArrowDown: Key.ARROW_DOWN, Space: Key.SPACE } as const;
      await driver.actions().sendKeys(keys[key]).perform();
    },
    async newTab(pathOrUrl) {
      await driver.switchTo().newWindow('tab');
      current = await driver.getWindowHandle();
      if (pathOrUrl) await open(pathOrUrl);
      return current;
    },
    tabs: () => driver.getAllWindowHandles(),
    currentTab: () => current,
    async switchTo(tab) {
      await driver.switchTo().window(tab);
      current = tab;
    },
    async closeTab(tab) {
      await driver.switchTo().window(tab);
      await collect().catch(() => undefined);
      await driver.close();
      const [oldest] = await driver.getAllWindowHandles();
      if (oldest) {
        await driver.switchTo().window(oldest);
        current = oldest;
      }
    },
    // Classic WebDriver runs a script only in a document whose own scripts have run: no clock of the flow's.
    installClock: async () => false,
    async takePageErrors() {
      await collect().catch(() => undefined);
      return errors.splice(0);
    },
    async quit() {
      await driver.quit().catch(() => undefined);
      server.kill();
    },
  };
}

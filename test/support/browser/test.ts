import { test as base, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import type { NginxSite } from '../../../scripts/nginx-site.mjs';
import { provideProductionSite } from './production-site';

/**
 * The worker fixtures of every browser spec, lazily started: the worker's shared context and the
 * production server's nginx (`site`). Playwright gives a worker only to tests whose worker fixtures
 * are the same; with one set for all, a worker runs every spec of its project instead of being
 * replaced (a new process and browser, a second or more) each time the next test comes from a spec
 * with another set.
 */
const withWorkerFixtures = base.extend<object, { workerContext: WorkerContext; site: NginxSite }>({
  workerContext: [
    async ({ browser }, provide, workerInfo) => {
      const { viewport, hasTouch, isMobile, locale, timezoneId, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, hasTouch, isMobile, locale, timezoneId, baseURL });
      // A blank tab that outlives the tests, through which the portal's storage is deleted.
      const keeper = await context.newPage();
      const devtools = await context.newCDPSession(keeper);
      await provide({ context, keeper, devtools, origin: baseURL ? new URL(baseURL).origin : null });
      await context.close();
    },
    { scope: 'worker' },
  ],
  site: [provideProductionSite, { scope: 'worker', timeout: 60_000 }],
});

/**
 * The `test` of the browser specs: each worker keeps one browser context for all its tests and
 * gives every test a new tab in it, wiped clean before the next test.
 *
 * Why: a context of its own per test starts the portal cold every time (the entry, the route's
 * chunks, the styles: fetched, parsed and compiled again), which was most of a short test's time.
 * A worker's context keeps Chromium's memory cache and compiled code between tests, as a person's
 * browser does between visits; the preview server marks the hashed assets immutable, as nginx
 * does, so a later test does not even ask for them again.
 *
 * What a test cannot see from the one before it: its tab is new (so is its session storage, where
 * the portal keeps tokens and personal data), and after each test every tab is closed, routes and
 * permissions are dropped, cookies (the provider's session) are cleared and the portal origin's
 * local storage, IndexedDB and Cache Storage are deleted.
 *
 * What it cannot undo, so a test that needs it takes `testWithItsOwnContext` instead and gets a
 * context of its own: `context.addInitScript` (`page.addInitScript` is the tab's, and goes with it),
 * Playwright's clock (installed per context, never removed), and `test.use` options that change
 * the context (the worker's context is made from the project's options only).
 */
export const test = withWorkerFixtures.extend({
  context: async ({ workerContext }, provide) => {
    await provide(workerContext.context);
    await wipe(workerContext);
  },
});

/** Playwright's own `test`, a new context per test, on the same workers as `test`. */
export const testWithItsOwnContext = withWorkerFixtures;

export { expect } from '@playwright/test';

interface WorkerContext {
  context: BrowserContext;
  keeper: Page;
  devtools: CDPSession;
  origin: string | null;
}

const originStorage = 'local_storage,indexeddb,cache_storage,service_workers,file_systems';

async function wipe({ context, keeper, devtools, origin }: WorkerContext): Promise<void> {
  await Promise.all(context.pages().filter((page) => page !== keeper).map((page) => page.close()));
  // With every tab closed nothing can write again; the four deletions are independent.
  await Promise.all([
    context.unrouteAll({ behavior: 'ignoreErrors' }),
    context.clearPermissions(),
    context.clearCookies(),
    origin ? devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: originStorage }) : undefined,
  ]);
}

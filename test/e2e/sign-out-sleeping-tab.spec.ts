import { type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium, findTestChromium } from '../../scripts/find-chromium.mjs';
import { expect, testWithItsOwnContext as test } from '@test/support/browser/test';
import { openThroughSignIn, personas } from '@test/support/browser/sign-in';
import { certificatePath, certificateReady, closedDialog, header, heldInTab, logoutRequest, throughProviderLogout } from '@test/support/browser/sign-out';

// A tab that slept through the sign-out of another tab: in the back/forward cache, or hidden with
// the channel's message lost. When it comes back it shows nothing of the person: it re-checks its
// session on waking (pageshow from the cache, resume, visible again) and reads the sign-out's mark,
// or, when the browser dropped it from the cache, its reload finds the mark and spends no token.
//
// Playwright launches Chromium with the back/forward cache off (--disable-back-forward-cache), and
// Debian's headless shell has none at all; the tests about the cache launch a browser of their own
// with it on, the full browser when it is installed (else the headless shell, where the way back is
// always a reload, and the restore from the cache is not tested). What Chromium does there: an open BroadcastChannel does not keep a page
// out of the cache, but a message it receives while cached evicts the page
// ('BroadcastChannelOnMessage'), so a back navigation then loads it afresh.

const nameInHeader = (page: Page) => header(page).getByRole('button', { name: personas.maria.headerName, includeHidden: true });

interface TestWindow {
  /** Set by the test: the tab's BroadcastChannels neither send nor hear (a message lost). */
  portalChannelsMuted?: boolean;
  /** Each `pageshow` of the document: true when it came back from the back/forward cache. */
  portalPageShows?: boolean[];
}

/** Before the portal's scripts: a switch that silences the tab's BroadcastChannels, and a record of its page shows. */
async function instrument(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const testWindow = window as unknown as TestWindow;
    testWindow.portalPageShows = [];
    window.addEventListener('pageshow', (event) => testWindow.portalPageShows?.push(event.persisted));
    const post = BroadcastChannel.prototype.postMessage;
    BroadcastChannel.prototype.postMessage = function postUnlessMuted(this: BroadcastChannel, message: unknown) {
      if (!testWindow.portalChannelsMuted) post.call(this, message);
    };
    const listen = BroadcastChannel.prototype.addEventListener;
    BroadcastChannel.prototype.addEventListener = function listenUnlessMuted(this: BroadcastChannel, ...args: Parameters<BroadcastChannel['addEventListener']>) {
      const [type, listener, options] = args;
      if (type !== 'message' || typeof listener !== 'function') return listen.call(this, type, listener, options);
      return listen.call(this, type, (event: Event) => (testWindow.portalChannelsMuted ? undefined : listener.call(this, event)), options);
    } as BroadcastChannel['addEventListener'];
  });
}

const muteChannels = (page: Page) => page.evaluate(() => ((window as unknown as TestWindow).portalChannelsMuted = true));
const pageShows = (page: Page) => page.evaluate(() => (window as unknown as TestWindow).portalPageShows ?? []);

/** The person's income-tax certificate in a first tab, signed in on the provider's page. */
async function tabWithCertificate(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await instrument(page);
  await openThroughSignIn(page, certificatePath, 'maria');
  await expect(certificateReady(page)).toBeVisible({ timeout: 15_000 });
  return page;
}

/** A second tab of the same browser, signed in by the startup's silent check. */
async function secondSignedInTab(context: BrowserContext): Promise<Page> {
  const other = await context.newPage();
  await instrument(other);
  await other.goto('/');
  await expect(nameInHeader(other)).toBeVisible({ timeout: 15_000 });
  return other;
}

/** 'Cerrar sesión' in `page`, through the provider's end-session address and back. */
async function signOut(page: Page): Promise<void> {
  await page.bringToFront();
  const ended = logoutRequest(page);
  await header(page).getByRole('button', { name: personas.maria.headerName }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await throughProviderLogout(page, ended);
}

/** The tab has nothing of the person left, and says why, as a tab that heard the sign-out does. */
async function expectEndedInTab(page: Page): Promise<void> {
  const dialog = closedDialog(page);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toHaveAccessibleDescription('Se superó el tiempo de la sesión.');
  await expect(certificateReady(page)).toHaveCount(0);
  await expect(nameInHeader(page)).toHaveCount(0);
  expect(await heldInTab(page)).toEqual({ tokens: 0, document: [null, null] });
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('Tu sesión ha finalizado. Inicia sesión de nuevo para continuar.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(certificatePath);
}

/** A page on another origin (the same server under 127.0.0.1): leaving for it puts the portal's page in the back/forward cache. */
const elsewhere = (page: Page) => {
  const address = new URL(page.url());
  address.hostname = address.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  address.pathname = '/config.json';
  return address.href;
};

/** Why Chromium did not restore the page from its cache, as its DevTools report them. */
async function cacheRefusals(page: Page): Promise<{ session: CDPSession; reasons: string[] }> {
  const session = await page.context().newCDPSession(page);
  const reasons: string[] = [];
  session.on('Page.backForwardCacheNotUsed', (event) => reasons.push(...event.notRestoredExplanations.map((explanation) => explanation.reason)));
  await session.send('Page.enable');
  return { session, reasons };
}

test.describe('una pestaña dormida durante el cierre de sesión en otra', () => {
  test.describe('en la caché de ida y vuelta', () => {
    let cachingBrowser: Browser;
    let context: BrowserContext;

    /** Only the full browser has a back/forward cache. */
    const fullBrowser = findChromium();

    test.beforeEach(async ({ playwright, baseURL }, testInfo) => {
      cachingBrowser = await playwright.chromium.launch({
        executablePath: fullBrowser ?? findTestChromium() ?? undefined,
        args: ['--headless', ...CHROMIUM_FLAGS],
        ignoreDefaultArgs: ['--disable-back-forward-cache'],
      });
      const { viewport, locale, timezoneId } = testInfo.project.use;
      context = await cachingBrowser.newContext({ baseURL, viewport, locale, timezoneId });
    });

    test.afterEach(async () => {
      await context?.close();
      await cachingBrowser?.close();
    });

    test("vuelve desde la caché sin datos de la persona y con 'Ha finalizado tu sesión' aunque no oyó el aviso de cierre @one-width", async () => {
      test.skip(fullBrowser === null, 'Sin Chromium completo (apt-get install chromium): el headless shell no tiene caché de ida y vuelta.');
      const page = await tabWithCertificate(context);
      const other = await secondSignedInTab(context);
      const { reasons } = await cacheRefusals(page);
      await page.goto(elsewhere(page));

      // The other tab's messages are lost (a browser that drops them for a cached page, or one without
      // BroadcastChannel): only the sign-out's mark can tell the first tab.
      await muteChannels(other);
      await signOut(other);

      await page.goBack({ waitUntil: 'commit' });
      await expect.poll(() => pageShows(page)).toEqual([false, true]);
      expect(reasons).toEqual([]);
      await expectEndedInTab(page);
    });

    test('la caché descarta la página al oír el cierre de sesión; al volver, la recarga no usa sus tokens ni muestra datos de la persona @one-width', async () => {
      const page = await tabWithCertificate(context);
      const other = await secondSignedInTab(context);
      const { reasons } = await cacheRefusals(page);
      await page.goto(elsewhere(page));

      await signOut(other);

      const refreshes: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/protocol/openid-connect/token')) refreshes.push(request.url());
      });
      await page.goBack({ waitUntil: 'commit' });
      // Loaded afresh: the cached page heard the message and was dropped (the headless shell caches none).
      await expect.poll(() => reasons).toContain(fullBrowser ? 'BroadcastChannelOnMessage' : 'BackForwardCacheDisabledForDelegate');
      // The reload starts anonymous without spending the ended session's refresh token, and the page,
      // which needs sign-in, sends the person to the provider's sign-in page.
      await expect(page).toHaveURL(/\/realms\/portal\//, { timeout: 15_000 });
      await expect(page.getByLabel('Número de documento')).toBeVisible();
      expect(refreshes).toEqual([]);
      expect(await heldInTab(page)).toEqual({ tokens: 0, document: [null, null] });
    });
  });

  test("una pestaña oculta que perdió el aviso muestra 'Ha finalizado tu sesión' al volver a estar visible @one-width", async ({ context }) => {
    const page = await tabWithCertificate(context);
    const other = await secondSignedInTab(context);
    // The first tab is hidden, and the sign-out's message never reaches it.
    await muteChannels(page);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });

    await signOut(other);
    expect(await heldInTab(page)).toEqual({ tokens: 1, document: [personas.maria.documentType, personas.maria.documentNumber] });

    await page.bringToFront();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });

    await expectEndedInTab(page);
  });
});

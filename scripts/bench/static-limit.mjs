// Takes each route's static limit in Chromium (docs/performance.md, "The static limit"): the route
// loaded from the benchmark's own server on Lighthouse's phone screen (anonymously, or signed in for
// a signed-in route), left until its main view has settled, and serialised without its scripts
// (scripts/bench/static-limit-page.mjs). The page is taken from the live document, never from the
// route's HTML file, so it is the route's settled main view whatever that file holds. It is written
// under the served root (LIMIT_FOLDER: only the benchmark's copy, never a deployment), precompressed
// as the build is, and Lighthouse measures it like the route.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { precompress } from '../precompress-dist.mjs';
import { signIn } from './portal.mjs';
import { limitPathFor, staticLimitPage } from './static-limit-page.mjs';

/** How long the network and the document must stay still for the main view to count as settled. */
const QUIET_MS = 1_000;
const SETTLE_TIMEOUT_MS = 45_000;

/**
 * Resolves once nothing has changed in the document for `quietMs`, every image in it has loaded
 * (or failed) and its fonts are ready. Runs in the page.
 */
function documentQuiet(quietMs, timeoutMs) {
  return new Promise((resolve, reject) => {
    let timer;
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    const deadline = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`el documento siguió cambiando durante ${timeoutMs / 1000} s`));
    }, timeoutMs);
    function done() {
      observer.disconnect();
      clearTimeout(deadline);
      const pending = [...document.images]
        .filter((image) => !image.complete)
        .map((image) => new Promise((loaded) => {
          image.addEventListener('load', loaded, { once: true });
          image.addEventListener('error', loaded, { once: true });
        }));
      void Promise.all([document.fonts.ready, ...pending]).then(() => resolve());
    }
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    timer = setTimeout(done, quietMs);
  });
}

/**
 * The document as it stands, and the rules every `<style>` element's sheet holds in the CSSOM
 * (in document order; Emotion's are there, not in the element's text), and those of adopted
 * sheets. Runs in the page.
 */
function readDocument() {
  const rulesOf = (sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
  const styleTexts = [...document.querySelectorAll('style')].map((element) => {
    try {
      return element.sheet ? rulesOf(element.sheet) : (element.textContent ?? '');
    } catch {
      return element.textContent ?? '';
    }
  });
  const adoptedCss = [...(document.adoptedStyleSheets ?? [])].map(rulesOf).join('\n');
  return { html: document.documentElement.outerHTML, styleTexts, adoptedCss };
}

/**
 * Follows the tab's requests, for `idle()`: resolves once none of the current document is in flight
 * and none has started or ended for `quietMs`. A request of an earlier document that never ended
 * (the portal's first load before the provider's sign-in page, cut short by that navigation) does
 * not count: a main-frame document request starts a new document. Puppeteer's own
 * `waitForNetworkIdle` counts those for ever.
 */
function followRequests(page) {
  const pending = new Map();
  let lastActivity = Date.now();
  let documentStarted = 0;
  page.on('request', (request) => {
    lastActivity = Date.now();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentStarted = lastActivity;
    pending.set(request, lastActivity);
  });
  const ended = (request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async idle(quietMs, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const inFlight = [...pending.values()].filter((started) => started >= documentStarted).length;
        if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
        if (Date.now() > deadline) throw new Error(`la red no quedó quieta en ${timeoutMs / 1000} s (${inFlight} peticiones en curso)`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** Waits for the route's main view to settle: the network idle, then the document still, twice (a settled page may ask for more). */
async function waitUntilSettled(page, requests) {
  for (let round = 0; round < 2; round += 1) {
    await requests.idle(QUIET_MS, SETTLE_TIMEOUT_MS);
    await page.evaluate(documentQuiet, QUIET_MS, SETTLE_TIMEOUT_MS);
  }
}

/**
 * The static limit page of `route` ({ path, signedIn?: persona }) served at `origin`, taken in a
 * new tab of `browser` on Lighthouse's mobile screen.
 */
export async function captureStaticLimit(browser, origin, route) {
  const page = await browser.newPage();
  const screen = screenEmulationMetrics.mobile;
  await page.setViewport({ width: screen.width, height: screen.height, deviceScaleFactor: screen.deviceScaleFactor, isMobile: true, hasTouch: true });
  await page.setUserAgent(userAgents.mobile);
  const requests = followRequests(page);
  const url = `${origin}${route.path}`;
  if (route.signedIn) await signIn(page, url, route.signedIn);
  else await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await waitUntilSettled(page, requests);
  const finalPath = new URL(page.url()).pathname;
  if (finalPath !== route.path) throw new Error(`la ruta ${route.path} terminó en ${finalPath}`);
  const snapshot = await page.evaluate(readDocument);
  await page.close();
  return staticLimitPage({
    ...snapshot,
    routePath: route.path,
    comment: `The static limit of ${route.path}${route.signedIn ? ' (signed in)' : ''}: its settled markup and styles without scripts, written by npm run bench:lighthouse`,
  });
}

/** Writes the limit page of `routePath` under the served root `siteRoot`, precompressed; resolves with its address path. */
export function writeStaticLimit(siteRoot, routePath, html) {
  const path = limitPathFor(routePath);
  const file = join(siteRoot, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  precompress(dirname(file));
  return path;
}

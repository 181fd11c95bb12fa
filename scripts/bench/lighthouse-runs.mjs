// How `npm run bench:lighthouse` runs Lighthouse, warms the sandbox up and tells whether other
// sessions' browsers share the machine. Every run is a fresh Chromium (scripts/bench/browser.mjs).
import { execFileSync } from 'node:child_process';
import lighthouse, { startFlow } from 'lighthouse';
import { withChromium } from './browser.mjs';
import { isSignedIn, signIn } from './portal.mjs';

const print = (line = '') => process.stdout.write(`${line}\n`);

/** Lighthouse 12 mobile with its defaults; the three categories the portal's targets name. */
const lighthouseConfig = {
  extends: 'lighthouse:default',
  settings: { onlyCategories: ['performance', 'accessibility', 'best-practices'] },
};
const lighthouseFlags = { logLevel: 'error', output: 'json' };

/** One Lighthouse navigation of `url` in a fresh Chromium, with an empty cache and storage. */
export function lighthouseUrl(chromiumPath, url) {
  return withChromium(chromiumPath, async (browser) => {
    const page = await browser.newPage();
    const result = await lighthouse(url, lighthouseFlags, lighthouseConfig, page);
    if (!result) throw new Error('Lighthouse no devolvió resultado');
    return result.lhr;
  });
}

/**
 * One Lighthouse run of `route` ({ path, signedIn?: persona }) at `origin`; a signed-in route as a
 * user flow: the persona signs in, then a navigation step with the HTTP cache emptied.
 */
export async function lighthouseRoute(chromiumPath, origin, route) {
  const url = `${origin}${route.path}`;
  if (!route.signedIn) return lighthouseUrl(chromiumPath, url);
  return withChromium(chromiumPath, async (browser) => {
    const page = await browser.newPage();
    await signIn(page, url, route.signedIn);
    // Signed in, the session lives in the provider's cookie and the tab's session storage, which
    // Lighthouse's storage reset would clear: the step keeps storage and the HTTP cache is emptied
    // here instead, so the step is a cold load of a signed-in person.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const flow = await startFlow(page, { name: `Con sesión: ${route.path}`, config: lighthouseConfig, flags: lighthouseFlags });
    await flow.navigate(url, { name: route.path, disableStorageReset: true });
    const stillSignedIn = await isSignedIn(page, route.signedIn);
    const flowResult = await flow.createFlowResult();
    const lhr = flowResult.steps[0].lhr;
    if (!stillSignedIn) throw new Error(`La sesión no llegó al paso de navegación (${lhr.finalDisplayedUrl})`);
    return lhr;
  });
}

/** Other sessions' browsers and test runners (never this script's: it has started none yet, or names them). */
export function foreignProcesses(port, ownPids = new Set()) {
  let output;
  try {
    output = execFileSync('pgrep', ['-af', 'chrome|chromium|playwright|vite preview'], { encoding: 'utf8' });
  } catch {
    return [];
  }
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => ({ pid: Number(line.split(' ')[0]), command: line.slice(line.indexOf(' ') + 1) }))
    .filter(({ pid, command }) => pid !== process.pid && !ownPids.has(pid) && !command.includes(`--port ${port}`) && !command.includes(`--port ${port + 10}`) && !command.includes('bench-lighthouse'))
    .filter(({ command }) => !command.includes(`puppeteer_dev_chrome_profile`))
    // '[chromium]': a finished process its parent has not reaped yet (no command line); it runs nothing.
    .filter(({ command }) => !command.startsWith('['));
}

/** Waits (polling every 30 s, up to `minutes`) until no other session runs a browser; false when it never did. */
export async function waitUntilQuiet(port, minutes) {
  const deadline = Date.now() + minutes * 60_000;
  for (;;) {
    const others = foreignProcesses(port);
    if (others.length === 0) {
      print('La máquina está tranquila: ningún otro Chromium, Playwright ni vite preview.');
      return true;
    }
    if (Date.now() > deadline) {
      print(`Tras ${minutes} min siguen ${others.length} procesos de otros: se mide de todos modos (queda anotado).`);
      return false;
    }
    print(`Esperando a que terminen ${others.length} procesos de navegador o pruebas de otros (se revisa cada 30 s)…`);
    await new Promise((resolve) => setTimeout(resolve, 30_000));
  }
}

/**
 * The sandbox loads on its first request, and its identity provider answers its first sign-in
 * check in ~550 ms instead of ~2 ms. A real provider is not cold: without this, the first route's
 * first run measured the sandbox starting, which Lighthouse folds into that run's LCP. Asked on
 * the sandbox's own server (`sandboxOrigin`), for the address the browser uses (`publicOrigin`).
 */
export async function warmUpSandbox(sandboxOrigin, publicOrigin) {
  const check = new URL('/realms/portal/protocol/openid-connect/auth', sandboxOrigin);
  check.search = new URLSearchParams({
    client_id: 'portal-servicios',
    redirect_uri: `${publicOrigin}/silent-renew.html`,
    response_type: 'code',
    scope: 'openid profile',
    state: 'calentamiento',
    code_challenge: 'calentamiento-calentamiento-calentamiento-1234',
    code_challenge_method: 'S256',
    prompt: 'none',
  }).toString();
  for (const address of [`${sandboxOrigin}/realms/portal/.well-known/openid-configuration`, check.href]) {
    await fetch(address, { redirect: 'manual' }).catch(() => undefined);
  }
}

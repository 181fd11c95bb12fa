// A long session in one tab: signed in as María, round the eight main pages by the portal's own
// links (cards, the side menu, the user menu) and by the back button, many times, reading after
// each round, with the heap collected first, the JS heap in use and Chromium's DOM counters
// (documents, nodes, JS event listeners). What a page registers must go with it, so after the
// first rounds the figures stay flat. Not part of `npm test` (its browser test is
// test/e2e/long-session.spec.ts, a few rounds).
//
//   node scripts/measure-long-session.mjs [--out-dir dist-leaks] [--port 4187] [--rounds 60] [--width 1280] [--snapshot]
//
// Serves an existing build (`vite build --outDir <dir>`) with `vite preview` on its own port and
// drives Debian's full Chromium through puppeteer-core. --snapshot ends with a heap snapshot and
// prints its detached DOM nodes by name and the retaining path of the most frequent ones.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installExitHandlers, startPreview, withChromium } from './bench/browser.mjs';
import { personas, signIn, waitInPage } from './bench/portal.mjs';
import { findChromium } from './find-chromium.mjs';
import { countByName, readHeapSnapshot, takeHeapSnapshot } from './heap-snapshot.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
const outDir = option('out-dir', 'dist-leaks');
const port = Number(option('port', 4187));
const rounds = Number(option('rounds', 60));
const withSnapshot = process.argv.includes('--snapshot');
const width = Number(option('width', 1280));
// --between <path>: back and forth between the home and one of its cards' pages instead.
const between = option('between', null);

/**
 * One round: every step follows a link of the page it is on (or of its side or user menu) or goes
 * back, and ends where the round began.
 */
const tour = [
  { link: '/pagos-en-linea' },
  { link: '/certificados', menu: true },
  { link: '/certificados/cuota-monetaria' },
  { back: '/certificados' },
  { link: '/subsidios', menu: true },
  { link: '/subsidios/subsidio-vivienda' },
  { back: '/subsidios' },
  { link: '/creditos', menu: true },
  { userMenu: '/actualizacion-de-datos' },
  { back: '/creditos' },
  { link: '/', menu: true },
];

/** Resolves once the route at `path` shows its heading and no loading status. */
const arrived = (page, path) =>
  waitInPage(
    page,
    (expected) =>
      location.pathname === expected &&
      document.querySelector('main h1') !== null &&
      document.querySelector('[data-prerender]') === null &&
      !/Cargando/.test(document.querySelector('main')?.textContent ?? ''),
    [path],
    { what: path, intervalMs: 50 },
  );

/**
 * Clicks `selector` until the address is `path` (a click that lands while the header is still
 * swapping its stand-ins for the real parts, or on a drawer still sliding in, can be lost), then
 * waits for the page.
 */
async function follow(page, selector, path) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // A slow navigation may have arrived after the last attempt gave up on it.
      if (attempt > 1 && (await page.evaluate(() => location.pathname)) === path) break;
      await click(page, selector);
      await waitInPage(page, (expected) => location.pathname === expected, [path], { timeoutMs: 5_000, intervalMs: 50, what: path });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await arrived(page, path);
}

/**
 * Lets go of an element handle at once: a handle the script kept would keep its element, detached
 * or not, alive through DevTools and count as a leak that is the measurement's own.
 */
async function dispose(handlePromise) {
  const handle = await handlePromise;
  await handle?.dispose();
}

/** Clicks `selector` and lets go of its handle. */
async function click(page, selector) {
  const handle = await page.$(selector);
  if (!handle) throw new Error(`No se encontró ${selector} en ${page.url()}`);
  try {
    await handle.click();
  } finally {
    await handle.dispose();
  }
}

/** Clicks `trigger` until `selector` is shown (a menu's first click can land before its chunk is in). */
async function open(page, trigger, selector) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await click(page, trigger);
      await dispose(page.waitForSelector(selector, { visible: true, timeout: 5_000 }));
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function step(page, move) {
  if (move.home) {
    await follow(page, 'header a[href="/"]', '/');
    return;
  }
  if (move.back) {
    await page.goBack({ waitUntil: 'commit' }).catch(() => null);
    await arrived(page, move.back);
    return;
  }
  if (move.userMenu) {
    const item = '[role="menuitem"]::-p-text(Actualizar datos)';
    await open(page, 'header button[aria-haspopup="menu"]', item);
    await click(page, item);
    await arrived(page, move.userMenu);
    return;
  }
  // Configured addresses are absolute (the configuration resolves them), a page's own are paths.
  const scope = move.menu ? '[role="dialog"]' : 'main';
  const origin = new URL(page.url()).origin;
  const selector = `${scope} a[href="${move.link}"], ${scope} a[href="${origin}${move.link}"]`;
  if (move.menu) await open(page, 'header button[aria-haspopup="dialog"]', selector);
  // A page's cards may come from a call: the link is there once they are.
  else await dispose(page.waitForSelector(selector, { visible: true }));
  await follow(page, selector, move.link);
}

async function counters(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { nodes, jsEventListeners, documents } = await cdp.send('Memory.getDOMCounters');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { nodes, jsEventListeners, documents, heapKb: Math.round(usedSize / 1024) };
}

installExitHandlers();
const chromium = findChromium();
if (!chromium) throw new Error('No se encontró Chromium (apt-get install -y chromium).');
const server = await startPreview({ cwd: root, outDir, port });
try {
  await withChromium(chromium, async (browser) => {
    const page = await browser.newPage();
    await page.setViewport({ width, height: 800 });
    await signIn(page, `${server.origin}/certificados/cuota-monetaria`, personas.maria);
    await follow(page, 'header a[href="/"]', '/');
    const cdp = await page.target().createCDPSession();
    await cdp.send('Runtime.enable');
    const readings = [{ round: 0, ...(await counters(cdp)) }];
    console.info('round\tnodes\tlisteners\tdocuments\theap KB');
    const print = (r) => console.info(`${r.round}\t${r.nodes}\t${r.jsEventListeners}\t${r.documents}\t${r.heapKb}`);
    print(readings[0]);
    const moves = between ? [{ link: between }, { home: true }] : tour;
    for (let round = 1; round <= rounds; round += 1) {
      for (const move of moves) await step(page, move);
      readings.push({ round, ...(await counters(cdp)) });
      print(readings.at(-1));
    }
    const from = readings[Math.min(3, rounds)];
    const to = readings.at(-1);
    const span = to.round - from.round;
    if (span > 0) {
      console.info(
        `\nFrom round ${from.round} to ${to.round}: nodes ${from.nodes} -> ${to.nodes} (${((to.nodes - from.nodes) / span).toFixed(1)}/round), ` +
          `listeners ${from.jsEventListeners} -> ${to.jsEventListeners} (${((to.jsEventListeners - from.jsEventListeners) / span).toFixed(1)}/round), ` +
          `heap ${from.heapKb} -> ${to.heapKb} KB (${((to.heapKb - from.heapKb) / span).toFixed(1)} KB/round)`,
      );
    }
    if (withSnapshot) {
      const heap = readHeapSnapshot(await takeHeapSnapshot(cdp));
      const byName = countByName(heap.detached);
      console.info(`\nDetached DOM nodes in the heap: ${heap.detached.length}`);
      for (const [name, count] of byName.slice(0, 25)) console.info(`${String(count).padStart(6)}  ${String(name).slice(0, 140)}`);
      for (const [name] of byName.slice(0, 4)) {
        const sample = heap.detached.find((node) => node.name === name);
        console.info(`\nRetainers of ${String(name).slice(0, 100)}:`);
        for (const line of heap.retainerPath(sample.node) ?? ['(none: only weakly held)']) console.info(`  ${line}`);
      }
    }
  });
} finally {
  server.stop();
}

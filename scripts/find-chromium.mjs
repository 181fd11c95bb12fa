// Finds the Chromium that browser tests and benchmarks drive. Only a system browser is ever used
// (Debian's `chromium` and `chromium-headless-shell` packages): Playwright's own downloads are never fetched.
//
// Two browsers, one engine. The browser tests drive Chromium's headless shell when it is installed:
// the same Blink, V8 and network stack as the browser, without the browser's window, tab strip and
// compositor machinery, which a headless test never looks at and which took about a quarter of the
// suite's CPU on two cores (docs/adr/0025-browser-tests-in-chromium-headless-shell.md). The
// benchmarks (Lighthouse, the library floor, the startup tasks) measure what a person's browser
// does, so they always drive the full browser.
import { findSystemProgram, printWhenRunDirectly } from './find-system-program.mjs';

/** The flags Chromium runs with on these machines, for the tests and the benchmarks (/work/shared/design/STACK.md). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where Debian and Ubuntu put the browser; CHROME_PATH wins when set. */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The browser tests' choice: Debian's headless shell first, the full browser when it is missing. */
export const TEST_CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', ...CHROMIUM_CANDIDATES];

/** The path of a runnable full Chromium, or null when there is none (a CHROME_PATH that points nowhere included). */
export const findChromium = (env = process.env, candidates = CHROMIUM_CANDIDATES) =>
  findSystemProgram({ envVariable: 'CHROME_PATH', candidates }, env);

/** The path of the Chromium the browser tests drive (CHROME_PATH, else the headless shell, else the browser), or null. */
export const findTestChromium = (env = process.env, candidates = TEST_CHROMIUM_CANDIDATES) =>
  findSystemProgram({ envVariable: 'CHROME_PATH', candidates }, env);

// `node scripts/find-chromium.mjs [--tests]` prints the path (exit 0) or nothing (exit 1): used by .ci/run.
printWhenRunDirectly(import.meta.url, () => (process.argv.includes('--tests') ? findTestChromium() : findChromium()));

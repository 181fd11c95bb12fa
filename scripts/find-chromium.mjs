// Finds the Chromium that browser tests drive. Only a system browser is ever used
// (Debian's `chromium` package): Playwright's own downloads are never fetched.
import { findSystemProgram, printWhenRunDirectly } from './find-system-program.mjs';

/** Where Debian and Ubuntu put the browser; CHROME_PATH wins when set. */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The path of a runnable Chromium, or null when there is none (a CHROME_PATH that points nowhere included). */
export const findChromium = (env = process.env) => findSystemProgram({ envVariable: 'CHROME_PATH', candidates: CHROMIUM_CANDIDATES }, env);

// `node scripts/find-chromium.mjs` prints the path (exit 0) or nothing (exit 1): used by .ci/run.
printWhenRunDirectly(import.meta.url, findChromium);

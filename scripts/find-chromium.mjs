// Finds the Chromium that browser tests drive. Only a system browser is ever used
// (Debian's `chromium` package): Playwright's own downloads are never fetched.
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Where Debian and Ubuntu put the browser; CHROME_PATH wins when set. */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The path of a runnable Chromium, or null when there is none.
 * A CHROME_PATH that points nowhere is reported as missing rather than silently
 * replaced, so a misconfigured CI fails instead of testing another browser.
 */
export function findChromium(env = process.env) {
  const fromEnv = env.CHROME_PATH?.trim();
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  return CHROMIUM_CANDIDATES.find(isExecutable) ?? null;
}

// `node scripts/find-chromium.mjs` prints the path (exit 0) or nothing (exit 1): used by .ci/run.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const found = findChromium();
  if (found) {
    process.stdout.write(`${found}\n`);
  } else {
    process.exitCode = 1;
  }
}

// Finds the nginx that the production-server browser test runs (Debian's `nginx` package, the
// same server docs/deployment.md deploys to). NGINX_PATH wins when set.
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Where Debian and Ubuntu put it. */
export const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The path of a runnable nginx, or null when there is none. A NGINX_PATH that points nowhere is
 * reported as missing rather than silently replaced, so a misconfigured CI fails.
 */
export function findNginx(env = process.env) {
  const fromEnv = env.NGINX_PATH?.trim();
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  return NGINX_CANDIDATES.find(isExecutable) ?? null;
}

// `node scripts/find-nginx.mjs` prints the path (exit 0) or nothing (exit 1): used by .ci/run.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const found = findNginx();
  if (found) {
    process.stdout.write(`${found}\n`);
  } else {
    process.exitCode = 1;
  }
}

// Finds the nginx that the production-server browser test runs (Debian's `nginx` package, the
// same server docs/deployment.md deploys to).
import { findSystemProgram, printWhenRunDirectly } from './find-system-program.mjs';

/** Where Debian and Ubuntu put it; NGINX_PATH wins when set. */
export const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** The path of a runnable nginx, or null when there is none (a NGINX_PATH that points nowhere included). */
export const findNginx = (env = process.env) => findSystemProgram({ envVariable: 'NGINX_PATH', candidates: NGINX_CANDIDATES }, env);

// `node scripts/find-nginx.mjs` prints the path (exit 0) or nothing (exit 1): used by .ci/run.
printWhenRunDirectly(import.meta.url, findNginx);

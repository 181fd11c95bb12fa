// Finds the nginx that the production-server browser test runs (Debian's `nginx` package, the
// same server docs/deployment.md deploys to), and its brotli_static module (Debian's
// `libnginx-mod-http-brotli-static`), which deploy/nginx/snippets/portal-locations.conf uses.
import { existsSync } from 'node:fs';
import { findSystemProgram, printWhenRunDirectly } from './find-system-program.mjs';

/** Where Debian and Ubuntu put it; NGINX_PATH wins when set. */
export const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** Where Debian and Ubuntu put the dynamic module that serves the precompressed .br files. */
export const NGINX_BROTLI_MODULE_CANDIDATES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/share/nginx/modules/ngx_http_brotli_static_module.so',
];

/** The path of a runnable nginx, or null when there is none (a NGINX_PATH that points nowhere included). */
export const findNginx = (env = process.env) => findSystemProgram({ envVariable: 'NGINX_PATH', candidates: NGINX_CANDIDATES }, env);

/** The brotli_static module's file, or null when it is not installed. */
export const findNginxBrotliModule = () => NGINX_BROTLI_MODULE_CANDIDATES.find((path) => existsSync(path)) ?? null;

// `node scripts/find-nginx.mjs` prints nginx's path, `--brotli-module` the module's (exit 0), or
// nothing (exit 1): used by .ci/run.
printWhenRunDirectly(import.meta.url, () => (process.argv.includes('--brotli-module') ? findNginxBrotliModule() : findNginx()));

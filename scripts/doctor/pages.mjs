// The deployment doctor's web-server sections: the pages (the entry, a prerendered route, the
// single-page fallback and silent-renew.html answer HTML, never cached, with exactly the security
// headers scripts/generate-csp.mjs produces for the configuration checked) and the files (a hashed
// asset kept a year, Brotli and gzip negotiated, a missing chunk a 404, the files' own headers).
// Each section is a `DoctorSection` (context.d.mts); the header and caching rules themselves are the
// pure checks of security-headers.mjs and caching.mjs.
import { readFileSync } from 'node:fs';
import { prerenderedRoutes } from '../../src/presentation/app/prerender/prerendered-routes.model.ts';
import { describeNetworkError } from './network.mjs';
import { checkAssetCaching, checkContentEncoding, checkMissingChunk, checkPageCaching, DOCS as CACHING_DOCS } from './caching.mjs';
import { checkPageSecurityHeaders, checkSecurityHeaders, DOCS as HEADER_DOCS, headerValue } from './security-headers.mjs';

/** A path no deployment serves: the fallback must answer it with the portal's page. */
export const UNKNOWN_ROUTE = '/ruta-que-no-existe-doctor';
/** A chunk name Vite never writes (its names end in a hash of 8 characters). */
export const MISSING_CHUNK = '/assets/fragmento-que-no-existe-doctor.js';
/** The prerendered route the doctor asks for, beside the entry: the first one after /. */
export const PRERENDERED_ROUTE = prerenderedRoutes.find((path) => path !== '/') ?? '/';

/** @param {'ok'|'fail'|'warn'} status @param {string} id @param {string} message @param {string} doc */
const check = (status, id, message, doc) => ({ status, id, message, doc });


/**
 * The headers every file that is not a page carries: deploy/nginx/snippets/portal-file-headers.conf,
 * as [name, value] pairs (copied as it is into every deployment; no value comes from config.json).
 * @returns {[string, string][]}
 */
export function fileHeaders() {
  const text = readFileSync(new URL('../../deploy/nginx/snippets/portal-file-headers.conf', import.meta.url), 'utf8').replace(/#.*$/gm, '');
  return [...text.matchAll(/add_header\s+([\w-]+)\s+"([^"]*)"/g)].map(([, name, value]) => /** @type {[string, string]} */ ([name, value]));
}

/**
 * One GET: status, headers and text, or the failure's words.
 * @param {import('./context.d.mts').DoctorContext} context
 * @param {string} path
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ ok: true, status: number, headers: Headers, body: string } | { ok: false, why: string }>}
 */
async function get(context, path, headers = {}) {
  try {
    const response = await context.fetch(new URL(path, context.portal), { headers });
    return { ok: true, status: response.status, headers: response.headers, body: await response.text() };
  } catch (error) {
    return { ok: false, why: `sin respuesta: ${describeNetworkError(error)}` };
  }
}

/** Whether an answer is an HTML page. */
const isHtml = (/** @type {Headers} */ headers) => /^\s*text\/html\b/i.test(headerValue(headers, 'Content-Type') ?? '');

/**
 * The pages: each answers 200 with HTML, is never cached, and carries the generated headers
 * (silent-renew.html its own, the one page the portal lets itself frame). The prerendered route
 * must be its own markup, not the fallback's.
 * @param {import('./context.d.mts').DoctorContext} context
 * @returns {Promise<import('./context.d.mts').Check[]>}
 */
export async function pageChecks(context) {
  /** @type {import('./context.d.mts').Check[]} */
  const checks = [];
  const pages = [
    { path: '/', what: 'la entrada' },
    { path: PRERENDERED_ROUTE, what: 'una ruta prerenderizada' },
    { path: UNKNOWN_ROUTE, what: 'una ruta desconocida, que responde la aplicación' },
    { path: '/silent-renew.html', what: 'la página de la comprobación silenciosa de sesión', frameable: true },
  ];
  /** @type {Map<string, string>} */
  const bodies = new Map();
  for (const { path, what, frameable } of pages) {
    const answer = await get(context, path, { Accept: 'text/html' });
    if (!answer.ok) {
      checks.push(check('fail', 'page', `${path} (${what}): ${answer.why}.`, HEADER_DOCS.headers));
      continue;
    }
    if (answer.status !== 200 || !isHtml(answer.headers)) {
      const type = headerValue(answer.headers, 'Content-Type') ?? 'sin Content-Type';
      checks.push(check('fail', 'page', `${path} (${what}): responde ${answer.status} (${type}); debe responder 200 con HTML.`, CACHING_DOCS.caching));
      continue;
    }
    bodies.set(path, answer.body);
    const page = [checkPageCaching(answer.headers, { page: path })];
    if (context.config !== null) {
      try {
        page.push(...checkPageSecurityHeaders(answer.headers, context.config, { page: path, frameable: frameable === true }));
      } catch (error) {
        page.push(check('fail', 'headers', `${path}: no se pudo generar la política esperada desde config.json (${error instanceof Error ? error.message : String(error)}).`, HEADER_DOCS.regenerate));
      }
    }
    // A page whose every header fits is one line; otherwise each header that does not, on its own.
    const wrong = page.filter((one) => one.status !== 'ok');
    if (wrong.length > 0) checks.push(...wrong);
    else checks.push(check('ok', 'page', `${path} (${what}): 200, HTML, no se guarda en caché y sus cabeceras de seguridad son exactamente las generadas para config.json.`, HEADER_DOCS.headers));
  }
  const route = bodies.get(PRERENDERED_ROUTE);
  const fallback = bodies.get(UNKNOWN_ROUTE);
  if (route !== undefined && fallback !== undefined && PRERENDERED_ROUTE !== '/') {
    checks.push(
      route.trim() === fallback.trim()
        ? check('warn', 'prerendered', `${PRERENDERED_ROUTE}: responde la misma página que una ruta desconocida; el servidor no sirve las rutas prerenderizadas (_routes/) y la primera pintura espera al JavaScript.`, CACHING_DOCS.caching)
        : check('ok', 'prerendered', `${PRERENDERED_ROUTE}: responde su propio HTML prerenderizado.`, CACHING_DOCS.caching),
    );
  }
  return checks;
}

/**
 * The files: the entry page's first hashed script or style (kept a year, immutable, negotiated in
 * Brotli and gzip, with the files' headers), a chunk that does not exist (a 404, never the HTML),
 * and config.json (never cached, the files' headers).
 * @param {import('./context.d.mts').DoctorContext} context
 * @returns {Promise<import('./context.d.mts').Check[]>}
 */
export async function fileChecks(context) {
  /** @type {import('./context.d.mts').Check[]} */
  const checks = [];
  const entry = await get(context, '/', { Accept: 'text/html' });
  const asset = entry.ok ? /["'](\/assets\/[\w.-]+\.(?:js|css))["']/.exec(entry.body)?.[1] : undefined;
  const expected = fileHeaders();
  if (!entry.ok) {
    checks.push(check('fail', 'asset', `/: ${entry.why}; sin la página no se sabe qué archivos con hash comprobar.`, CACHING_DOCS.caching));
  } else if (asset === undefined) {
    checks.push(check('fail', 'asset', `/: la página no nombra ningún archivo de /assets/; no es la página que construye el portal (npm run build).`, CACHING_DOCS.caching));
  } else {
    for (const asked of /** @type {const} */ (['br', 'gzip'])) {
      const answer = await get(context, asset, { 'Accept-Encoding': asked === 'br' ? 'br, gzip' : 'gzip' });
      if (!answer.ok || answer.status !== 200) {
        checks.push(check('fail', 'asset', `${asset}: ${answer.ok ? `responde ${answer.status}` : answer.why}; debe responder 200.`, CACHING_DOCS.caching));
        break;
      }
      if (asked === 'br') {
        checks.push(checkAssetCaching(answer.headers, { path: asset }));
        checks.push(...fileHeaderChecks(answer.headers, expected, asset));
      }
      checks.push(checkContentEncoding(answer.headers, { asked, path: asset }));
    }
  }
  const missing = await get(context, MISSING_CHUNK);
  checks.push(
    missing.ok
      ? checkMissingChunk({ status: missing.status, headers: missing.headers, body: missing.body, pageBody: entry.ok ? entry.body : undefined }, { path: MISSING_CHUNK })
      : check('fail', 'missing-chunk', `${MISSING_CHUNK}: ${missing.why}.`, CACHING_DOCS.caching),
  );
  const config = await get(context, '/config.json', { Accept: 'application/json' });
  if (config.ok && config.status === 200) {
    const cached = checkPageCaching(config.headers, { page: '/config.json' });
    checks.push(
      cached.status === 'ok'
        ? check('ok', 'cache-config', '/config.json: no se guarda en caché (cada entorno lo cambia sin cambiar de versión).', CACHING_DOCS.caching)
        : { ...cached, id: 'cache-config' },
    );
    checks.push(...fileHeaderChecks(config.headers, expected, '/config.json'));
  }
  return checks;
}

/**
 * A file's headers held against portal-file-headers.conf: one ok when all match, else each wrong one.
 * @param {Headers} headers
 * @param {[string, string][]} expected
 * @param {string} path
 */
function fileHeaderChecks(headers, expected, path) {
  const checks = checkSecurityHeaders(headers, expected, { page: path });
  const wrong = checks.filter((one) => one.status !== 'ok');
  if (wrong.length > 0) return wrong.map((one) => ({ ...one, id: `file-${one.id}`, doc: CACHING_DOCS.caching }));
  return [check('ok', 'file-headers', `${path}: las cabeceras de archivo (${expected.map(([name]) => name).join(', ')}) como las de deploy/nginx/snippets/portal-file-headers.conf.`, CACHING_DOCS.caching)];
}

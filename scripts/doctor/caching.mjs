// The deployment doctor's caching and file checks: an HTML page is never kept, a hashed asset is
// kept a year and never revalidated, Brotli and gzip are negotiated, and a chunk that does not
// exist is a 404, never the portal's HTML. Pure: an answer's status, headers and body in, checks
// out (types: caching.d.mts). What the project's own nginx sends is read from
// deploy/nginx/snippets/ by `deployedLocationHeaders`, for the messages and the tests.
import { readFileSync } from 'node:fs';
import { headerValue } from './security-headers.mjs';

/** Where docs/deployment.md says how each kind of file is cached and compressed. */
export const DOCS = {
  caching: 'docs/deployment.md#what-nginx-does',
  cdn: 'docs/deployment.md#behind-a-cdn',
};

/** A year in seconds: what a content-hashed file is kept for. */
const YEAR = 31_536_000;

const snippets = new URL('../../deploy/nginx/snippets/', import.meta.url);

/**
 * The `add_header` lines of one location of deploy/nginx/snippets/portal-locations.conf (e.g.
 * `^~ /assets/`, `= /`), as [name, value] pairs, with the headers of the snippets it includes
 * from deploy/ (portal-file-headers.conf); the generated snippets (the pages' security headers)
 * are not in the repository and are left to scripts/generate-csp.mjs.
 * @param {string} location
 * @returns {[string, string][]}
 */
export function deployedLocationHeaders(location) {
  const withoutComments = (/** @type {string} */ text) => text.replace(/#.*$/gm, '');
  const text = withoutComments(readFileSync(new URL('portal-locations.conf', snippets), 'utf8'));
  const block = text
    .split(/\blocation\b/)
    .slice(1)
    .find((candidate) => candidate.slice(0, candidate.indexOf('{')).trim() === location);
  if (block === undefined) throw new Error(`portal-locations.conf no tiene la ubicación «${location}».`);
  /** @type {[string, string][]} */
  const headers = [];
  for (const [, include, name, value] of block.matchAll(/include\s+snippets\/([\w.-]+);|add_header\s+([\w-]+)\s+"([^"]*)"/g)) {
    if (name !== undefined) headers.push([name, value]);
    else if (include !== undefined && !include.startsWith('portal-security') && !include.startsWith('portal-silent')) {
      const included = withoutComments(readFileSync(new URL(include, snippets), 'utf8'));
      for (const [, inner, innerValue] of included.matchAll(/add_header\s+([\w-]+)\s+"([^"]*)"/g)) headers.push([inner, innerValue]);
    }
  }
  return headers;
}

/**
 * Cache-Control's directives, names in lower case, each with its value ('' when it has none).
 * @param {string | null} value
 * @returns {Map<string, string>}
 */
export function parseCacheControl(value) {
  const directives = new Map();
  for (const part of (value ?? '').split(',')) {
    const [name, ...rest] = part.trim().split('=');
    if (name) directives.set(name.trim().toLowerCase(), rest.join('=').trim().replace(/^"|"$/g, ''));
  }
  return directives;
}

/** @param {'ok'|'fail'|'warn'} status @param {string} id @param {string} message @param {string} doc */
const check = (status, id, message, doc) => ({ status, id, message, doc });

/**
 * An HTML page (the entry, a prerendered route, the fallback, silent-renew.html) must never be
 * used from a cache without asking: it names this release's hashed files. `no-store`, as the
 * deployment sends it, or `no-cache` (kept, but asked again each time).
 * @param {import('./security-headers.d.mts').HeadersLike} headers
 * @param {{ page?: string }} [options]
 * @returns {import('./security-headers.d.mts').Check}
 */
export function checkPageCaching(headers, { page = '/' } = {}) {
  const value = headerValue(headers, 'Cache-Control');
  const directives = parseCacheControl(value);
  const consequence = 'tras publicar una versión, el navegador puede mostrar la anterior, que pide archivos que ya no existen';
  if (value === null) {
    return check('fail', 'cache-page', `${page}: la página no envía Cache-Control, así que el navegador puede guardarla por su cuenta; ${consequence}. Debe ser «no-store».`, DOCS.caching);
  }
  if (!directives.has('no-store') && !directives.has('no-cache')) {
    return check('fail', 'cache-page', `${page}: la página se guarda en caché (Cache-Control «${value}»); ${consequence}. Debe ser «no-store».`, DOCS.caching);
  }
  return check('ok', 'cache-page', `${page}: la página no se guarda en caché (Cache-Control «${value}»).`, DOCS.caching);
}

/**
 * A content-hashed asset (/assets/…) never changes under its name: kept a year and `immutable`,
 * so the browser never asks for it again.
 * @param {import('./security-headers.d.mts').HeadersLike} headers
 * @param {{ path?: string }} [options]
 * @returns {import('./security-headers.d.mts').Check}
 */
export function checkAssetCaching(headers, { path = '/assets/…' } = {}) {
  const value = headerValue(headers, 'Cache-Control');
  const directives = parseCacheControl(value);
  const wanted = `public, max-age=${YEAR}, immutable`;
  if (value === null) {
    return check('fail', 'cache-asset', `${path}: el archivo con hash no envía Cache-Control; debe guardarse un año y no volver a pedirse («${wanted}»).`, DOCS.caching);
  }
  const problems = [];
  if (directives.has('no-store') || directives.has('no-cache')) problems.push('se vuelve a pedir en cada visita');
  const maxAge = Number(directives.get('max-age') ?? NaN);
  if (!(maxAge >= YEAR)) problems.push(directives.has('max-age') ? `se guarda solo ${directives.get('max-age')} s, menos de un año` : 'no dice cuánto tiempo guardarlo (max-age)');
  if (!directives.has('immutable')) problems.push('le falta immutable, así que el navegador vuelve a preguntar por un archivo que nunca cambia');
  if (problems.length > 0) {
    return check('fail', 'cache-asset', `${path}: Cache-Control «${value}»: ${problems.join('; ')}. Debe ser «${wanted}».`, DOCS.caching);
  }
  return check('ok', 'cache-asset', `${path}: el archivo con hash se guarda un año, immutable.`, DOCS.caching);
}

/**
 * Compression negotiated: asked with `Accept-Encoding: br, gzip` the answer is Brotli, asked with
 * `gzip` only it is gzip (`asked` names which of the two requests this answer is).
 * @param {import('./security-headers.d.mts').HeadersLike} headers
 * @param {{ asked: 'br' | 'gzip', path?: string }} options
 * @returns {import('./security-headers.d.mts').Check}
 */
export function checkContentEncoding(headers, { asked, path = '/assets/…' }) {
  const name = asked === 'br' ? 'Brotli' : 'gzip';
  const request = asked === 'br' ? '«Accept-Encoding: br, gzip»' : '«Accept-Encoding: gzip»';
  const value = headerValue(headers, 'Content-Encoding');
  const id = `encoding-${asked}`;
  if (value === null || value.trim() === '' || value.trim().toLowerCase() === 'identity') {
    return check('fail', id, `${path}: pedido con ${request}, llega sin comprimir; debe llegar en ${name} (Content-Encoding: ${asked}).`, DOCS.caching);
  }
  if (value.trim().toLowerCase() !== asked) {
    return check('fail', id, `${path}: pedido con ${request}, llega con Content-Encoding «${value}»; debe llegar en ${name} (${asked}).`, DOCS.caching);
  }
  const vary = headerValue(headers, 'Vary') ?? '';
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) {
    return check('warn', id, `${path}: llega en ${name}, pero sin «Vary: Accept-Encoding»; una caché intermedia puede dar esa forma a quien no la entiende.`, DOCS.caching);
  }
  return check('ok', id, `${path}: pedido con ${request}, llega en ${name}.`, DOCS.caching);
}

/**
 * A chunk that does not exist: a 404 (or 410), never the portal's HTML with a 200, which an old
 * tab would parse as JavaScript. `pageBody`, the entry page's HTML when known, catches a server
 * that answers the page itself with a 404 status.
 * @param {{ status: number, headers: import('./security-headers.d.mts').HeadersLike, body?: string, pageBody?: string }} answer
 * @param {{ path?: string }} [options]
 * @returns {import('./security-headers.d.mts').Check}
 */
export function checkMissingChunk({ status, headers, body, pageBody }, { path = '/assets/no-existe.js' } = {}) {
  const type = headerValue(headers, 'Content-Type') ?? '';
  const isPage = /^\s*text\/html\b/i.test(type) && (status < 300 || (body !== undefined && pageBody !== undefined && body.trim() === pageBody.trim()));
  if (isPage) {
    return check(
      'fail',
      'missing-chunk',
      `${path}: un fragmento que no existe responde ${status} con la página HTML; una pestaña abierta antes de publicar la interpreta como JavaScript y falla sin decir por qué. Debe ser 404.`,
      DOCS.cdn,
    );
  }
  if (status === 404 || status === 410) return check('ok', 'missing-chunk', `${path}: un fragmento que no existe responde ${status}.`, DOCS.caching);
  if (status >= 400 && status < 500) {
    return check('warn', 'missing-chunk', `${path}: un fragmento que no existe responde ${status}; se espera 404.`, DOCS.caching);
  }
  return check('fail', 'missing-chunk', `${path}: un fragmento que no existe responde ${status}${type ? ` (${type})` : ''}; debe ser 404.`, DOCS.caching);
}

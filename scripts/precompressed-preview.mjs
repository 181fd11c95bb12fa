// `vite preview` serving the precompressed copies that scripts/precompress-dist.mjs writes, the
// way nginx's brotli_static and gzip_static do in production (deploy/nginx/snippets/
// portal-locations.conf): file.br to a browser that accepts Brotli, else file.gz to one that
// accepts gzip, as they are on disk. Without it preview compresses on the fly with gzip level 6,
// so the benchmark (npm run bench:lighthouse, which precompresses its build) measured transfers
// the deployed portal does not make: the entry 223.5 KB instead of 189.4 KB.
//
// Only files that have a copy beside them are served by it: an unprecompressed dist/ (the browser
// tests') is left to Vite. A path with a prerendered route's HTML (dist/_routes/) gets that page,
// with or without a trailing slash, as nginx gives it. Every file under /assets/ gets nginx's caching header, whoever serves it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { prerenderedRoutePath } from './prerender.mjs';

const CONTENT_TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
};

/** Brotli before gzip, as nginx tries them; each only when the browser names it. */
const ENCODINGS = [
  { token: /\bbr\b/i, suffix: '.br', name: 'br' },
  { token: /\bgzip\b/i, suffix: '.gz', name: 'gzip' },
];

/**
 * The precompressed copy of `urlPath` under `root` that a browser sending `acceptEncoding` gets,
 * or null (no such file, no copy, an encoding it does not accept, a path outside `root`).
 */
export function precompressedCopy(root, urlPath, acceptEncoding) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?', 1)[0] ?? '');
  } catch {
    return null;
  }
  const type = CONTENT_TYPES[extname(path).toLowerCase()];
  if (!type || path.endsWith('/')) return null;
  const base = resolve(root);
  const file = normalize(join(base, path));
  if (!file.startsWith(base + sep)) return null;
  if (!isFile(file)) return null;
  for (const { token, suffix, name } of ENCODINGS) {
    if (token.test(acceptEncoding ?? '') && isFile(file + suffix)) return { file: file + suffix, encoding: name, type };
  }
  return null;
}

function isFile(path) {
  try {
    return existsSync(path) && statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * nginx's caching of Vite's content-hashed files (portal-locations.conf): a year, never
 * revalidated, since a file never changes under its name. Anything else: null, left as it is.
 */
export function cacheControlFor(urlPath) {
  return urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : null;
}

/**
 * Makes `response` carry `cacheControl` whatever a later handler sets: Vite's static middleware
 * (sirv) writes its own `no-cache` when it serves the file.
 */
function keepCacheControl(response, cacheControl) {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => setHeader(name, String(name).toLowerCase() === 'cache-control' ? cacheControl : value);
  response.setHeader('Cache-Control', cacheControl);
}

/** The Vite plugin: preview only, ahead of its own static files and on-the-fly compression. */
export function precompressedPreviewPlugin() {
  return {
    name: 'portal-precompressed-preview',
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        // A prerendered route's own HTML (ADR 0022), as nginx serves it: never cached, like index.html.
        const routePage = prerenderedRoutePath(root, request.url ?? '/');
        if (routePage !== null) {
          request.url = routePage;
          keepCacheControl(response, 'no-store');
        }
        const cacheControl = cacheControlFor(request.url ?? '/');
        if (cacheControl !== null) keepCacheControl(response, cacheControl);
        const copy = precompressedCopy(root, request.url ?? '/', request.headers['accept-encoding']);
        if (copy === null) return next();
        const body = readFileSync(copy.file);
        response.statusCode = 200;
        response.setHeader('Content-Type', copy.type);
        response.setHeader('Content-Encoding', copy.encoding);
        response.setHeader('Content-Length', String(body.length));
        response.setHeader('Vary', 'Accept-Encoding');
        response.end(request.method === 'HEAD' ? undefined : body);
      });
    },
  };
}

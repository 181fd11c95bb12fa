// The library floor's JS, as `npm run size` reports it: scripts/bench/library-floor/entry.js (the
// design card's libraries started, one heading and one paragraph, no portal code) built with the
// settings `npm run bench:floor` builds it with, and its JS files' gzip -9 bytes summed. The home's
// first load minus this is the portal's own share (docs/performance.md, "The library floor").
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const libraryFloorEntry = join(root, 'scripts', 'bench', 'library-floor', 'entry.js');

/** Builds the floor in node_modules/.cache (ignored) and returns its JS in gzip -9 bytes. */
export async function libraryFloorGzipBytes() {
  const pageRoot = join(root, 'node_modules', '.cache', 'size-floor');
  const outDir = join(pageRoot, 'dist');
  rmSync(pageRoot, { recursive: true, force: true });
  mkdirSync(pageRoot, { recursive: true });
  // Only the entry matters here: the page around it (the portal's index.html in bench:floor)
  // carries no JS of its own.
  const entry = JSON.stringify(relative(pageRoot, libraryFloorEntry));
  writeFileSync(join(pageRoot, 'index.html'), `<!doctype html><html lang="es-CO"><body><div id="root"></div><script type="module" src=${entry}></script></body></html>`);
  await build({
    configFile: false,
    root: pageRoot,
    logLevel: 'silent',
    // As bench:floor and the portal's build (vite.config.ts): one Reflect API, the lite build.
    resolve: { alias: [{ find: /^reflect-metadata$/, replacement: 'reflect-metadata/lite' }] },
    build: { target: 'es2022', outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 1024 },
  });
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .reduce((total, name) => total + gzipSync(readFileSync(join(assets, name)), { level: 9 }).length, 0);
}

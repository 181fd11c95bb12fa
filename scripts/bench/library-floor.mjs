// The floors' builds (docs/performance.md, "The library floor"), shared by `npm run bench:floor`
// and `npm run bench:lighthouse -- --floor`: the portal's own index.html (same first frame, same
// stylesheet, same starter, which requests and evaluates the entry once the first screen has
// painted) with an entry of library-floor/ instead of the portal's: entry.js only starts the design
// card's libraries, certificates-entry.js does what /certificados needs before its cards with them.
// Each is built and precompressed into dist-floor/ or dist-floor-certificados/.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { compileHintBanner } from '../compile-hints.mjs';
import { paintBeforeEntryPlugin, withStartInHead } from '../paint-before-entry.mjs';
import { precompress } from '../precompress-dist.mjs';

/**
 * The floors: the library floor (entry.js, the design card's libraries started) and the route floor
 * of /certificados (certificates-entry.js: the libraries its cards need, config.json, the silent
 * check and the list call). `path` is where `bench:lighthouse -- --floor` puts each page on the
 * portal's server; `route` names the route a route floor is read against; `startInHead`, that its
 * page asks for its entry from its head, as that route's HTML does.
 */
export const LIBRARY_FLOOR = { name: 'bench-floor', entry: 'entry.js', path: '/__floor__/index.html', route: null };
export const CERTIFICATES_FLOOR = { name: 'bench-floor-certificados', entry: 'certificates-entry.js', path: '/__floor__/certificados/index.html', route: '/certificados', startInHead: true };

/**
 * Builds `floor` into `root`/dist-<name>, precompressed; resolves with that folder, its number
 * of script files and their total size (KiB gzip -9, KB Brotli).
 */
export async function buildLibraryFloor(root, floor = LIBRARY_FLOOR) {
  const entry = join(root, 'scripts', 'bench', 'library-floor', floor.entry);
  // Vite builds the page from a root of its own; it lives in node_modules/.cache (ignored, and
  // inside the project so the stylesheet's relative imports and the bare imports resolve as the
  // portal's do). The page is the portal's index.html with only the entry swapped.
  const pageRoot = join(root, 'node_modules', '.cache', floor.name);
  const outDir = join(root, `dist-${floor.name.replace(/^bench-/, '')}`);
  rmSync(pageRoot, { recursive: true, force: true });
  mkdirSync(pageRoot, { recursive: true });
  const swaps = [
    ['"/src/page.css"', JSON.stringify(relative(pageRoot, join(root, 'src', 'page.css')))],
    ['"/src/main.tsx"', JSON.stringify(relative(pageRoot, entry))],
  ];
  let page = readFileSync(join(root, 'index.html'), 'utf8');
  for (const [from, to] of swaps) {
    if (!page.includes(from)) throw new Error(`bench:floor: index.html ya no enlaza ${from}; actualiza scripts/bench/library-floor.mjs`);
    page = page.replace(from, to);
  }
  writeFileSync(join(pageRoot, 'index.html'), page);

  await build({
    configFile: false,
    root: pageRoot,
    publicDir: join(root, 'public'),
    logLevel: 'warn',
    plugins: [paintBeforeEntryPlugin()],
    // As the portal's build (vite.config.ts): one Reflect API, the lite build.
    resolve: { alias: [{ find: /^reflect-metadata$/, replacement: 'reflect-metadata/lite' }] },
    build: {
      target: 'es2022',
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 1024,
      rolldownOptions: {
        // Chakra's "use client" lines mean nothing in a single-page build (the portal's React plugin
        // hides the same warning); anything else is printed.
        onwarn: (warning, warn) => warning.code === 'MODULE_LEVEL_DIRECTIVE' || warn(warning),
        // As the portal's library chunks: compiled off the main thread (scripts/compile-hints.mjs).
        output: { postBanner: compileHintBanner(() => true) },
      },
    },
  });
  // A route floor follows its route's order of work: the route's HTML asks for the start's files from
  // its head (scripts/paint-before-entry.mjs, withStartInHead), so the floor's page asks for its entry so.
  if (floor.startInHead) {
    const page = join(outDir, 'index.html');
    writeFileSync(page, withStartInHead(readFileSync(page, 'utf8')));
  }
  precompress(outDir);

  const scripts = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
  const sizes = scripts.map((name) => {
    const file = join(outDir, 'assets', name);
    return { gzipKiB: gzipSync(readFileSync(file), { level: 9 }).length / 1024, brotliKB: statSync(`${file}.br`).size / 1000 };
  });
  return {
    outDir,
    scripts: scripts.length,
    gzipKiB: sizes.reduce((sum, size) => sum + size.gzipKiB, 0),
    brotliKB: sizes.reduce((sum, size) => sum + size.brotliKB, 0),
  };
}

/**
 * Puts a floor's page beside the portal on the portal's server: its index.html (and its
 * precompressed copies) at the floor's `path` and its hashed assets into the site's assets/ (a name
 * already there is the same content: the names are content hashes). Its public files are the
 * portal's own. Resolves with the address path.
 */
export function installLibraryFloor(siteRoot, floorOutDir, floor = LIBRARY_FLOOR) {
  const pageDir = join(siteRoot, floor.path.replace(/\/index\.html$/, ''));
  mkdirSync(pageDir, { recursive: true });
  for (const suffix of ['', '.br', '.gz']) {
    if (existsSync(join(floorOutDir, `index.html${suffix}`))) copyFileSync(join(floorOutDir, `index.html${suffix}`), join(pageDir, `index.html${suffix}`));
  }
  mkdirSync(join(siteRoot, 'assets'), { recursive: true });
  for (const name of readdirSync(join(floorOutDir, 'assets'))) {
    const target = join(siteRoot, 'assets', name);
    if (!existsSync(target)) copyFileSync(join(floorOutDir, 'assets', name), target);
  }
  return floor.path;
}

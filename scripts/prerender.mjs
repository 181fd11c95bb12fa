// The build-time prerender (docs/adr/0022-build-time-prerender.md): after `vite build` has written
// dist/, each route of src/presentation/app/prerender/prerendered-routes.model.ts is rendered by
// React's server renderer from the portal's own route table, shell and pages (src/prerender.tsx,
// loaded through a Vite server in SSR mode, so nothing of it enters the client bundle) and written
// as that route's HTML: dist/index.html's head and scripts, the prerendered markup in #root in
// place of the generic first frame, and one linked stylesheet with the Emotion rules the markup
// uses. The stylesheet is shared by every prerendered route and named by its content's hash: a
// person who opens a second route, or comes back after a release that changed no style, has it
// cached (nginx serves /assets/ for a year), which an inline <style> per page would not give.
//
// Each route's HTML also names the chunks its page loads beyond the entry (the page, its feature's
// container modules, the HTTP client of a route with an early call): the modules the route's
// render imported dynamically, recorded from the SSR module runner, mapped to the client build's
// chunks and their static imports. The starter preloads them with the entry's chunks; a route whose
// first screen draws from a call the start makes asks for them from its head instead
// (`withStartInHead`, scripts/paint-before-entry.mjs).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { withRoutePreloads, withStartInHead } from './paint-before-entry.mjs';

const ROOT_OPEN = '<div id="root">';
/** The key of the prerender's Emotion cache (src/prerender.tsx), the browser's default one's too. */
const EMOTION_KEY = 'css';
/** The attribute Emotion's browser cache reads the names of server-rendered rules from. */
const EMOTION_SEED = 'data-emotion';
const PAGE_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/;

/**
 * The route's HTML: `indexHtml` with `markup` as #root's whole content and `stylesheet` linked after
 * the page's own stylesheet, followed by the names of the Emotion rules the stylesheet holds for
 * this route (`ruleNames`) in Emotion's own server-rendering format: an empty
 * `<style data-emotion="css name…">`, which the browser's Emotion cache reads when it is created
 * and marks those rules inserted, so the main view compiles and inserts only the rules the
 * stylesheet lacks. Throws when index.html has no #root or no page stylesheet.
 */
export function composeRouteHtml(indexHtml, markup, stylesheet, ruleNames = []) {
  const open = indexHtml.indexOf(ROOT_OPEN);
  const bodyEnd = indexHtml.indexOf('</body>');
  const close = indexHtml.lastIndexOf('</div>', bodyEnd);
  if (open === -1 || bodyEnd === -1 || close < open) throw new Error('prerender: dist/index.html has no <div id="root"> … </div> in its body');
  const link = PAGE_STYLESHEET.exec(indexHtml);
  if (!link) throw new Error('prerender: dist/index.html links no /assets/*.css stylesheet (src/page.css)');
  const withRoot = `${indexHtml.slice(0, open + ROOT_OPEN.length)}${markup}${indexHtml.slice(close)}`;
  const seed = ruleNames.length > 0 ? `\n    <style ${EMOTION_SEED}="${EMOTION_KEY} ${ruleNames.join(' ')}"></style>` : '';
  return withRoot.replace(link[0], `${link[0]}\n    <link rel="stylesheet" crossorigin href="${stylesheet}">${seed}`);
}

/** Each route's Emotion rules, by name, once each and in the order first met: the routes share most of theirs (the shell's). */
export function mergeRules(rulesOfEachRoute) {
  const merged = new Map();
  for (const rules of rulesOfEachRoute) for (const [name, css] of Object.entries(rules)) if (!merged.has(name)) merged.set(name, css);
  return [...merged.values()].join('');
}

/** Where a route's HTML goes under dist/ (the same rule as prerenderedFile in the model). */
export const routeFile = (path) => (path === '/' ? '_routes/index.html' : `_routes${path}.html`);

/**
 * The URL path of the prerendered route's HTML that answers `urlPath` under `root` (dist/), with and
 * without a trailing slash, or null when that path has none (a file, an unknown route: the SPA's
 * fallback). What deploy/nginx/snippets/portal-locations.conf's route location does.
 */
export function prerenderedRoutePath(root, urlPath) {
  const path = (urlPath.split(/[?#]/, 1)[0] ?? '').replace(/(.)\/$/, '$1');
  if (!/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(path)) return null;
  const file = routeFile(path);
  return existsSync(join(root, file)) ? `/${file}` : null;
}

/**
 * The client chunks (`/<file>` under `base`) that hold `moduleIds` and what they import statically,
 * leaving out the entry and its static imports (the starter preloads those already); dependencies
 * in the order first met. `chunks` are the client build's: fileName, isEntry, imports, moduleIds.
 */
export function routeChunks(chunks, moduleIds, base = '/') {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files, into = new Set()) => {
    for (const file of files) {
      if (into.has(file) || !byFile.has(file)) continue;
      into.add(file);
      closure(byFile.get(file).imports, into);
    }
    return into;
  };
  const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const wanted = new Set(moduleIds.map(withoutQuery));
  const holders = chunks.filter((chunk) => chunk.moduleIds.some((id) => wanted.has(withoutQuery(id)))).map((chunk) => chunk.fileName);
  return [...closure(holders)].filter((file) => !initial.has(file)).map((file) => `${base}${file}`);
}

const withoutQuery = (id) => id.replace(/^\0/, '').split('?')[0];

/**
 * Runs `render` and returns it with the ids of the modules `runner` (a Vite module runner) imported
 * dynamically meanwhile, already loaded or not. Throws when the runner has no `cachedRequest`, the
 * one step every import of a Vite module runner goes through: a Vite that changed it would
 * otherwise leave every route without its preloads, silently.
 */
export function dynamicImportRecorder(runner) {
  const original = runner.cachedRequest;
  if (typeof original !== 'function') throw new Error("prerender: this Vite's module runner has no cachedRequest to record a route's dynamic imports");
  let seen = null;
  runner.cachedRequest = function cachedRequest(url, mod, callstack, metadata) {
    if (seen && metadata?.isDynamicImport && mod?.id) seen.add(mod.id);
    return original.call(this, url, mod, callstack, metadata);
  };
  return async (render) => {
    seen = new Set();
    try {
      const result = await render();
      return { result, imported: [...seen] };
    } finally {
      seen = null;
    }
  };
}

/**
 * Renders every prerendered route into `outDir`, with a Vite server made from `inlineConfig`;
 * `chunks`, the client build's, give each route's preloads (none when left out).
 */
async function prerenderDist({ root, outDir, inlineConfig, chunks = [], base = '/' }) {
  const { createServer, createServerModuleRunner } = await import('vite');
  const server = await createServer({
    ...inlineConfig,
    root,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  try {
    const recording = dynamicImportRecorder(runner);
    const entry = await runner.import('/src/prerender.tsx');
    const configJson = JSON.parse(readFileSync(join(outDir, 'config.json'), 'utf8'));
    const rendered = [];
    for (const path of entry.prerenderedRoutes) {
      const { result, imported } = await recording(() => entry.prerenderRoute(path, configJson));
      rendered.push({ path, ...result, preloads: routeChunks(chunks, imported, base) });
    }
    const css = mergeRules(rendered.map((route) => route.rules));
    const name = `assets/prerender-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
    writeFileSync(join(outDir, name), css);
    const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
    for (const route of rendered) {
      const file = join(outDir, routeFile(route.path));
      mkdirSync(dirname(file), { recursive: true });
      const html = withRoutePreloads(composeRouteHtml(indexHtml, route.markup, `/${name}`, Object.keys(route.rules)), route.preloads);
      writeFileSync(file, route.earlyCall ? withStartInHead(html) : html);
    }
    return { routes: rendered.map((route) => route.path), stylesheet: name, preloads: Object.fromEntries(rendered.map((route) => [route.path, route.preloads])) };
  } finally {
    await runner.close();
    await server.close();
  }
}

/**
 * The Vite plugin: production client builds only, once dist/ is written. The SSR server takes the
 * build's own aliases and decorator settings; none of the build's plugins but React's.
 */
export function prerenderPlugin() {
  let resolved;
  let chunks = [];
  return {
    name: 'portal:prerender',
    apply: 'build',
    configResolved(config) {
      resolved = config;
    },
    generateBundle(_options, bundle) {
      chunks = Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map(({ fileName, isEntry, imports, moduleIds }) => ({ fileName, isEntry, imports, moduleIds }));
    },
    async closeBundle(error) {
      if (error || !resolved || resolved.build.ssr) return;
      const react = (await import('@vitejs/plugin-react')).default;
      const outDir = resolve(resolved.root, resolved.build.outDir);
      const started = Date.now();
      const { routes } = await prerenderDist({
        root: resolved.root,
        outDir,
        chunks,
        base: resolved.base,
        inlineConfig: { resolve: { alias: resolved.resolve.alias }, oxc: resolved.oxc, plugins: [react()], define: resolved.define },
      });
      resolved.logger.info(`prerender: ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}

// The build-time prerender (docs/adr/0022-build-time-prerender.md): after `vite build` has written
// dist/, each route of src/presentation/app/prerender/prerendered-routes.model.ts is rendered by
// React's server renderer from the portal's own route table, shell and pages (src/prerender.tsx,
// loaded through a Vite server in SSR mode, so nothing of it enters the client bundle) and written
// as that route's HTML: dist/index.html's head and scripts, the prerendered markup in #root in
// place of the generic first frame, and one linked stylesheet with the Emotion rules the markup
// uses. The stylesheet is shared by every prerendered route and named by its content's hash: a
// person who opens a second route, or comes back after a release that changed no style, has it
// cached (nginx serves /assets/ for a year), which an inline <style> per page would not give.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ROOT_OPEN = '<div id="root">';
const PAGE_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/;

/**
 * The route's HTML: `indexHtml` with `markup` as #root's whole content and `stylesheet` linked after
 * the page's own stylesheet. Throws when index.html has no #root or no page stylesheet.
 */
export function composeRouteHtml(indexHtml, markup, stylesheet) {
  const open = indexHtml.indexOf(ROOT_OPEN);
  const bodyEnd = indexHtml.indexOf('</body>');
  const close = indexHtml.lastIndexOf('</div>', bodyEnd);
  if (open === -1 || bodyEnd === -1 || close < open) throw new Error('prerender: dist/index.html has no <div id="root"> … </div> in its body');
  const link = PAGE_STYLESHEET.exec(indexHtml);
  if (!link) throw new Error('prerender: dist/index.html links no /assets/*.css stylesheet (src/page.css)');
  const withRoot = `${indexHtml.slice(0, open + ROOT_OPEN.length)}${markup}${indexHtml.slice(close)}`;
  return withRoot.replace(link[0], `${link[0]}\n    <link rel="stylesheet" crossorigin href="${stylesheet}">`);
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

/** Renders every prerendered route into `outDir`, with a Vite server made from `inlineConfig`. */
export async function prerenderDist({ root, outDir, inlineConfig }) {
  const { createServer } = await import('vite');
  const server = await createServer({
    ...inlineConfig,
    root,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const entry = await server.ssrLoadModule('/src/prerender.tsx');
    const configJson = JSON.parse(readFileSync(join(outDir, 'config.json'), 'utf8'));
    const rendered = [];
    for (const path of entry.prerenderedRoutes) rendered.push({ path, ...(await entry.prerenderRoute(path, configJson)) });
    const css = mergeRules(rendered.map((route) => route.rules));
    const name = `assets/prerender-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
    writeFileSync(join(outDir, name), css);
    const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
    for (const route of rendered) {
      const file = join(outDir, routeFile(route.path));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, composeRouteHtml(indexHtml, route.markup, `/${name}`));
    }
    return { routes: rendered.map((route) => route.path), stylesheet: name };
  } finally {
    await server.close();
  }
}

/**
 * The Vite plugin: production client builds only, once dist/ is written. The SSR server takes the
 * build's own aliases and decorator settings; none of the build's plugins but React's.
 */
export function prerenderPlugin() {
  let resolved;
  return {
    name: 'portal:prerender',
    apply: 'build',
    configResolved(config) {
      resolved = config;
    },
    async closeBundle(error) {
      if (error || !resolved || resolved.build.ssr) return;
      const react = (await import('@vitejs/plugin-react')).default;
      const outDir = resolve(resolved.root, resolved.build.outDir);
      const started = Date.now();
      const { routes } = await prerenderDist({
        root: resolved.root,
        outDir,
        inlineConfig: { resolve: { alias: resolved.resolve.alias }, oxc: resolved.oxc, plugins: [react()], define: resolved.define },
      });
      resolved.logger.info(`prerender: ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}

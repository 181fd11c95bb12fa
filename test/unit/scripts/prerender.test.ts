import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { composeRouteHtml, dynamicImportRecorder, mergeRules, prerenderedRoutePath, routeChunks } from '../../../scripts/prerender.mjs';

const indexHtml = `<!doctype html><html><head>
    <link rel="stylesheet" crossorigin href="/assets/index-Ab1.css">
  </head>
  <body>
    <div id="root">
      <div class="first-frame"><div class="first-frame__header"></div></div>
    </div>
  </body>
</html>`;

describe('prerender: each route\'s HTML', () => {
  it('puts the prerendered markup in #root in place of the first frame, and links its stylesheet after the page\'s', () => {
    const html = composeRouteHtml(indexHtml, '<div data-prerender="" inert=""><h1>Certificados</h1></div>', '/assets/prerender-Xy.css');

    expect(html).not.toContain('first-frame__header');
    expect(html).toContain('<div id="root"><div data-prerender="" inert=""><h1>Certificados</h1></div></div>\n  </body>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Ab1.css">\n    <link rel="stylesheet" crossorigin href="/assets/prerender-Xy.css">');
  });

  it('names the Emotion rules of the route after its stylesheet, in Emotion\'s server-rendering format', () => {
    const html = composeRouteHtml(indexHtml, '<h1 class="css-a1">Pagos</h1>', '/assets/prerender-Xy.css', ['a1', 'b2']);
    const none = composeRouteHtml(indexHtml, '<h1>Pagos</h1>', '/assets/prerender-Xy.css', []);

    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/prerender-Xy.css">\n    <style data-emotion="css a1 b2"></style>');
    expect(none).not.toContain('<style');
  });

  it('refuses an index.html without #root or without the page\'s stylesheet', () => {
    expect(() => composeRouteHtml(indexHtml.replace('id="root"', 'id="app"'), '', '/a.css')).toThrow(/no <div id="root">/);
    expect(() => composeRouteHtml(indexHtml.replace('index-Ab1.css', 'index-Ab1.js'), '', '/a.css')).toThrow(/no \/assets\/\*\.css/);
  });

  it('keeps each Emotion rule once, in the order first met', () => {
    expect(mergeRules([{ a: '.css-a{}', b: '.css-b{}' }, { b: '.css-b{}', c: '.css-c{}' }])).toBe('.css-a{}.css-b{}.css-c{}');
  });

  it('the starter keeps the scroll and the press of the prerender the build marks', () => {
    const starter = readFileSync(new URL('../../../public/start-after-first-paint.js', import.meta.url), 'utf8');
    const page = readFileSync(new URL('../../../src/presentation/app/prerender/prerendered-page.tsx', import.meta.url), 'utf8');
    expect(page).toContain('<div data-prerender="" inert>');
    expect(starter).toContain("root.querySelector('[data-prerender]')");
  });
});

describe('prerender: which page answers a path (vite preview, as nginx)', () => {
  const root = mkdtempSync(join(tmpdir(), 'prerender-'));
  mkdirSync(join(root, '_routes', 'certificados'), { recursive: true });
  writeFileSync(join(root, '_routes', 'index.html'), '');
  writeFileSync(join(root, '_routes', 'certificados.html'), '');
  writeFileSync(join(root, '_routes', 'certificados', 'certificado-fosfec.html'), '');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('a prerendered route, with or without its trailing slash, and with a query', () => {
    expect(prerenderedRoutePath(root, '/')).toBe('/_routes/index.html');
    expect(prerenderedRoutePath(root, '/certificados')).toBe('/_routes/certificados.html');
    expect(prerenderedRoutePath(root, '/certificados/')).toBe('/_routes/certificados.html');
    expect(prerenderedRoutePath(root, '/certificados/certificado-fosfec?desde=correo')).toBe('/_routes/certificados/certificado-fosfec.html');
  });

  it('nothing for a route without one, a file or a path that climbs out', () => {
    expect(prerenderedRoutePath(root, '/certificados/cuota-monetaria')).toBeNull();
    expect(prerenderedRoutePath(root, '/favicon.svg')).toBeNull();
    expect(prerenderedRoutePath(root, '/_routes/certificados.html')).toBeNull();
    expect(prerenderedRoutePath(root, '/../certificados')).toBeNull();
    expect(prerenderedRoutePath(root, '//certificados')).toBeNull();
  });
});

describe('prerender: the chunks a route\'s page loads beyond the entry', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({ fileName, moduleIds, imports, isEntry });
  const chunks = [
    chunk('assets/index-1.js', ['/p/src/main.tsx', '/p/src/shared/card.tsx'], ['assets/lib-react-2.js'], true),
    chunk('assets/lib-react-2.js', ['/p/node_modules/react/index.js']),
    chunk('assets/certificates.page-3.js', ['/p/src/certificates/certificates.page.tsx'], ['assets/card-grid-4.js', 'assets/index-1.js']),
    chunk('assets/card-grid-4.js', ['/p/src/shared/card-grid.tsx'], ['assets/lib-react-2.js']),
    chunk('assets/list.module-5.js', ['/p/src/modules/certificates/list.module.ts'], ['assets/gateway-6.js']),
    chunk('assets/gateway-6.js', ['/p/src/certificates/gateway.ts']),
    chunk('assets/home.page-7.js', ['/p/src/home/home.page.tsx'], ['assets/card-grid-4.js']),
  ];

  it('the chunks holding the modules and their static imports, without the entry\'s', () => {
    expect(routeChunks(chunks, ['/p/src/certificates/certificates.page.tsx', '/p/src/modules/certificates/list.module.ts?v=1'])).toEqual([
      '/assets/certificates.page-3.js',
      '/assets/card-grid-4.js',
      '/assets/list.module-5.js',
      '/assets/gateway-6.js',
    ]);
    expect(routeChunks(chunks, ['/p/src/home/home.page.tsx'], '/portal/')).toEqual(['/portal/assets/home.page-7.js', '/portal/assets/card-grid-4.js']);
    // A module of the entry, or one no chunk holds (the server renderer's own), adds nothing.
    expect(routeChunks(chunks, ['/p/src/shared/card.tsx', '/p/node_modules/react-dom/server.js'])).toEqual([]);
  });

  it('records what a module runner imports dynamically while a render runs, already loaded or not', async () => {
    const requests: unknown[] = [];
    const runner = {
      cachedRequest(url: string, mod: { id: string }, callstack: string[], metadata?: { isDynamicImport?: boolean }) {
        requests.push([url, mod.id, callstack, metadata]);
        return Promise.resolve({});
      },
    };
    const recording = dynamicImportRecorder(runner);
    const request = (id: string, dynamic: boolean) => runner.cachedRequest(id, { id }, [], dynamic ? { isDynamicImport: true } : undefined);

    await request('/before.ts', true);
    const { result, imported } = await recording(async () => {
      await request('/page.tsx', true);
      await request('/static.ts', false);
      await request('/page.tsx', true);
      return 'markup';
    });
    await request('/after.ts', true);

    expect(result).toBe('markup');
    expect(imported).toEqual(['/page.tsx']);
    expect(requests).toHaveLength(5);
    expect(() => dynamicImportRecorder({})).toThrow(/no cachedRequest/);
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { composeRouteHtml, mergeRules, prerenderedRoutePath } from '../../../scripts/prerender.mjs';

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

import { describe, expect, it } from 'vitest';
import { isScriptOnlyLink, limitPathFor, routeFileName, staticLimitPage } from '../../../scripts/bench/static-limit-page.mjs';

// A settled route as Chromium serialises it: Vite's entry and preloads, a comment that names
// `<style>`, Emotion's <style> elements (empty text: their rules live in the CSSOM), and the view.
const settled = [
  '<html lang="es-CO" class="light" style="color-scheme: light;"><head>',
  '<meta charset="UTF-8">',
  '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous">',
  '<!-- A linked file, not a <style> block: the policy. <script> too. -->',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-def.js">',
  "<link rel=preload as='script' href=/assets/late.js>",
  '<link rel="preload" as="font" href="/fonts/a.woff2" crossorigin>',
  '<link rel="preload" as="image" href="/images/hero.webp">',
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '<style data-emotion="css-global" data-s=""></style>',
  '<style data-emotion="css" data-s=""></style>',
  '</head><body><div id="root"><header>Servicios en línea</header>',
  '<main><h1 class="css-1x">Certificados</h1><img src="/images/card.webp" alt="" width="320" height="180">',
  '<p style="margin:0">Descarga tus certificados</p></main></div>',
  '<script>window.__late = "</scr" + "ipt>";</script>',
  '<SCRIPT src="/silent.js"></SCRIPT >',
  '</body></html>',
].join('\n');

const page = (overrides: Partial<Parameters<typeof staticLimitPage>[0]> = {}) =>
  staticLimitPage({ html: settled, styleTexts: [':root{--c:#0b5394}', '.css-1x{font-size:2rem}'], routePath: '/certificados', ...overrides });

describe('bench static limit page: the settled route without scripts, its CSSOM rules written in', () => {
  it('removes every script, module preload and script-only preload', () => {
    const html = page();
    expect(html.replace(/<!--[\s\S]*?-->/g, '')).not.toMatch(/<script/i);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('/assets/late.js');
    expect(html).not.toContain('/config.json');
    expect(html).not.toContain('/silent.js');
    expect(html).not.toContain('__late');
  });

  it('keeps the view, its images, fonts, linked stylesheets, inline style attributes and comments', () => {
    const html = page();
    expect(html).toContain('<h1 class="css-1x">Certificados</h1>');
    expect(html).toContain('<img src="/images/card.webp" alt="" width="320" height="180">');
    expect(html).toContain('<link rel="preload" as="font" href="/fonts/a.woff2" crossorigin>');
    expect(html).toContain('<link rel="preload" as="image" href="/images/hero.webp">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).toContain('<p style="margin:0">');
    expect(html).toContain('<html lang="es-CO" class="light" style="color-scheme: light;">');
    expect(html).toContain('<!-- A linked file, not a <style> block: the policy. <script> too. -->');
  });

  it('writes the rules read from the CSSOM into each <style> element, in document order', () => {
    const html = page();
    expect(html).toContain('<style data-emotion="css-global" data-s="">:root{--c:#0b5394}</style>');
    expect(html).toContain('<style data-emotion="css" data-s="">.css-1x{font-size:2rem}</style>');
  });

  it('never lets a rule end its <style> early', () => {
    const html = page({ styleTexts: ['a::after{content:"</style>"}', ''] });
    expect(html).toContain('a::after{content:"<\\/style>"}</style>');
  });

  it('refuses a document whose <style> elements are not the sheets read', () => {
    expect(() => page({ styleTexts: ['only one'] })).toThrow(/2 elementos <style> y la hoja de estilos 1/);
  });

  it('adds the adopted style sheets, a <base> of the route and a note, and starts with a doctype', () => {
    const html = page({ adoptedCss: '.adopted{color:red}', comment: 'Static limit of /certificados -- bench' });
    expect(html.startsWith('<!doctype html>\n<!-- Static limit of /certificados — bench -->\n<html')).toBe(true);
    expect(html).toContain('<head><base href="/certificados">');
    expect(html).toContain('<style data-static-limit="adopted">.adopted{color:red}</style></head>');
  });

  it('keeps a <base> the document already has', () => {
    const html = staticLimitPage({ html: '<html><head><base href="/x/"></head><body></body></html>', styleTexts: [], routePath: '/y' });
    expect(html.match(/<base/g)).toHaveLength(1);
  });

  it('tells script-only links from the rest', () => {
    expect(isScriptOnlyLink('<link rel="modulepreload" href="/a.js">')).toBe(true);
    expect(isScriptOnlyLink('<link as=script rel=preload href=/a.js>')).toBe(true);
    expect(isScriptOnlyLink('<link rel="preload" as="fetch" href="/config.json">')).toBe(true);
    expect(isScriptOnlyLink('<link rel="preload" as="style" href="/a.css">')).toBe(false);
    expect(isScriptOnlyLink('<link rel="icon" href="/favicon.svg">')).toBe(false);
  });

  it('names each route’s limit under the served root', () => {
    expect(routeFileName('/')).toBe('inicio');
    expect(routeFileName('/certificados/certificado-afiliacion-trabajador')).toBe('certificados_certificado-afiliacion-trabajador');
    expect(limitPathFor('/')).toBe('/__limit__/inicio/index.html');
    expect(limitPathFor('/pagos-en-linea')).toBe('/__limit__/pagos-en-linea/index.html');
  });
});

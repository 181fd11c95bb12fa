import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paintBeforeEntry, STARTER, withRoutePreloads, withStartInHead } from '../../../scripts/paint-before-entry.mjs';

const built = (scripts: string) =>
  `<!doctype html><html><head>\n    ${scripts}\n    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-a1.js">\n    <link rel="modulepreload" crossorigin href="/assets/lib-react-b2.js">\n    <link rel="preload" as="image" href="/images/card.webp">\n</head><body><div id="root"></div></body></html>`;

describe('paint-before-entry: the built page requests nothing of the entry before its first screen has painted', () => {
  it('replaces the entry script and its chunk preloads with the starter, which names them in order', () => {
    const html = paintBeforeEntry(built('<script type="module" crossorigin src="/assets/index-Xy_9.js"></script>'));

    expect(html).not.toMatch(/<script[^>]+ src="\/assets\/index-Xy_9\.js/);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      `<script type="module" src="${STARTER}" data-portal-entry="/assets/index-Xy_9.js" data-portal-chunks="/assets/rolldown-runtime-a1.js /assets/lib-react-b2.js"></script>`,
    );
    // What paints the first screen stays requested by the page.
    expect(html).toContain('<link rel="preload" as="image" href="/images/card.webp">');
  });

  it('refuses a page with no entry script or with two', () => {
    expect(() => paintBeforeEntry(built(''))).toThrow(/found 0/);
    const two = '<script type="module" crossorigin src="/assets/a.js"></script><script type="module" crossorigin src="/assets/b.js"></script>';
    expect(() => paintBeforeEntry(built(two))).toThrow(/found 2/);
  });

  it('a route\'s page names its own chunks for the starter to preload, once, after the entry\'s', () => {
    const page = paintBeforeEntry(built('<script type="module" crossorigin src="/assets/index-Xy_9.js"></script>'));
    const html = withRoutePreloads(page, ['/assets/certificates.page-c3.js', '/assets/list.module-d4.js']);

    expect(html).toContain(
      'data-portal-chunks="/assets/rolldown-runtime-a1.js /assets/lib-react-b2.js" data-portal-preloads="/assets/certificates.page-c3.js /assets/list.module-d4.js"></script>',
    );
    // Written again (a second build step), it replaces the list instead of adding one.
    expect(withRoutePreloads(html, ['/assets/home.page-e5.js'])).toContain('data-portal-chunks="/assets/rolldown-runtime-a1.js /assets/lib-react-b2.js" data-portal-preloads="/assets/home.page-e5.js"></script>');
    expect(withRoutePreloads(html, [])).not.toContain('data-portal-preloads');
    expect(() => withRoutePreloads('<html></html>', [])).toThrow(/no starter/);
  });

  it('a route whose main view paints its largest element asks for the start\'s files from its head, at low priority', () => {
    const page = paintBeforeEntry(built('<script type="module" crossorigin src="/assets/index-Xy_9.js"></script>'));
    const html = withStartInHead(withRoutePreloads(page, ['/assets/axios-e5.js', '/assets/certificates.page-c3.js']));

    const head = html.slice(0, html.indexOf('</head>'));
    const asked = [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" fetchpriority="low">/g)].map((match) => match[1]);
    // The starter's order: the entry's chunks, the entry, the route's own.
    expect(asked).toEqual(['/assets/rolldown-runtime-a1.js', '/assets/lib-react-b2.js', '/assets/index-Xy_9.js', '/assets/axios-e5.js', '/assets/certificates.page-c3.js']);
    // After everything the first paint needs (the image preloads and, in a built page, the stylesheets).
    expect(head.lastIndexOf('modulepreload')).toBeGreaterThan(head.indexOf('<link rel="preload" as="image"'));
    // The starter keeps naming them: it evaluates them after the first paint.
    expect(html).toContain('data-portal-preloads="/assets/axios-e5.js /assets/certificates.page-c3.js"></script>');
    expect(() => withStartInHead('<html></html>')).toThrow(/no starter/);
    expect(() => withStartInHead(page.replace('</head>', ''))).toThrow(/no <\/head>/);
  });

  it('the starter is a file the build ships, and it reads the same attributes', () => {
    const starter = readFileSync(new URL(`../../../public${STARTER}`, import.meta.url), 'utf8');
    expect(starter).toContain("document.querySelector('script[data-portal-entry]')");
    expect(starter).toContain("getAttribute('data-portal-chunks')");
    expect(starter).toContain("getAttribute('data-portal-preloads')");
    // The entry's chunks first; the route's own in tasks of their own, each after a yield (the batches:
    // test/integration/public/start-after-first-paint.test.ts).
    const entryPreloads = starter.indexOf('preload(notAsked([...chunks, entry]));');
    const routePreloads = starter.indexOf('await pause();\n      preload(routePreloads.slice(next, next + PRELOADS_PER_TASK));');
    expect(entryPreloads).toBeGreaterThan(-1);
    expect(routePreloads).toBeGreaterThan(entryPreloads);
    expect(starter).toContain('import(entry)');
  });
});

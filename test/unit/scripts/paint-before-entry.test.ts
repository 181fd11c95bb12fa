import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paintBeforeEntry, STARTER, withRoutePreloads } from '../../../scripts/paint-before-entry.mjs';

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

  it('the starter is a file the build ships, and it reads the same attributes', () => {
    const starter = readFileSync(new URL(`../../../public${STARTER}`, import.meta.url), 'utf8');
    expect(starter).toContain("document.querySelector('script[data-portal-entry]')");
    expect(starter).toContain("getAttribute('data-portal-chunks')");
    expect(starter).toContain("getAttribute('data-portal-preloads')");
    // The entry's chunks first; the route's own in tasks of their own, each after a yield (the batches:
    // test/integration/startup/start-after-first-paint.test.ts).
    const entryPreloads = starter.indexOf('preload([...chunks, entry]);');
    const routePreloads = starter.indexOf('await pause();\n      preload(preloads.slice(next, next + PRELOADS_PER_TASK));');
    expect(entryPreloads).toBeGreaterThan(-1);
    expect(routePreloads).toBeGreaterThan(entryPreloads);
    expect(starter).toContain('import(entry)');
  });
});

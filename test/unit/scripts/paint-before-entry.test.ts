import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paintBeforeEntry, STARTER } from '../../../scripts/paint-before-entry.mjs';

const built = (scripts: string) =>
  `<!doctype html><html><head>\n    ${scripts}\n    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-a1.js">\n</head><body><div id="root"></div></body></html>`;

describe('paint-before-entry: the built page runs its entry after the first paint', () => {
  it('turns the entry script into a modulepreload the starter finds, and adds the starter', () => {
    const html = paintBeforeEntry(built('<script type="module" crossorigin src="/assets/index-Xy_9.js"></script>'));

    expect(html).not.toMatch(/<script[^>]+index-Xy_9\.js/);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-Xy_9.js" fetchpriority="low" data-portal-entry>');
    expect(html).toContain(`<script type="module" src="${STARTER}"></script>`);
    // The entry's own imports are still preloaded by Vite's links, untouched.
    expect(html).toContain('rolldown-runtime-a1.js');
  });

  it('refuses a page with no entry script or with two', () => {
    expect(() => paintBeforeEntry(built(''))).toThrow(/found 0/);
    const two = '<script type="module" crossorigin src="/assets/a.js"></script><script type="module" crossorigin src="/assets/b.js"></script>';
    expect(() => paintBeforeEntry(built(two))).toThrow(/found 2/);
  });

  it('the starter is a file the build ships, and it looks for the same marker', () => {
    const starter = readFileSync(new URL(`../../../public${STARTER}`, import.meta.url), 'utf8');
    expect(starter).toContain("document.querySelector('link[data-portal-entry]')");
    expect(starter).toContain('import(entry.href)');
  });
});

// The production build's index.html: the entry's module script becomes a modulepreload (it still
// downloads and compiles at once) and public/start-after-first-paint.js evaluates it after the
// first frame is painted (an earlier first contentful paint). Dev keeps Vite's plain script.
// The preload asks for low priority: nothing of the entry is needed before the first paint, and
// on a slow network the page's stylesheet (and so the first frame) should not share the line
// with 220 KiB of script. The browser still starts it at once; it only yields to what paints.

export const STARTER = '/start-after-first-paint.js';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/** index.html with the entry preloaded and started after the first paint; throws unless there is exactly one entry script. */
export function paintBeforeEntry(html) {
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1) {
    throw new Error(`paint-before-entry: expected one entry <script type="module" crossorigin src> in index.html, found ${entries.length}`);
  }
  const [script, src] = entries[0];
  return html.replace(
    script,
    `<link rel="modulepreload" crossorigin href="${src}" fetchpriority="low" data-portal-entry>\n    <script type="module" src="${STARTER}"></script>`,
  );
}

/** The Vite plugin: production builds only, after Vite has written the hashed entry into the page. */
export function paintBeforeEntryPlugin() {
  return {
    name: 'portal:paint-before-entry',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => paintBeforeEntry(html) },
  };
}

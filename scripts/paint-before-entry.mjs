// The production build's index.html: the entry's module script and Vite's modulepreload links of
// its static imports leave the page, and public/start-after-first-paint.js asks for all of them
// once the first screen (the route's prerender and its images) has painted. Dev keeps Vite's
// plain script.
//
// Why nothing of the entry is requested from the HTML: Lighthouse's simulated LCP (Lantern) counts
// every request that started before the observed LCP, so 200 KiB of script requested at parse,
// even at low priority, doubled the home's simulated LCP although the page painted it at once.
// The starter reads the files from the starter's own tag: `data-portal-entry` (the entry) and
// `data-portal-chunks` (its static imports, dependencies first, as Vite listed them), and
// evaluates them one chunk per task (the libraries are chunks of their own: vite.config.ts).
// A prerendered route's HTML also names, in `data-portal-preloads`, the chunks its page loads
// beyond the entry (scripts/prerender.mjs): the starter preloads them with the entry's, so the
// page's code downloads beside the libraries instead of after the entry has run.
//
// The exception is a route whose largest element the main view paints: its first screen draws from
// a call the start makes (`/certificados`' cards), so nothing can paint it before the script has
// run, and Lantern counts that script whenever it is asked for. There the HTML asks for the same
// files itself, at low priority, after its stylesheets (`withStartInHead`): they download while the
// page parses and paints instead of after its load event, and the starter still evaluates them
// after the first paint. Low priority keeps them out of what the first paint waits for (Lantern's
// FCP graph too). The starter skips a file the page already preloads.

export const STARTER = '/start-after-first-paint.js';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const CHUNK_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/** index.html with nothing of the entry requested by the page; throws unless there is exactly one entry script. */
export function paintBeforeEntry(html) {
  const entries = [...html.matchAll(ENTRY_SCRIPT)];
  if (entries.length !== 1) {
    throw new Error(`paint-before-entry: expected one entry <script type="module" crossorigin src> in index.html, found ${entries.length}`);
  }
  const [script, src] = entries[0];
  const chunks = [...html.matchAll(CHUNK_PRELOAD)].map((match) => match[1]);
  return html
    .replace(CHUNK_PRELOAD, '')
    .replace(
      script,
      `<script type="module" src="${STARTER}" data-portal-entry="${src}" data-portal-chunks="${chunks.join(' ')}"></script>`,
    );
}

const STARTER_TAG = /(<script type="module" src="[^"]+" data-portal-entry="[^"]+" data-portal-chunks="[^"]*")(?: data-portal-preloads="[^"]*")?>/;

/**
 * `html` (a page paintBeforeEntry wrote) whose starter also preloads `files`, the route's own
 * chunks; none leaves the attribute out. Throws when the page has no starter tag.
 */
export function withRoutePreloads(html, files) {
  if (!STARTER_TAG.test(html)) throw new Error('paint-before-entry: the page has no starter <script data-portal-entry data-portal-chunks>');
  const preloads = files.length > 0 ? ` data-portal-preloads="${files.join(' ')}"` : '';
  return html.replace(STARTER_TAG, (_tag, opening) => `${opening}${preloads}>`);
}

/** The Vite plugin: production builds only, after Vite has written the hashed entry into the page. */
export function paintBeforeEntryPlugin() {
  return {
    name: 'portal:paint-before-entry',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => paintBeforeEntry(html) },
  };
}

const HEAD_END = '</head>';

/**
 * `html` (a page paintBeforeEntry wrote, its route's preloads named) that also asks, from the end of
 * its head and at low priority, for every file its starter names: the entry's chunks, the entry and
 * the route's own chunks, in the starter's order. Throws when the page has no starter tag or no head.
 */
export function withStartInHead(html) {
  const tag = html.match(STARTER_TAG)?.[0];
  if (!tag) throw new Error('paint-before-entry: the page has no starter <script data-portal-entry data-portal-chunks>');
  if (!html.includes(HEAD_END)) throw new Error('paint-before-entry: the page has no </head>');
  const named = (attribute) => (tag.match(new RegExp(`${attribute}="([^"]*)"`))?.[1] ?? '').split(' ').filter(Boolean);
  const files = [...named('data-portal-chunks'), ...named('data-portal-entry'), ...named('data-portal-preloads')];
  const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="${file}" fetchpriority="low">\n`).join('');
  return html.replace(HEAD_END, `${links}  ${HEAD_END}`);
}

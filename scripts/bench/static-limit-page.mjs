// The static limit of a route (docs/performance.md, "The static limit"): the route's own rendered
// markup and styles as an HTML page with every script removed, what a person sees at the cost of
// HTML and CSS alone. This module is the pure part: it turns the document a browser serialised
// once the main view settled (scripts/bench/static-limit.mjs) into that page. Types:
// static-limit-page.d.mts.

/** Where the static limits are written, under the served root (never deployed: only dist-bench's copy). */
const LIMIT_FOLDER = '__limit__';

/** The name a route's files take in bench-results/ and under LIMIT_FOLDER: `/` is `inicio`. */
export const routeFileName = (path) => (path === '/' ? 'inicio' : path.replace(/^\/+|\/+$/g, '').replaceAll('/', '_'));

/** The address path of a route's static limit on the benchmark's server. */
export const limitPathFor = (routePath) => `/${LIMIT_FOLDER}/${routeFileName(routePath)}/index.html`;

// One pass over the document, in order: comments (left as they are: a comment may name `<style>`
// or `<script>` in its text), scripts (their text is raw up to `</script`), style elements (raw
// up to `</style`), and link tags.
const TOKENS = /<!--[\s\S]*?-->|<script\b[^>]*>[\s\S]*?<\/script\s*>|(<style\b[^>]*>)[\s\S]*?(<\/style\s*>)|<link\b[^>]*>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The attributes of a start tag, names lower-cased. */
function tagAttributes(tag) {
  const attributes = new Map();
  const body = tag.replace(/^<[a-z0-9-]+/i, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(ATTRIBUTE)) attributes.set(match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  return attributes;
}

/**
 * A link only a script uses: a module preload, or a preload of a script, a worker or a fetch
 * (what a fetch preload downloads is read by a script alone; the portal preloads its config.json).
 * Stylesheets, fonts and images stay.
 */
export function isScriptOnlyLink(tag) {
  const attributes = tagAttributes(tag);
  const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('modulepreload')) return true;
  if (!rel.includes('preload')) return false;
  return ['script', 'fetch', 'worker', 'sharedworker', 'serviceworker'].includes((attributes.get('as') ?? '').toLowerCase());
}

/** `</style` inside a style's text would end it early: written as an escape CSS reads the same. */
const safeCss = (css) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The static limit page of a route.
 *
 * - `html`: `document.documentElement.outerHTML` of the settled route (scripts still in it);
 * - `styleTexts`: for every `<style>` element, in document order, the rules its sheet holds in the
 *   CSSOM (Emotion inserts its rules with `insertRule`, so the element's own text is empty): each
 *   replaces that element's text;
 * - `adoptedCss`: the rules of `document.adoptedStyleSheets`, if any, added as one more `<style>`;
 * - `routePath`: the route's path, the page's `<base>`, so relative addresses resolve as on the route;
 * - `comment`: a line saying what the page is, put before `<html>`.
 *
 * Removes every `<script>`, module preload and script-only preload; keeps comments, images, fonts,
 * linked stylesheets and inline `style` attributes. Throws when the number of `<style>` elements
 * differs from `styleTexts`: the styles would not be the route's.
 */
export function staticLimitPage({ html, styleTexts, adoptedCss = '', routePath, comment = '' }) {
  let styleIndex = 0;
  let body = html.replace(TOKENS, (token, styleOpen, styleClose) => {
    if (token.startsWith('<!--')) return token;
    if (styleOpen !== undefined) {
      const css = styleTexts[styleIndex];
      styleIndex += 1;
      if (css === undefined) return token;
      return `${styleOpen}${safeCss(css)}${styleClose}`;
    }
    if (/^<script/i.test(token)) return '';
    return isScriptOnlyLink(token) ? '' : token;
  });
  if (styleIndex !== styleTexts.length) {
    throw new Error(`El documento tiene ${styleIndex} elementos <style> y la hoja de estilos ${styleTexts.length}: no se puede fijar el límite estático.`);
  }
  const head = /<head\b[^>]*>/i.exec(body);
  if (!head) throw new Error('El documento no tiene <head>: no se puede fijar el límite estático.');
  const hasBase = /<base\b/i.test(body.slice(0, body.search(/<\/head\s*>/i) === -1 ? body.length : body.search(/<\/head\s*>/i)));
  const base = hasBase || !routePath ? '' : `<base href="${routePath.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">`;
  const at = head.index + head[0].length;
  body = `${body.slice(0, at)}${base}${body.slice(at)}`;
  if (adoptedCss.trim() !== '') {
    const close = body.search(/<\/head\s*>/i);
    body = `${body.slice(0, close)}<style data-static-limit="adopted">${safeCss(adoptedCss)}</style>${body.slice(close)}`;
  }
  const note = comment ? `<!-- ${comment.replaceAll('--', '—')} -->\n` : '';
  return `<!doctype html>\n${note}${body}\n`;
}

#!/usr/bin/env node
// The portal's security headers, Content-Security-Policy first, generated from the config.json a
// deployment serves (docs/deployment.md). The origins the portal talks to are configuration, so the
// policy is too: regenerate it whenever config.json changes.
//
// Usage:
//   node scripts/generate-csp.mjs [config.json]                    prints the pages' CSP header value
//   node scripts/generate-csp.mjs [config.json] --nginx <file>     writes the pages' nginx snippet with
//                                                                  every security header, and the
//                                                                  silent-renew page's beside it (deploy/nginx/)
//   node scripts/generate-csp.mjs [config.json] --headers          prints every header as `Name: value`
//   … --silent-renew                 prints silent-renew.html's (the one page the portal frames)
//   … --add "<directive> <origin>"   (repeatable) one more origin the configuration does not name, e.g.
//                                    "script-src https://cdn.caja.example" for assets on a CDN host, or
//                                    "connect-src https://api.novedades.example" for what a widget calls
// config.json defaults to dist/config.json (what `vite build` ships). A value the script cannot
// turn into a source (another scheme, a relative address, a malformed SRI hash) stops it with
// exit code 1 and the field's name: a policy that silently left an origin out would break the
// portal in production, one that let anything in would protect nothing.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const SELF = "'self'";
const NONE = "'none'";
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
/** One SRI hash (https://www.w3.org/TR/SRI/#the-integrity-attribute), options after '?' dropped. */
const sriHash = /^(sha256|sha384|sha512)-([A-Za-z0-9+/]+={0,2})(\?[\x21-\x7e]*)?$/;

/** A config.json value that cannot be expressed as a CSP source. */
export class CspConfigError extends Error {
  name = 'CspConfigError';
}

/**
 * The CSP source for one configured URL: root-relative (`/`, `/sandbox/ip`) is the portal's own
 * origin, `'self'`; an absolute https URL (http only on a loopback host, as the portal itself
 * accepts) gives its origin. Empty or absent: null (not configured).
 */
export function sourceOf(value, field) {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new CspConfigError(`${field}: se esperaba una dirección (texto).`);
  const text = value.trim();
  if (text === '') return null;
  if (text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\')) return SELF;
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new CspConfigError(`${field}: "${text}" no es una dirección absoluta (https://…) ni empieza por una sola barra (/…).`);
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
  if (!secure) {
    throw new CspConfigError(`${field}: "${text}" debe usar https:// (http:// solo para localhost, 127.0.0.1 o [::1]).`);
  }
  return url.origin;
}

/**
 * The release-notes widget's CSP source: 'self' for a root-relative URL (the portal's own server),
 * else the script's full URL (origin and path; the query and fragment are no part of a source,
 * and ';' and ',' are percent-encoded, as the CSP grammar asks), so that no other script on a
 * shared host is allowed with it. An absolute URL without `releaseNotesWidgetIntegrity` is refused,
 * as the portal itself refuses it at start: a script from another server runs only pinned by SRI.
 */
export function widgetSourceOf(value, integrity) {
  const source = sourceOf(value, 'releaseNotesWidgetUrl');
  if (source === null || source === SELF) return source;
  if (typeof integrity !== 'string' || integrity.trim() === '') {
    throw new CspConfigError(
      'releaseNotesWidgetIntegrity: obligatorio cuando releaseNotesWidgetUrl es una dirección absoluta (el hash SRI del script, sha384-…).',
    );
  }
  const url = new URL(value.trim());
  return `${url.origin}${url.pathname.replace(/;/g, '%3B').replace(/,/g, '%2C')}`;
}

/** The sources of a list field; absent means none, anything else but a list is an error. */
function sourcesOfList(values, field) {
  if (values === undefined || values === null) return [];
  if (!Array.isArray(values)) throw new CspConfigError(`${field}: se esperaba una lista de direcciones.`);
  return values.map((value, index) => sourceOf(value, `${field}[${index}]`));
}

/**
 * `releaseNotesWidgetIntegrity` as CSP hash sources: the SRI attribute's value, one or more
 * space-separated `sha256-`/`sha384-`/`sha512-` hashes, each becoming `'sha384-…'`.
 */
export function hashSourcesOf(value, field = 'releaseNotesWidgetIntegrity') {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'string') throw new CspConfigError(`${field}: se esperaba un texto como "sha384-…".`);
  const hashes = value.trim().split(/\s+/).filter(Boolean);
  return hashes.map((hash) => {
    const match = sriHash.exec(hash);
    if (!match) throw new CspConfigError(`${field}: "${hash}" no es un hash SRI (sha256-, sha384- o sha512- seguido de base64).`);
    return `'${match[1]}-${match[2]}'`;
  });
}

const unique = (sources) => [...new Set(sources.filter((source) => source !== null))];

/**
 * The hash source of each inline script in `html`, as the browser computes it: SHA-256 of the
 * text between the tags, exactly as written, in base64.
 */
export function inlineScriptHashes(html) {
  return Array.from(String(html).matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g), ([, body]) => {
    return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
  });
}

/**
 * The silent sign-in check's callback page (public/silent-renew.html, copied as it is into every
 * build) runs one inline script, so the check waits for no further request; the policy allows it by
 * its hash, and no other inline script.
 */
export const silentRenewScriptHashes = inlineScriptHashes(readFileSync(new URL('../public/silent-renew.html', import.meta.url), 'utf8'));

/**
 * The Trusted Types policies the portal's code creates (`trustedTypes.createPolicy`), each used by
 * one module for one sink: the release-notes widget's script URL (only when a widget is configured)
 * and the receipt printer's `srcdoc` document. No `default` policy: any other string reaching a
 * script sink is refused.
 */
export const TRUSTED_TYPES_POLICIES = { widget: 'release-notes-widget', receipt: 'receipt-print' };

/** Directives `--add` may extend: fetch and navigation targets, never the fixed ones (default-src, base-uri…). */
export const EXTENSIBLE_DIRECTIVES = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src', 'media-src', 'form-action'];

/**
 * One `--add` value, "<directive> <origin>", checked: an extensible directive and an https origin
 * (loopback http), so no keyword ('unsafe-inline'), wildcard or scheme can slip in this way.
 */
export function parseAddition(text) {
  const [name, value, ...rest] = String(text).trim().split(/\s+/);
  if (!EXTENSIBLE_DIRECTIVES.includes(name) || value === undefined || rest.length > 0) {
    throw new CspConfigError(`--add "${text}": se espera "<directiva> <origen>" con una de: ${EXTENSIBLE_DIRECTIVES.join(', ')}.`);
  }
  if (value.startsWith('/')) throw new CspConfigError(`--add "${text}": el origen propio ya está permitido ('self').`);
  return [name, sourceOf(value, `--add ${name}`)];
}

/**
 * The directives, in the order they are sent: what the portal's code uses and nothing more
 * (docs/deployment.md explains each). `default-src 'none'` refuses every kind of load no directive
 * names: fonts (the portal uses the system's), media, manifests, plugins (`<object>`/`<embed>`).
 * Sources come from config.json:
 *
 * - script-src: the portal's own files ('self'; no 'unsafe-inline', no 'unsafe-eval'), the one
 *   inline script of silent-renew.html by its hash, plus the release-notes widget's full URL when
 *   `releaseNotesWidgetUrl` names another server (never its whole origin: on a shared CDN that
 *   would allow every package's script) and its SRI hash from `releaseNotesWidgetIntegrity`.
 * - style-src keeps 'unsafe-inline': the prerendered pages carry emotion's <style> blocks and
 *   style attributes, Chakra UI (emotion) inserts <style> elements at run time, the widget inserts
 *   its own and the receipt's print frame has its stylesheet inline.
 * - img-src 'self': the portal's images and favicon are files of public/; no data: or blob: image
 *   exists (downloads and the PDF tab navigate to their object URLs, which no fetch directive governs).
 * - connect-src: the API (`apiBaseUrl`), the identity provider (`identity.url`: discovery, token
 *   and logout endpoints), the IP-lookup services (`ipLookup.services`), the field telemetry's
 *   collector (`telemetry.endpoint`, where its records are posted; absent or empty: none).
 * - frame-src: the identity provider (the silent sign-in check runs its authorize endpoint in a
 *   hidden iframe, which comes back to the portal's own silent-renew.html, 'self'). The receipt
 *   printer's frame is `srcdoc`, which needs no source; PDFs open in a tab, not a frame.
 * - worker-src 'none': the portal starts no worker (without it, workers would fall back to script-src).
 * - base-uri 'self': the portal sets no <base>; the benchmark's static pages, served with the
 *   pages' headers, set one of the portal's own origin.
 * - form-action 'none': every form is handled by script (submit is prevented), none is posted.
 * - frame-ancestors 'none': no page may be framed, but silent-renew.html (`{ frameable: true }`),
 *   which the portal frames for the silent sign-in check: 'self'.
 * - require-trusted-types-for 'script' with the portal's own policies (`TRUSTED_TYPES_POLICIES`):
 *   a string reaching a script or HTML sink (innerHTML, a script's src) is refused.
 * - The card checkout (`checkoutOrigins`) is in no directive: the portal leaves for it with a
 *   top-level navigation (`location.assign`), which no directive governs; it never frames it,
 *   fetches from it or posts a form to it.
 */
export function cspDirectives(config, { additions = [], frameable = false } = {}) {
  if (config === null || typeof config !== 'object' || Array.isArray(config)) {
    throw new CspConfigError('config.json debe ser un objeto JSON.');
  }
  const api = sourceOf(config.apiBaseUrl, 'apiBaseUrl');
  const identity = sourceOf(config.identity?.url, 'identity.url');
  const ipLookup = sourcesOfList(config.ipLookup?.services, 'ipLookup.services');
  const telemetry = sourceOf(config.telemetry?.endpoint, 'telemetry.endpoint');
  const widget = widgetSourceOf(config.releaseNotesWidgetUrl, config.releaseNotesWidgetIntegrity);
  // The hash only means something next to a configured widget.
  const widgetHashes = widget === null ? [] : hashSourcesOf(config.releaseNotesWidgetIntegrity);
  const policies = [...(widget === null ? [] : [TRUSTED_TYPES_POLICIES.widget]), TRUSTED_TYPES_POLICIES.receipt];

  const added = (name) => additions.filter(([directive]) => directive === name).map(([, source]) => source);
  // An added origin replaces 'none' (a list with 'none' and a source is not valid CSP); a directive
  // with no source at all (font-src, media-src unless added) is left out, so default-src 'none' holds.
  const withAdditions = (name, sources) => {
    const extra = added(name);
    if (extra.length === 0) return sources;
    return unique([...sources.filter((source) => source !== NONE), ...extra]);
  };

  const directives = [
    ['default-src', [NONE]],
    ['script-src', unique([SELF, ...silentRenewScriptHashes, widget, ...widgetHashes])],
    ['style-src', [SELF, "'unsafe-inline'"]],
    ['img-src', [SELF]],
    ['font-src', []],
    ['connect-src', unique([SELF, api, identity, ...ipLookup, telemetry])],
    ['frame-src', unique([SELF, identity])],
    ['media-src', []],
    ['worker-src', [NONE]],
    ['base-uri', [SELF]],
    ['form-action', [NONE]],
    ['frame-ancestors', [frameable ? SELF : NONE]],
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', policies],
  ];
  return directives.map(([name, sources]) => [name, withAdditions(name, sources)]).filter(([, sources]) => sources.length > 0);
}

/**
 * The silent-renew page's snippet, written beside the pages' by `--nginx` and included by the
 * `= /silent-renew.html` location of deploy/nginx/snippets/portal-locations.conf.
 */
export const SILENT_RENEW_SNIPPET = 'portal-silent-renew-headers.conf';

/** The Content-Security-Policy header value for this config.json (`{ frameable: true }`: silent-renew.html's). */
export function contentSecurityPolicy(config, options = {}) {
  return cspDirectives(config, options)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Features the portal never uses, switched off for it and for every frame it embeds;
 * fullscreen stays for its own documents (the PDF viewer's presentation mode).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Every security header of the portal's pages, as [name, value] pairs; `{ frameable: true }` gives
 * silent-renew.html's, the one page the portal frames (its own origin only).
 */
export function securityHeaders(config, options = {}) {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(config, options)],
    // A year; no includeSubDomains/preload by default: other sites of the fund's domain may not be
    // https-only yet (docs/deployment.md says when to add them).
    ['Strict-Transport-Security', 'max-age=31536000'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    // frame-ancestors for browsers that predate it.
    ['X-Frame-Options', options.frameable ? 'SAMEORIGIN' : 'DENY'],
    // A page of another origin that opens the portal (or that the portal opens) gets no handle
    // on its window: the portal's own pop-ups and tabs stay the portal's, in one browsing context group.
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // No other site may load the portal's files (its scripts, its config.json) into its own pages.
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
}

/**
 * The nginx snippet deploy/nginx/snippets/portal-locations.conf includes in each page's location:
 * `add_header … always` lines (also on error answers). `source` names the config.json it came from;
 * `frameable` gives the silent-renew page's snippet.
 */
export function nginxSecurityHeaders(config, { source = 'config.json', additions = [], frameable = false } = {}) {
  const lines = securityHeaders(config, { additions, frameable }).map(([name, value]) => {
    // Inside nginx double quotes '$' starts a variable and '"' or '\' end or escape the string;
    // no valid origin or hash holds them, so one would mean a bug here, not a value to escape.
    if (/["\\$\r\n]/.test(value)) throw new CspConfigError(`${name}: el valor generado tiene caracteres no permitidos.`);
    return `add_header ${name} "${value}" always;`;
  });
  return [
    `# Generated by scripts/generate-csp.mjs from ${source.replace(/[\r\n]/g, ' ')}. Do not edit:`,
    '# regenerate it whenever config.json changes (docs/deployment.md), then `nginx -s reload`.',
    frameable ? '# The silent-renew page\'s headers: the portal frames it, so frame-ancestors is \'self\'.' : '# The pages\' headers: no page may be framed (frame-ancestors \'none\').',
    ...lines,
    '',
  ].join('\n');
}

function usage() {
  return [
    'Uso: node scripts/generate-csp.mjs [config.json] [--nginx <archivo> | --headers] [--silent-renew] [--add "<directiva> <origen>"]...',
    '  sin opciones   imprime el valor de Content-Security-Policy de las páginas',
    `  --nginx FILE   escribe el fragmento de nginx con las cabeceras de las páginas, y a su lado ${SILENT_RENEW_SNIPPET}`,
    '  --headers      imprime todas las cabeceras, una por línea',
    '  --silent-renew imprime las de silent-renew.html (la única página que el portal enmarca)',
    '  --add "D O"    añade el origen O a la directiva D (p. ej. "script-src https://cdn.caja.example"); repetible',
    'config.json por defecto: dist/config.json',
  ].join('\n');
}

/** The command line; returns the exit code. */
export function main(argv, { stdout = process.stdout, stderr = process.stderr, cwd = process.cwd() } = {}) {
  let configPath = null;
  let nginxOut = null;
  let allHeaders = false;
  let frameable = false;
  const additionTexts = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--nginx') {
      nginxOut = argv[index + 1] ?? null;
      index += 1;
      if (nginxOut === null) {
        stderr.write(`Falta el archivo de salida de --nginx.\n${usage()}\n`);
        return 2;
      }
    } else if (argument === '--add') {
      const addition = argv[index + 1];
      index += 1;
      if (addition === undefined) {
        stderr.write(`Falta "<directiva> <origen>" tras --add.\n${usage()}\n`);
        return 2;
      }
      additionTexts.push(addition);
    } else if (argument === '--headers') {
      allHeaders = true;
    } else if (argument === '--silent-renew') {
      frameable = true;
    } else if (argument === '--help' || argument === '-h') {
      stdout.write(`${usage()}\n`);
      return 0;
    } else if (argument.startsWith('-') || configPath !== null) {
      stderr.write(`Argumento no reconocido: ${argument}\n${usage()}\n`);
      return 2;
    } else {
      configPath = argument;
    }
  }
  const path = resolve(cwd, configPath ?? 'dist/config.json');
  let config;
  try {
    config = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const reason = error?.code === 'ENOENT' ? 'no existe' : `no es JSON válido (${error?.message ?? error})`;
    stderr.write(`${path}: ${reason}.\n`);
    return 1;
  }
  try {
    const additions = additionTexts.map(parseAddition);
    if (nginxOut !== null) {
      const out = resolve(cwd, nginxOut);
      const silentRenewOut = join(dirname(out), SILENT_RENEW_SNIPPET);
      if (silentRenewOut === out) throw new CspConfigError(`--nginx: ${SILENT_RENEW_SNIPPET} es el fragmento de silent-renew.html; elige otro nombre.`);
      mkdirSync(dirname(out), { recursive: true });
      const source = additions.length === 0 ? path : `${path} + ${additionTexts.map((text) => `--add "${text}"`).join(' ')}`;
      writeFileSync(out, nginxSecurityHeaders(config, { source, additions }));
      writeFileSync(silentRenewOut, nginxSecurityHeaders(config, { source, additions, frameable: true }));
      stderr.write(`Cabeceras de seguridad escritas en ${out} y ${silentRenewOut}\n`);
    } else if (allHeaders) {
      stdout.write(`${securityHeaders(config, { additions, frameable }).map(([name, value]) => `${name}: ${value}`).join('\n')}\n`);
    } else {
      stdout.write(`${contentSecurityPolicy(config, { additions, frameable })}\n`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof CspConfigError)) throw error;
    stderr.write(`${path}: ${error.message}\n`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}

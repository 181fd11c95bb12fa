// The deployment doctor's security-header checks: a page's response headers held against the ones
// scripts/generate-csp.mjs produces for the served config.json, header by header and, for the
// Content-Security-Policy, directive by directive. Pure: headers in, checks out (types:
// security-headers.d.mts). Every header the generator produces is checked; the ones with a
// structure (the policy, HSTS, Permissions-Policy) are compared by their parts, the others by value.
import { securityHeaders } from '../generate-csp.mjs';

/** Where docs/deployment.md says what each header is and how the deployment sets it. */
export const DOCS = {
  headers: 'docs/deployment.md#the-security-headers',
  policy: 'docs/deployment.md#the-content-security-policy-directive-by-directive',
  regenerate: 'docs/deployment.md#one-build-every-environment',
};

/**
 * One header's value from a `Headers` object (whose `get` joins repeated headers with ", ") or a
 * plain record (any case; a list of values joined the same way); null when absent.
 * @param {import('./security-headers.d.mts').HeadersLike} headers
 * @param {string} name
 * @returns {string | null}
 */
export function headerValue(headers, name) {
  if (typeof headers?.get === 'function') return headers.get(name);
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (key.toLowerCase() !== wanted || value === undefined || value === null) continue;
    return Array.isArray(value) ? value.join(', ') : String(value);
  }
  return null;
}

/**
 * A source as the browser compares it: keywords and hashes' algorithm names in any case, a URL's
 * scheme and host in any case (its path is kept as written).
 * @param {string} source
 */
function normalSource(source) {
  const keyword = /^'([a-z-]+)'$/i.exec(source);
  if (keyword) return `'${keyword[1].toLowerCase()}'`;
  const hash = /^'(sha256|sha384|sha512|nonce)-(.+)'$/i.exec(source);
  if (hash) return `'${hash[1].toLowerCase()}-${hash[2]}'`;
  const url = /^([a-z][a-z0-9+.-]*:\/\/[^/]*)(.*)$/i.exec(source);
  return url ? `${url[1].toLowerCase()}${url[2]}` : source;
}

/**
 * A policy's directives in the order written, names in lower case; a repeated directive is kept
 * in `repeated` (the browser ignores every occurrence after the first).
 * @param {string} policy
 * @returns {{ directives: Map<string, string[]>, repeated: string[] }}
 */
export function parsePolicy(policy) {
  const directives = new Map();
  const repeated = [];
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name === undefined) continue;
    const key = name.toLowerCase();
    if (directives.has(key)) repeated.push(key);
    else directives.set(key, sources.map(normalSource));
  }
  return { directives, repeated };
}

/** @param {'ok'|'fail'|'warn'} status @param {string} id @param {string} message @param {string} doc */
const check = (status, id, message, doc) => ({ status, id, message, doc });

/**
 * The Content-Security-Policy compared directive by directive, frame-ancestors left to its own
 * check: one ok, or a fail per directive that is missing, extra or holds different sources,
 * naming each source missing or extra.
 * @param {string | null} actual
 * @param {string} expected
 * @param {string} page
 */
function policyChecks(actual, expected, page) {
  if (actual === null) {
    return [check('fail', 'csp', `${page}: falta la cabecera Content-Security-Policy; la página puede cargar scripts y conectarse a cualquier servidor.`, DOCS.regenerate)];
  }
  if (actual.includes(',')) {
    return [check('fail', 'csp', `${page}: llegan varias Content-Security-Policy («${actual}»); el navegador las aplica todas y debe llegar una sola, la generada.`, DOCS.regenerate)];
  }
  const served = parsePolicy(actual);
  const wanted = parsePolicy(expected);
  const checks = served.repeated.map((name) =>
    check('fail', `csp-${name}`, `${page}: la directiva ${name} de la Content-Security-Policy aparece más de una vez; el navegador ignora las siguientes.`, DOCS.policy),
  );
  for (const [name, sources] of wanted.directives) {
    if (name === 'frame-ancestors') continue;
    const got = served.directives.get(name);
    if (got === undefined) {
      checks.push(check('fail', `csp-${name}`, `${page}: a la Content-Security-Policy le falta la directiva ${name} ${sources.join(' ')}.`, DOCS.policy));
      continue;
    }
    const missing = sources.filter((source) => !got.includes(source));
    const extra = got.filter((source) => !sources.includes(source));
    if (missing.length === 0 && extra.length === 0) continue;
    const parts = [];
    if (missing.length > 0) parts.push(`${missing.length === 1 ? 'falta la fuente' : 'faltan las fuentes'} ${missing.join(' ')}`);
    if (extra.length > 0) parts.push(`${extra.length === 1 ? 'sobra la fuente' : 'sobran las fuentes'} ${extra.join(' ')}`);
    checks.push(check('fail', `csp-${name}`, `${page}: en la directiva ${name} de la Content-Security-Policy ${parts.join(' y ')}; regenérela desde el config.json servido.`, DOCS.policy));
  }
  for (const [name, sources] of served.directives) {
    if (name === 'frame-ancestors' || wanted.directives.has(name)) continue;
    checks.push(check('fail', `csp-${name}`, `${page}: la Content-Security-Policy tiene la directiva ${[name, ...sources].join(' ')}, que la política generada no tiene.`, DOCS.policy));
  }
  if (checks.length > 0) return checks;
  return [check('ok', 'csp', `${page}: la Content-Security-Policy coincide, directiva por directiva, con la generada para config.json.`, DOCS.policy)];
}

/**
 * Who may frame the page: the policy's frame-ancestors, held to the generated value in a check of
 * its own (X-Frame-Options, its form for older browsers, is checked by value like the others).
 * @param {import('./security-headers.d.mts').HeadersLike} headers
 * @param {Map<string, string>} expected
 * @param {string} page
 */
function framingChecks(headers, expected, page) {
  const wantedPolicy = parsePolicy(expected.get('content-security-policy') ?? '').directives.get('frame-ancestors');
  const checks = [];
  if (wantedPolicy !== undefined) {
    const policy = headerValue(headers, 'Content-Security-Policy');
    const served = policy === null ? undefined : parsePolicy(policy).directives.get('frame-ancestors');
    const wantedText = `frame-ancestors ${wantedPolicy.join(' ')}`;
    if (served === undefined) {
      checks.push(check('fail', 'frame-ancestors', `${page}: falta ${wantedText} en la Content-Security-Policy; cualquier sitio puede enmarcar la página.`, DOCS.policy));
    } else if (served.join(' ') !== wantedPolicy.join(' ')) {
      checks.push(check('fail', 'frame-ancestors', `${page}: la Content-Security-Policy dice frame-ancestors ${served.join(' ')}; debe decir ${wantedText}.`, DOCS.policy));
    } else {
      checks.push(check('ok', 'frame-ancestors', `${page}: ${wantedText}, como la política generada.`, DOCS.policy));
    }
  }
  return checks;
}

/**
 * Strict-Transport-Security: at least the generated max-age; includeSubDomains and preload, which
 * docs/deployment.md says when to add, are accepted.
 * @param {string | null} actual
 * @param {string} expected
 * @param {string} page
 */
function hstsCheck(actual, expected, page) {
  const maxAge = (/** @type {string} */ text) => Number(/(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(text)?.[1] ?? NaN);
  if (actual === null) {
    return check('fail', 'hsts', `${page}: falta Strict-Transport-Security; el navegador no recuerda que el portal es solo https.`, DOCS.headers);
  }
  const served = maxAge(actual);
  const wanted = maxAge(expected);
  if (!(served >= wanted)) {
    const what = Number.isNaN(served) ? 'no tiene max-age' : `tiene max-age=${served}, menos de ${wanted}`;
    return check('fail', 'hsts', `${page}: Strict-Transport-Security «${actual}» ${what}; debe ser «${expected}».`, DOCS.headers);
  }
  return check('ok', 'hsts', `${page}: Strict-Transport-Security «${actual}».`, DOCS.headers);
}

/**
 * Permissions-Policy compared feature by feature: each feature missing, extra, or with another
 * allow-list, named.
 * @param {string | null} actual
 * @param {string} expected
 * @param {string} page
 */
function permissionsCheck(actual, expected, page) {
  if (actual === null) {
    return check('fail', 'permissions-policy', `${page}: falta Permissions-Policy; la página y lo que enmarque pueden pedir cámara, ubicación o pagos.`, DOCS.headers);
  }
  const features = (/** @type {string} */ text) =>
    new Map(
      text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => {
          const at = item.indexOf('=');
          return at < 0 ? [item.toLowerCase(), ''] : [item.slice(0, at).trim().toLowerCase(), item.slice(at + 1).replace(/\s+/g, ' ').trim()];
        }),
    );
  const served = features(actual);
  const wanted = features(expected);
  const missing = [...wanted].filter(([name]) => !served.has(name)).map(([name, list]) => `${name}=${list}`);
  const extra = [...served].filter(([name]) => !wanted.has(name)).map(([name, list]) => `${name}=${list}`);
  const changed = [...wanted].filter(([name, list]) => served.has(name) && served.get(name) !== list).map(([name, list]) => `${name}=${served.get(name)} (debe ser ${name}=${list})`);
  const parts = [];
  if (missing.length > 0) parts.push(`faltan ${missing.join(', ')}`);
  if (extra.length > 0) parts.push(`sobran ${extra.join(', ')}`);
  if (changed.length > 0) parts.push(`difieren ${changed.join(', ')}`);
  if (parts.length > 0) return check('fail', 'permissions-policy', `${page}: en Permissions-Policy ${parts.join('; ')}.`, DOCS.headers);
  return check('ok', 'permissions-policy', `${page}: Permissions-Policy como la generada.`, DOCS.headers);
}

/** What a header that is only a value protects, said when it is missing. */
const WHY = {
  'x-content-type-options': 'el navegador puede adivinar el tipo de un archivo y ejecutarlo',
  'referrer-policy': 'otros sitios pueden ver las rutas del portal, que pueden nombrar un certificado',
  'x-frame-options': 'los navegadores sin frame-ancestors dejan enmarcar la página',
  'cross-origin-opener-policy': 'una página de otro origen que abra el portal conserva acceso a su ventana',
  'cross-origin-resource-policy': 'otro sitio puede cargar los archivos del portal en sus páginas',
};
const IDS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'referrer-policy',
  'x-frame-options': 'x-frame-options',
  'cross-origin-opener-policy': 'coop',
  'cross-origin-resource-policy': 'corp',
};

/**
 * A header compared by its value (tokens in any case, spaces collapsed).
 * @param {string} name
 * @param {string | null} actual
 * @param {string} expected
 * @param {string} page
 */
function valueCheck(name, actual, expected, page) {
  const key = name.toLowerCase();
  const id = IDS[/** @type {keyof typeof IDS} */ (key)] ?? key;
  const why = WHY[/** @type {keyof typeof WHY} */ (key)];
  if (actual === null) {
    return check('fail', id, `${page}: falta la cabecera ${name}${why ? `; ${why}` : ''}. Debe ser «${expected}».`, DOCS.headers);
  }
  const normal = (/** @type {string} */ text) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (normal(actual) !== normal(expected)) {
    return check('fail', id, `${page}: ${name} es «${actual}»; debe ser «${expected}».`, DOCS.headers);
  }
  return check('ok', id, `${page}: ${name} «${actual}».`, DOCS.headers);
}

/**
 * A page's security headers held against the expected ones, as `securityHeaders(config, options)`
 * of scripts/generate-csp.mjs returns them.
 * @param {import('./security-headers.d.mts').HeadersLike} headers
 * @param {ReadonlyArray<readonly [string, string]>} expected
 * @param {{ page?: string }} [options] the page's path, named in every message
 * @returns {import('./security-headers.d.mts').Check[]}
 */
export function checkSecurityHeaders(headers, expected, { page = '/' } = {}) {
  const wanted = new Map(expected.map(([name, value]) => [name.toLowerCase(), value]));
  const checks = [];
  for (const [name, value] of expected) {
    const key = name.toLowerCase();
    const actual = headerValue(headers, name);
    if (key === 'content-security-policy') {
      checks.push(...policyChecks(actual, value, page), ...framingChecks(headers, wanted, page));
      if (actual === null && headerValue(headers, 'Content-Security-Policy-Report-Only') !== null) {
        checks.push(check('fail', 'csp-report-only', `${page}: la política llega como Content-Security-Policy-Report-Only, que solo informa y no bloquea nada.`, DOCS.headers));
      }
    } else if (key === 'strict-transport-security') checks.push(hstsCheck(actual, value, page));
    else if (key === 'permissions-policy') checks.push(permissionsCheck(actual, value, page));
    else checks.push(valueCheck(name, actual, value, page));
  }
  return checks;
}

/**
 * The checks of a page served for `config`: `{ frameable: true }` for silent-renew.html, the one
 * page the portal frames; `additions` as given to the generator's `--add`.
 * @param {import('./security-headers.d.mts').HeadersLike} headers
 * @param {unknown} config
 * @param {import('../generate-csp.d.mts').PolicyOptions & { page?: string }} [options]
 */
export function checkPageSecurityHeaders(headers, config, { page = '/', ...options } = {}) {
  return checkSecurityHeaders(headers, securityHeaders(config, options), { page });
}

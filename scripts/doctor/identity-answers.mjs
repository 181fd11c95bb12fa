// What the identity provider's answers mean, for the doctor's identity section (identity.mjs): an
// authorization request accepted or refused, an end-session request's post-logout address accepted
// or refused, and whether a document may be framed by the portal as browsers decide it. Pure: an
// answer's status, headers and body in, a verdict out (types: identity-answers.d.mts).
import { headerValue, parsePolicy } from './security-headers.mjs';

/** Words an error page of Keycloak or oidc-provider uses for a redirect address it does not accept. */
const REFUSED_REDIRECT =
  /invalid[^<]{0,40}redirect|redirect[_ ]uri[^<]{0,80}(?:not registered|did not match|not allowed|invalid)|invalid_redirect_uri/i;

/**
 * A short reason from an error answer: the JSON `error_description` or `error`, or the first sentence
 * of an HTML page that names a redirect address, a client or an error; '' when there is none.
 * @param {string} body
 */
export function errorHint(body) {
  try {
    const json = JSON.parse(body);
    const text = json?.error_description ?? json?.error;
    if (typeof text === 'string') return text.slice(0, 160);
  } catch {
    // Not JSON: an HTML page, read below.
  }
  const text = body
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  const described = /error_description\s*[:=]\s*(.+?)(?=\s+[a-z_]+:\s|$)/i.exec(text);
  if (described) return described[1].trim().slice(0, 160);
  const found = /[^.:]{0,60}(?:redirect[_ ]uri|redirect uri|not registered|client not found|invalid|error_description)[^.]{0,100}/i.exec(text);
  return found ? found[0].trim().slice(0, 160) : '';
}

/**
 * What an authorization request's answer says of its `redirect_uri`:
 * - `login`: the provider shows its sign-in page (2xx) or sends the browser to it (3xx elsewhere);
 * - `back`: it sends the browser to `redirectUri` itself, with `params` (a code, or an error such as
 *   login_required): the address is accepted;
 * - `refused`: an error answer (4xx), an error page, or a redirect to an error page of its own;
 * - `broken`: a 5xx, or a 3xx without Location: nothing can be said of the address.
 * @param {{ status: number, headers: import('./security-headers.d.mts').HeadersLike, body: string }} answer
 * @param {string} redirectUri
 * @param {string} requestUrl the request's address, against which a relative Location is read
 * @returns {import('./identity-answers.d.mts').AuthorizationOutcome}
 */
export function authorizationOutcome(answer, redirectUri, requestUrl) {
  const { status, body } = answer;
  if (status >= 500) return { kind: 'broken', detail: `HTTP ${status}` };
  if (status >= 400) return { kind: 'refused', detail: withHint(`HTTP ${status}`, body) };
  if (status >= 300) {
    const location = headerValue(answer.headers, 'Location');
    if (location === null) return { kind: 'broken', detail: `HTTP ${status} sin Location` };
    const target = new URL(location, requestUrl);
    const wanted = new URL(redirectUri);
    if (target.origin === wanted.origin && target.pathname === wanted.pathname) {
      return { kind: 'back', detail: `HTTP ${status} a ${target.origin}${target.pathname}`, params: new URLSearchParams(target.search || target.hash.slice(1)) };
    }
    if (target.searchParams.has('error') || /\/errors?(?:\/|$)/i.test(target.pathname)) {
      return { kind: 'refused', detail: `HTTP ${status} a su página de error ${target.href}` };
    }
    // A one-time segment (an interaction's or session's id) is left out: it says nothing to a person.
    const path = target.pathname.replace(/\/[\w-]{20,}(?=\/|$)/g, '/…');
    return { kind: 'login', detail: `HTTP ${status} a ${target.origin}${path}` };
  }
  if (REFUSED_REDIRECT.test(body)) return { kind: 'refused', detail: withHint(`HTTP ${status}`, body) };
  return { kind: 'login', detail: `HTTP ${status}, su página de inicio de sesión` };
}

/** @param {string} head @param {string} body */
function withHint(head, body) {
  const hint = errorHint(body);
  return hint ? `${head}: «${hint}»` : head;
}

/**
 * What an end-session request with `client_id` and `post_logout_redirect_uri` and no `id_token_hint`
 * says of that address. oidc-provider answers a page that asks for (or, without a session, submits)
 * the confirmation, 200; Keycloak answers its confirmation page, 200, or sends the browser back; both
 * answer an error page, 400, for an address the client has not registered ('Invalid redirect uri',
 * 'post_logout_redirect_uri not registered'). No session ends: nothing is submitted.
 * @param {{ status: number, headers: import('./security-headers.d.mts').HeadersLike, body: string }} answer
 * @param {string} postLogout
 * @param {string} requestUrl
 * @returns {{ verdict: 'accepted' | 'refused' | 'unknown', detail: string }}
 */
export function logoutOutcome(answer, postLogout, requestUrl) {
  const { status, body } = answer;
  if (status >= 200 && status < 300) {
    if (REFUSED_REDIRECT.test(body)) return { verdict: 'refused', detail: withHint(`HTTP ${status}`, body) };
    return { verdict: 'accepted', detail: `HTTP ${status}, una página de confirmación` };
  }
  if (status >= 300 && status < 400) {
    const location = headerValue(answer.headers, 'Location');
    const target = location === null ? null : new URL(location, requestUrl);
    const wanted = new URL(postLogout);
    if (target !== null && target.origin === wanted.origin && target.pathname === wanted.pathname && !target.searchParams.has('error')) {
      return { verdict: 'accepted', detail: `HTTP ${status} a ${target.origin}${target.pathname}` };
    }
    return { verdict: 'unknown', detail: target === null ? `HTTP ${status} sin Location` : `HTTP ${status} a ${target.href}` };
  }
  if (status >= 400 && status < 500 && REFUSED_REDIRECT.test(body)) return { verdict: 'refused', detail: withHint(`HTTP ${status}`, body) };
  return { verdict: 'unknown', detail: withHint(`HTTP ${status}`, body) };
}

/** @param {URL} url */
const portOf = (url) => url.port || (url.protocol === 'https:' ? '443' : url.protocol === 'http:' ? '80' : '');

/**
 * Whether a frame-ancestors source list lets `ancestor` frame a document of origin `self`, as CSP
 * Level 3 matches it: 'none' alone matches nothing; `*` any http(s) page; 'self' the document's own
 * origin; a scheme (`https:`); a host with an optional scheme, `*.` and port, http in the source also
 * matching https on the default ports. The ancestor is an origin, so a path other than `/` never matches.
 * @param {readonly string[]} sources
 * @param {URL} ancestor
 * @param {URL} self
 */
export function frameAncestorsAllow(sources, ancestor, self) {
  const schemeMatches = (/** @type {string} */ scheme) => scheme === ancestor.protocol || (scheme === 'http:' && ancestor.protocol === 'https:');
  return sources.some((written) => {
    const source = written.toLowerCase();
    if (source === '*') return ancestor.protocol === 'http:' || ancestor.protocol === 'https:';
    if (source === "'self'") {
      return ancestor.origin === self.origin || (self.protocol === 'http:' && ancestor.protocol === 'https:' && ancestor.hostname === self.hostname && portOf(self) === '80' && portOf(ancestor) === '443');
    }
    if (/^[a-z][a-z0-9+.-]*:$/.test(source)) return schemeMatches(source);
    const host = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\*|\d+))?(\/.*)?$/i.exec(source);
    if (host === null) return false;
    const [, scheme, name, port, path] = host;
    const sourceScheme = scheme === undefined ? self.protocol : `${scheme}:`;
    if (!schemeMatches(sourceScheme)) return false;
    const hostname = name;
    if (hostname.startsWith('*.') ? !ancestor.hostname.endsWith(hostname.slice(1)) : hostname !== '*' && hostname !== ancestor.hostname) return false;
    if (port !== '*') {
      const wantedPort = port ?? (sourceScheme === 'https:' ? '443' : '80');
      const upgraded = sourceScheme === 'http:' && ancestor.protocol === 'https:' && wantedPort === '80' && portOf(ancestor) === '443';
      if (wantedPort !== portOf(ancestor) && !upgraded) return false;
    }
    return path === undefined || path === '/';
  });
}

/**
 * Whether browsers let a page of origin `ancestor` frame a document answered with `headers` from
 * origin `documentUrl`, by the HTML standard's rule: an enforced Content-Security-Policy with
 * frame-ancestors decides alone (every such policy must allow it; X-Frame-Options is then ignored,
 * and a Report-Only policy blocks nothing); otherwise X-Frame-Options: DENY refuses, SAMEORIGIN allows
 * only the document's own origin, conflicting values refuse, and anything else (ALLOW-FROM,
 * ALLOWALL, an unknown value) is ignored. Only a document counts: browsers apply neither header to a
 * redirect.
 * @param {import('./security-headers.d.mts').HeadersLike} headers
 * @param {URL} documentUrl
 * @param {URL} ancestor
 * @returns {{ allowed: boolean, by: string }}
 */
export function framingVerdict(headers, documentUrl, ancestor) {
  const policies = (headerValue(headers, 'Content-Security-Policy') ?? '')
    .split(',')
    .map((policy) => parsePolicy(policy).directives.get('frame-ancestors'))
    .filter((sources) => sources !== undefined);
  if (policies.length > 0) {
    const refusing = policies.find((sources) => !frameAncestorsAllow(sources, ancestor, documentUrl));
    const text = (/** @type {string[]} */ sources) => `Content-Security-Policy «frame-ancestors ${sources.join(' ')}»`;
    return refusing === undefined ? { allowed: true, by: policies.map(text).join(', ') } : { allowed: false, by: text(refusing) };
  }
  const raw = headerValue(headers, 'X-Frame-Options');
  if (raw === null) return { allowed: true, by: 'sin X-Frame-Options ni frame-ancestors' };
  const values = new Set(raw.split(',').map((value) => value.trim().toLowerCase()).filter(Boolean));
  const by = `X-Frame-Options «${raw}»`;
  if (values.size > 1) return { allowed: !['deny', 'allowall', 'sameorigin'].some((value) => values.has(value)), by };
  if (values.has('deny')) return { allowed: false, by };
  if (values.has('sameorigin')) return { allowed: ancestor.origin === documentUrl.origin, by };
  return { allowed: true, by: `${by}, que los navegadores ignoran` };
}

// The deployment doctor's identity-provider section: the realm config.json points at
// (`{identity.url}/realms/{identity.realm}`, as src/infrastructure/identity/user-manager-settings.mapper.ts
// builds the authority) held to what the portal needs of it, one line each: the discovery document
// and its issuer, PKCE S256, the portal's sign-in callback accepted, any other redirect address
// refused, the post-sign-out address accepted, CORS on the token endpoint, and the silent check's
// hidden frame. It never posts credentials nor ends a session: authorization requests stop at the
// provider's sign-in page, the end-session request is never confirmed (types: identity.d.mts).
import { createHash, randomBytes } from 'node:crypto';
import { authorizationOutcome, framingVerdict, logoutOutcome } from './identity-answers.mjs';
import { describeNetworkError } from './network.mjs';
import { headerValue } from './security-headers.mjs';

/** Where the docs say how to set up the realm and its client, and how to check it by hand. */
export const DOCS = {
  realm: 'docs/identity.md#pointing-the-portal-at-a-real-keycloak-realm',
  client: 'docs/identity.md#the-client',
  checkIt: 'docs/identity.md#check-it',
  frame: 'docs/identity.md#the-silent-checks-frame',
  config: 'docs/configuration.md#api-and-identity',
};

/** The portal's two callback paths (SIGNIN_CALLBACK_PATH, SILENT_CALLBACK_PATH of user-manager-settings.mapper.ts; a test keeps them in step). */
export const SIGNIN_CALLBACK_PATH = 'auth/callback';
export const SILENT_CALLBACK_PATH = 'silent-renew.html';

/** @param {'ok'|'fail'|'warn'} status @param {string} id @param {string} message @param {string} doc */
const check = (status, id, message, doc) => ({ status, id, message, doc });

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The addresses the portal served at `portal` uses with its provider, from the validated config.
 * @param {import('../../src/application/shared/config/app-config.model.ts').AppConfig} appConfig
 * @param {URL} portal
 * @returns {import('./identity.d.mts').IdentityAddresses}
 */
export function identityAddresses(appConfig, portal) {
  const { url, realm, clientId, metadata } = appConfig.identity;
  const authority = `${url.replace(/\/+$/, '')}/realms/${encodeURIComponent(realm)}`;
  const { origin } = portal;
  return {
    authority,
    clientId,
    discovery: `${authority}/.well-known/openid-configuration`,
    issuer: metadata?.issuer ?? authority,
    issuerSource: metadata ? 'identity.metadata.issuer' : 'identity.url + /realms/ + identity.realm',
    callback: new URL(`/${SIGNIN_CALLBACK_PATH}`, origin).href,
    silent: new URL(`/${SILENT_CALLBACK_PATH}`, origin).href,
    postLogout: new URL(appConfig.navigation.onlineServicesHome, origin).href,
    // A site that is no one's, and the portal's own origin with another path: a wildcard admits either.
    foreign: ['https://doctor-check.invalid/auth/callback', new URL('/doctor-check/auth/callback', origin).href],
  };
}

/**
 * Where the provider is, when that matters to the messages: on the portal's own origin (no CORS,
 * X-Frame-Options SAMEORIGIN allows the frame), on this machine, or '' (elsewhere).
 * @param {string} providerUrl
 * @param {URL} portal
 */
export function providerPlace(providerUrl, portal) {
  const url = new URL(providerUrl);
  if (url.origin === portal.origin) return ' (el proveedor está en el mismo origen del portal)';
  if (LOOPBACK.has(url.hostname)) return ' (el proveedor está en esta máquina, loopback)';
  return '';
}

/** The endpoints of config.json's identity.metadata and their names in a discovery document. */
const METADATA_FIELDS = /** @type {const} */ ([
  ['authorizationEndpoint', 'authorization_endpoint'],
  ['tokenEndpoint', 'token_endpoint'],
  ['endSessionEndpoint', 'end_session_endpoint'],
]);

/**
 * The discovery document held to the configuration: its `issuer` exactly the one the portal checks
 * the tokens' `iss` against, and every endpoint identity.metadata gives equal to the document's.
 * @param {Record<string, unknown>} document
 * @param {import('./identity.d.mts').IdentityAddresses} addresses
 * @param {import('../../src/application/shared/config/app-config.model.ts').IdentityMetadata | null} metadata
 * @param {string} [place]
 * @returns {import('./security-headers.d.mts').Check}
 */
export function checkDiscovery(document, addresses, metadata, place = '') {
  const at = addresses.discovery;
  if (document.issuer !== addresses.issuer) {
    const seen = typeof document.issuer === 'string' ? `«${document.issuer}»` : 'ninguno';
    return check('fail', 'identity-discovery', `${at}: el issuer es ${seen} y el portal espera «${addresses.issuer}» (${addresses.issuerSource}), exactamente; cada inicio de sesión fallaría al comprobar el iss del token${place}.`, DOCS.realm);
  }
  const differing = METADATA_FIELDS.filter(([field, name]) => metadata !== null && metadata[field] !== document[name]).map(
    ([field, name]) => `identity.metadata.${field} es «${metadata?.[field]}» y el documento dice ${name} «${String(document[name] ?? '(ninguno)')}»`,
  );
  if (differing.length > 0) {
    return check('fail', 'identity-discovery', `${at}: ${differing.join('; ')}. El portal usa los de config.json sin preguntar; cópielos del documento${place}.`, DOCS.realm);
  }
  const given = metadata === null ? '' : '; los endpoints de identity.metadata coinciden con los suyos';
  return check('ok', 'identity-discovery', `${at} responde JSON con issuer «${addresses.issuer}», el que espera el portal${given}${place}.`, DOCS.realm);
}

/**
 * PKCE with S256, the only method the portal sends, offered (`code_challenge_methods_supported`).
 * @param {Record<string, unknown>} document
 * @param {string} discoveryUrl
 * @returns {import('./security-headers.d.mts').Check}
 */
export function checkPkce(document, discoveryUrl) {
  const methods = document.code_challenge_methods_supported;
  if (Array.isArray(methods) && methods.includes('S256')) {
    return check('ok', 'identity-pkce', `${discoveryUrl}: ofrece PKCE S256 (code_challenge_methods_supported ${JSON.stringify(methods)}).`, DOCS.client);
  }
  const seen = Array.isArray(methods) ? `es ${JSON.stringify(methods)}, sin S256` : 'falta';
  return check('fail', 'identity-pkce', `${discoveryUrl}: code_challenge_methods_supported ${seen}; el portal envía siempre PKCE S256 y sin él el código de autorización no queda protegido. Exija S256 en el cliente.`, DOCS.client);
}

/**
 * The portal's authorization request (authorization code, PKCE S256, a fresh state) with `redirectUri`.
 * @param {string} endpoint
 * @param {{ clientId: string, redirectUri: string, prompt?: string }} options
 */
export function authorizationUrl(endpoint, { clientId, redirectUri, prompt }) {
  const url = new URL(endpoint);
  const verifier = randomBytes(32).toString('base64url');
  const params = {
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid',
    state: randomBytes(16).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(prompt === undefined ? {} : { prompt }),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}


/**
 * One request, redirects not followed: status, headers and text, or the failure's words.
 * @param {import('./context.d.mts').DoctorContext} context
 * @param {string} url
 * @param {RequestInit} [init]
 * @returns {Promise<{ ok: true, status: number, headers: Headers, body: string } | { ok: false, why: string }>}
 */
async function send(context, url, init = {}) {
  try {
    const response = await context.fetch(url, { redirect: 'manual', ...init });
    const body = await response.text();
    return { ok: true, status: response.status, headers: response.headers, body };
  } catch (error) {
    return { ok: false, why: `sin respuesta: ${describeNetworkError(error)}` };
  }
}

/**
 * The discovery document, or why there is none.
 * @param {import('./context.d.mts').DoctorContext} context
 * @param {string} url
 * @returns {Promise<{ document: Record<string, unknown> } | { problem: string }>}
 */
async function readDiscovery(context, url) {
  const answer = await send(context, url, { headers: { Accept: 'application/json' } });
  if (!answer.ok) return { problem: answer.why };
  if (answer.status !== 200) {
    const location = headerValue(answer.headers, 'Location');
    return { problem: `responde HTTP ${answer.status}${location ? ` hacia ${location}` : ''}; debe responder 200 con el documento de descubrimiento` };
  }
  try {
    const document = JSON.parse(answer.body);
    if (document !== null && typeof document === 'object' && !Array.isArray(document)) return { document };
  } catch {
    // Reported below.
  }
  return { problem: `responde HTTP 200 pero no con un objeto JSON (Content-Type «${headerValue(answer.headers, 'Content-Type') ?? 'ninguno'}»)` };
}

/**
 * An endpoint the portal calls: config.json's when identity.metadata gives it (the portal then asks
 * for nothing else), else the discovery document's; null when neither has a valid address.
 * @param {string | undefined} configured
 * @param {unknown} discovered
 */
function endpoint(configured, discovered) {
  const value = configured ?? discovered;
  if (typeof value !== 'string' || !URL.canParse(value)) return null;
  return value;
}

/** @type {import('./context.d.mts').DoctorSection} */
export async function identityChecks(context) {
  if (context.appConfig === null) {
    return [check('warn', 'identity-skipped', 'No se comprobó el proveedor de identidad: config.json no es válido, así que no se sabe a qué realm apunta.', DOCS.config)];
  }
  const addresses = identityAddresses(context.appConfig, context.portal);
  const { metadata } = context.appConfig.identity;
  const place = providerPlace(addresses.authority, context.portal);
  const read = await readDiscovery(context, addresses.discovery);
  const document = 'document' in read ? read.document : null;
  const problem = 'problem' in read ? read.problem : '';
  const missing = `no hay documento de descubrimiento (${addresses.discovery} ${problem})`;
  /** @type {import('./security-headers.d.mts').Check[]} */
  const checks = [
    document === null
      ? metadata === null
        ? check('fail', 'identity-discovery', `${addresses.discovery} ${problem}: el portal no puede iniciar sesión sin él${place}.`, DOCS.realm)
        : check('warn', 'identity-discovery', `${addresses.discovery} ${problem}. El portal no lo pide (identity.metadata da sus endpoints), pero no se pudo comprobar que el issuer y los endpoints sigan siendo los del realm${place}.`, DOCS.realm)
      : checkDiscovery(document, addresses, metadata, place),
    document === null ? check('warn', 'identity-pkce', `No se comprobó PKCE S256: ${missing}.`, DOCS.client) : checkPkce(document, addresses.discovery),
  ];
  const authorization = endpoint(metadata?.authorizationEndpoint, document?.authorization_endpoint);
  const token = endpoint(metadata?.tokenEndpoint, document?.token_endpoint);
  const endSession = endpoint(metadata?.endSessionEndpoint, document?.end_session_endpoint);
  // Without a document the line above already fails: what depends on it is said to be unchecked.
  // A document without the endpoint is a fault of its own.
  const without = (/** @type {string} */ id, /** @type {string} */ name, /** @type {string} */ what) =>
    document === null
      ? check('warn', id, `No se comprobó: ${missing}, ni identity.metadata da ${name}.`, DOCS.realm)
      : check('fail', id, `Ni identity.metadata ni ${addresses.discovery} dan un ${name} válido: ${what}.`, DOCS.realm);
  if (authorization === null) {
    const what = 'no se pudo comprobar ninguna dirección de retorno ni el marco de la comprobación silenciosa';
    checks.push(without('identity-redirect', 'authorization_endpoint', what), without('identity-redirect-exact', 'authorization_endpoint', what));
  } else {
    checks.push(...(await redirectChecks(context, addresses, authorization, place)));
  }
  checks.push(endSession === null ? without('identity-logout', 'end_session_endpoint', '«Cerrar sesión» no puede cerrar la sesión en el proveedor') : await logoutCheck(context, addresses, endSession));
  checks.push(token === null ? without('identity-cors', 'token_endpoint', 'no hay dónde canjear el código') : await corsCheck(context, token));
  if (authorization !== null) checks.push(await framingCheck(context, addresses, authorization));
  else checks.push(without('identity-frame', 'authorization_endpoint', 'no se pudo comprobar el marco de la comprobación silenciosa'));
  return checks;
}

/**
 * The redirect checks: the portal's own callback accepted; a foreign one and another path of the portal refused.
 * @param {import('./context.d.mts').DoctorContext} context
 * @param {import('./identity.d.mts').IdentityAddresses} addresses
 * @param {string} endpoint
 * @param {string} place
 */
async function redirectChecks(context, addresses, endpoint, place) {
  const { clientId, callback } = addresses;
  const ask = async (/** @type {string} */ redirectUri) => {
    const url = authorizationUrl(endpoint, { clientId, redirectUri });
    const answer = await send(context, url);
    return answer.ok ? authorizationOutcome(answer, redirectUri, url) : /** @type {const} */ ({ kind: 'unreachable', detail: answer.why });
  };
  const own = await ask(callback);
  const request = `client_id ${clientId}, response_type=code, scope openid, PKCE S256`;
  /** @type {import('./security-headers.d.mts').Check} */
  let first;
  if (own.kind === 'login' || (own.kind === 'back' && !own.params?.has('error'))) {
    first = check('ok', 'identity-redirect', `${endpoint} acepta la dirección de retorno del portal ${callback} (${request}): ${own.detail}${place}.`, DOCS.client);
  } else if (own.kind === 'back') {
    const error = `error=${own.params?.get('error')}${own.params?.has('error_description') ? ` («${own.params.get('error_description')}»)` : ''}`;
    first = check('fail', 'identity-redirect', `${endpoint} acepta ${callback} pero devuelve al portal ${error} a su solicitud de inicio de sesión (${request}): nadie podría iniciar sesión.`, DOCS.client);
  } else if (own.kind === 'refused') {
    first = check('fail', 'identity-redirect', `${endpoint} rechaza la solicitud de inicio de sesión del portal con redirect_uri=${callback} (${own.detail}): nadie puede iniciar sesión. Registre ${callback} en las direcciones de retorno del cliente ${clientId}.`, DOCS.client);
  } else {
    first = check('fail', 'identity-redirect', `${endpoint}: la solicitud de inicio de sesión del portal (redirect_uri=${callback}) ${own.kind === 'unreachable' ? 'quedó' : 'recibe'} ${own.detail}${place}.`, DOCS.client);
  }
  /** @type {{ address: string, outcome: Awaited<ReturnType<typeof ask>> }[]} */
  const others = [];
  for (const address of addresses.foreign) others.push({ address, outcome: await ask(address) });
  const accepted = others.filter(({ outcome }) => outcome.kind === 'login' || outcome.kind === 'back');
  const undecided = others.filter(({ outcome }) => outcome.kind === 'broken' || outcome.kind === 'unreachable');
  // One reason for all the addresses when the provider gave the same answer to each.
  const list = (/** @type {typeof others} */ items) =>
    new Set(items.map(({ outcome }) => outcome.detail)).size === 1
      ? `${items.map(({ address }) => address).join(' y ')} (${items[0]?.outcome.detail})`
      : items.map(({ address, outcome }) => `${address} (${outcome.detail})`).join(' y ');
  /** @type {import('./security-headers.d.mts').Check} */
  let second;
  if (accepted.length > 0) {
    second = check('fail', 'identity-redirect-exact', `${endpoint} acepta redirect_uri=${list(accepted)}: RFC 9700 §2.1, §4.1 (OAuth 2.0 Security BCP) exige comparar la dirección de retorno exactamente; con un comodín, un atacante recibe el código de autorización de una persona. Registre solo ${callback} y ${addresses.silent}.`, DOCS.client);
  } else if (first.status !== 'ok') {
    second = check('warn', 'identity-redirect-exact', `No se sabe si ${endpoint} compara exactamente las direcciones de retorno: rechaza también la del portal (vea la línea anterior).`, DOCS.client);
  } else if (undecided.length > 0) {
    second = check('warn', 'identity-redirect-exact', `${endpoint} no dijo si acepta redirect_uri=${list(undecided)}; compruebe a mano que otra dirección recibe «Invalid parameter: redirect_uri».`, DOCS.checkIt);
  } else {
    second = check('ok', 'identity-redirect-exact', `${endpoint} rechaza redirect_uri=${list(others)}: compara las direcciones de retorno exactamente.`, DOCS.client);
  }
  return [first, second];
}

/**
 * The post-sign-out address accepted, asked without id_token_hint so no session can end.
 * @param {import('./context.d.mts').DoctorContext} context
 * @param {import('./identity.d.mts').IdentityAddresses} addresses
 * @param {string} endpoint
 */
async function logoutCheck(context, { clientId, postLogout }, endpoint) {
  const url = new URL(endpoint);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('post_logout_redirect_uri', postLogout);
  const answer = await send(context, url.href);
  if (!answer.ok) return check('fail', 'identity-logout', `${endpoint}: ${answer.why}; «Cerrar sesión» no llegaría al proveedor.`, DOCS.client);
  const { verdict, detail } = logoutOutcome(answer, postLogout, url.href);
  if (verdict === 'accepted') {
    return check('ok', 'identity-logout', `${endpoint} acepta post_logout_redirect_uri=${postLogout} (client_id ${clientId}, sin id_token_hint): ${detail}; no se cerró ninguna sesión.`, DOCS.client);
  }
  if (verdict === 'refused') {
    return check('fail', 'identity-logout', `${endpoint} rechaza post_logout_redirect_uri=${postLogout} (${detail}): tras «Cerrar sesión» la persona queda en una página de error del proveedor. Registre ${postLogout} en las direcciones de retorno tras cerrar sesión del cliente ${clientId}.`, DOCS.client);
  }
  return check('warn', 'identity-logout', `${endpoint} responde ${detail} a client_id ${clientId} con post_logout_redirect_uri=${postLogout} y sin id_token_hint; no se puede saber si la acepta. Compruébelo a mano: «Cerrar sesión» en el portal debe volver a ${postLogout}.`, DOCS.checkIt);
}

/**
 * The token endpoint's answer to a CORS preflight from the portal's origin.
 * @param {import('./context.d.mts').DoctorContext} context
 * @param {string} endpoint
 */
async function corsCheck(context, endpoint) {
  const origin = context.portal.origin;
  if (new URL(endpoint).origin === origin) {
    return check('ok', 'identity-cors', `${endpoint} está en el mismo origen del portal: el navegador no aplica CORS a sus llamadas.`, DOCS.client);
  }
  const answer = await send(context, endpoint, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
  });
  if (!answer.ok) return check('fail', 'identity-cors', `${endpoint}: la verificación previa CORS (OPTIONS) ${answer.why}.`, DOCS.client);
  const allowOrigin = headerValue(answer.headers, 'Access-Control-Allow-Origin');
  const consequence = 'el navegador no deja al portal leer la respuesta del endpoint de tokens y ningún inicio de sesión termina';
  if (answer.status < 200 || answer.status > 299) {
    return check('fail', 'identity-cors', `${endpoint} responde HTTP ${answer.status} a la verificación previa CORS desde ${origin}; ${consequence}. Añada ${origin} a los orígenes web del cliente.`, DOCS.client);
  }
  if (allowOrigin !== '*' && allowOrigin !== origin) {
    const seen = allowOrigin === null ? 'no envía Access-Control-Allow-Origin' : `envía Access-Control-Allow-Origin «${allowOrigin}»`;
    return check('fail', 'identity-cors', `${endpoint} ${seen} a la verificación previa CORS desde ${origin}; ${consequence}. Añada ${origin} a los orígenes web del cliente.`, DOCS.client);
  }
  const allowHeaders = (headerValue(answer.headers, 'Access-Control-Allow-Headers') ?? '').toLowerCase().split(',').map((name) => name.trim());
  if (!allowHeaders.includes('content-type') && !allowHeaders.includes('*')) {
    return check('warn', 'identity-cors', `${endpoint} permite ${origin} pero no lista content-type en Access-Control-Allow-Headers; el portal envía application/x-www-form-urlencoded, que no necesita verificación previa, así que hoy no le impide nada.`, DOCS.client);
  }
  return check('ok', 'identity-cors', `${endpoint} permite ${origin} en la verificación previa CORS (Access-Control-Allow-Origin «${allowOrigin}», POST con content-type).`, DOCS.client);
}

/**
 * The silent check's request (`prompt=none`, back to silent-renew.html) followed on the
 * provider, GET by GET, to the document the hidden frame would show: a redirect back to the portal's
 * page is what the silent check needs (browsers apply no framing header to a redirect); a document of
 * the provider must let the portal frame it, and even then it does not end the check.
 * @param {import('./context.d.mts').DoctorContext} context
 * @param {import('./identity.d.mts').IdentityAddresses} addresses
 * @param {string} endpoint
 */
async function framingCheck(context, { clientId, silent }, endpoint) {
  let url = authorizationUrl(endpoint, { clientId, redirectUri: silent, prompt: 'none' });
  const ancestor = context.portal;
  const consequence = 'la comprobación silenciosa falla y cada pestaña nueva empieza sin sesión';
  for (let hop = 0; hop < 5; hop += 1) {
    const answer = await send(context, url);
    if (!answer.ok) return check('fail', 'identity-frame', `${url.split('?')[0]} (prompt=none): ${answer.why}; ${consequence}.`, DOCS.frame);
    const outcome = authorizationOutcome(answer, silent, url);
    if (outcome.kind === 'back') {
      const said = outcome.params?.get('error') ?? (outcome.params?.has('code') ? 'code' : 'sin error');
      const ignored = framingVerdict(answer.headers, new URL(url), ancestor).allowed ? '' : ' (las cabeceras de marco de una redirección no cuentan)';
      return check('ok', 'identity-frame', `${endpoint} con prompt=none redirige a ${silent} (${said}): el marco oculto termina en la página del portal${ignored}${providerPlace(url, ancestor)}.`, DOCS.frame);
    }
    if (outcome.kind === 'refused' && hop === 0) {
      return check('fail', 'identity-frame', `${endpoint} rechaza la dirección de la comprobación silenciosa ${silent} (${outcome.detail}); ${consequence}. Regístrela en las direcciones de retorno del cliente ${clientId}.`, DOCS.client);
    }
    const location = headerValue(answer.headers, 'Location');
    if (answer.status >= 300 && answer.status < 400 && location !== null) {
      url = new URL(location, url).href;
      continue;
    }
    const page = new URL(url);
    const { allowed, by } = framingVerdict(answer.headers, page, ancestor);
    const where = `${page.origin}${page.pathname}`;
    if (!allowed) {
      return check('fail', 'identity-frame', `Con prompt=none el proveedor responde un documento (${where}, HTTP ${answer.status}) que no deja enmarcarse por ${ancestor.origin}: ${by}; ${consequence}${providerPlace(url, ancestor)}.`, DOCS.frame);
    }
    return check('warn', 'identity-frame', `Con prompt=none el proveedor no vuelve a ${silent}: responde un documento (${where}, HTTP ${answer.status}; ${by}); la comprobación silenciosa espera 4 s sin respuesta y la pestaña nueva empieza sin sesión.`, DOCS.frame);
  }
  return check('fail', 'identity-frame', `Con prompt=none el proveedor redirige más de 5 veces sin volver a ${silent}; ${consequence}.`, DOCS.frame);
}

// The deployment doctor's checks of the other origins config.json names (docs/configuration.md):
// the IP-lookup services, the telemetry collector, the card checkout origins and the release-notes
// widget. Each must answer over HTTP at all (any status: the doctor only asks with GET, never with
// what the portal sends; an IP-lookup service without an address in its answer is a warning); the widget's bytes must also match releaseNotesWidgetIntegrity, and when
// it is on another origin, the CORS answer its `crossorigin="anonymous"` load needs. Types:
// origins.d.mts.
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { describeNetworkError } from './network.mjs';
import { headerValue } from './security-headers.mjs';

/** Where docs/configuration.md says what each origin is for. */
const DOCS = {
  ipLookup: 'docs/configuration.md#client-ip-lookup',
  telemetry: 'docs/configuration.md#field-telemetry',
  checkout: 'docs/configuration.md#footer',
  widget: 'docs/configuration.md#footer',
  widgetCors: 'docs/deployment.md#the-other-origins',
};

/** @param {'ok'|'fail'|'warn'} status @param {string} id @param {string} message @param {string} doc */
const check = (status, id, message, doc) => ({ status, id, message, doc });

/**
 * Whether an address answers HTTP at all (GET, redirects not followed): a check naming the address
 * and the status, or the error.
 * @param {import('./context.d.mts').DoctorContext} context
 * @param {string} url
 * @param {{ id: string, what: string, doc: string }} about what the address is, for the message
 * @returns {Promise<import('./context.d.mts').Check>}
 */
async function reachable(context, url, { id, what, doc }) {
  try {
    const answer = await context.fetch(url, { method: 'GET', headers: { Origin: context.portal.origin } });
    await answer.body?.cancel();
    return check('ok', id, `${what} ${url} responde (HTTP ${answer.status}).`, doc);
  } catch (error) {
    return check('fail', id, `${what} ${url} no responde: ${describeNetworkError(error)}.`, doc);
  }
}

/**
 * The address an IP-echo service gave, as the portal reads it (docs/configuration.md): the text
 * itself, or the `ip` of a JSON object; null when it is not an IPv4 or IPv6 address.
 * @param {string} body
 * @returns {string | null}
 */
function echoedIp(body) {
  const text = body.trim();
  if (isIP(text) !== 0) return text;
  try {
    const ip = /** @type {{ ip?: unknown }} */ (JSON.parse(text))?.ip;
    return typeof ip === 'string' && isIP(ip.trim()) !== 0 ? ip.trim() : null;
  } catch {
    return null;
  }
}

/**
 * An IP-lookup service: it must answer (✗ otherwise); an answer without an address is a warning,
 * since the portal then tries the next service and, with none, pays without the client's IP.
 * @param {import('./context.d.mts').DoctorContext} context
 * @param {string} url
 * @param {string} id
 * @returns {Promise<import('./context.d.mts').Check>}
 */
async function ipServiceCheck(context, url, id) {
  const what = 'El servicio de IP (ipLookup.services)';
  try {
    const answer = await context.fetch(url, { method: 'GET', headers: { Origin: context.portal.origin } });
    const body = await answer.text().catch(() => '');
    const ip = answer.ok ? echoedIp(body) : null;
    if (ip !== null) return check('ok', id, `${what} ${url} responde con una dirección IP (${ip}).`, DOCS.ipLookup);
    return check('warn', id, `${what} ${url} responde HTTP ${answer.status} sin una dirección IP (texto o JSON {"ip": …}); el portal pasa al siguiente servicio.`, DOCS.ipLookup);
  } catch (error) {
    return check('fail', id, `${what} ${url} no responde: ${describeNetworkError(error)}.`, DOCS.ipLookup);
  }
}

/** The SRI algorithms the browser knows, weakest first. */
const ALGORITHMS = ['sha256', 'sha384', 'sha512'];

/**
 * The digests of a file as SRI values, one per algorithm the browser knows.
 * @param {Uint8Array} bytes
 * @returns {{ sha256: string, sha384: string, sha512: string }}
 */
export function sriDigests(bytes) {
  const digest = (/** @type {string} */ algorithm) => `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;
  return { sha256: digest('sha256'), sha384: digest('sha384'), sha512: digest('sha512') };
}

/**
 * The widget's bytes held against releaseNotesWidgetIntegrity as the browser does: of the values
 * given (space-separated, options after `?` ignored), only those of the strongest algorithm count,
 * and any one of them matching is enough.
 * @param {Uint8Array} bytes
 * @param {string} integrity
 * @param {string} url the widget's address, named in the message
 * @returns {import('./context.d.mts').Check}
 */
export function checkWidgetIntegrity(bytes, integrity, url) {
  const given = integrity
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => /^(sha256|sha384|sha512)-([A-Za-z0-9+/_-]+={0,2})(\?.*)?$/i.exec(token))
    .filter((match) => match !== null)
    .map((match) => ({ algorithm: match[1].toLowerCase(), value: `${match[1].toLowerCase()}-${match[2]}` }));
  if (given.length === 0) {
    return check('fail', 'widget-integrity', `releaseNotesWidgetIntegrity «${integrity}» no tiene ningún valor SRI válido (sha256-…, sha384-… o sha512-…).`, DOCS.widget);
  }
  const strongest = ALGORITHMS.filter((algorithm) => given.some((item) => item.algorithm === algorithm)).at(-1) ?? 'sha384';
  const digests = sriDigests(bytes);
  const actual = digests[/** @type {keyof typeof digests} */ (strongest)];
  const candidates = given.filter((item) => item.algorithm === strongest).map((item) => item.value);
  if (candidates.includes(actual)) {
    return check('ok', 'widget-integrity', `El widget ${url} coincide con releaseNotesWidgetIntegrity (${strongest}).`, DOCS.widget);
  }
  return check(
    'fail',
    'widget-integrity',
    `El widget ${url} tiene ${actual}, pero releaseNotesWidgetIntegrity dice ${candidates.join(' ')}: el navegador no lo ejecuta. Si el cambio del proveedor es legítimo, ponga el valor nuevo y regenere las cabeceras.`,
    DOCS.widget,
  );
}

/**
 * The release-notes widget: fetched as the browser loads it (redirects followed, with the portal's
 * Origin), its integrity held to the configured one and, on another origin, its CORS answer.
 * @param {import('./context.d.mts').DoctorContext} context
 * @param {string} url
 * @param {string} integrity
 * @returns {Promise<import('./context.d.mts').Check[]>}
 */
async function widgetChecks(context, url, integrity) {
  /** @type {Response} */
  let answer;
  try {
    answer = await context.fetch(url, { method: 'GET', redirect: 'follow', headers: { Origin: context.portal.origin } });
  } catch (error) {
    return [check('fail', 'widget', `El widget de novedades ${url} no responde: ${describeNetworkError(error)}.`, DOCS.widget)];
  }
  const bytes = new Uint8Array(await answer.arrayBuffer().catch(() => new ArrayBuffer(0)));
  if (!answer.ok) {
    return [check('fail', 'widget', `El widget de novedades ${url} responde HTTP ${answer.status}; el navegador no lo carga.`, DOCS.widget)];
  }
  const checks = [check('ok', 'widget', `El widget de novedades ${url} responde (HTTP ${answer.status}, ${bytes.length} bytes).`, DOCS.widget)];
  const sameOrigin = new URL(url).origin === context.portal.origin;
  if (integrity.trim() === '') {
    checks.push(
      sameOrigin
        ? check('ok', 'widget-integrity', `El widget ${url} está en el propio portal; no necesita releaseNotesWidgetIntegrity.`, DOCS.widget)
        : check('fail', 'widget-integrity', `El widget ${url} está en otro servidor y releaseNotesWidgetIntegrity está vacío; debe ser ${sriDigests(bytes).sha384} si este es el archivo esperado.`, DOCS.widget),
    );
  } else {
    checks.push(checkWidgetIntegrity(bytes, integrity, url));
  }
  if (!sameOrigin) {
    // With an integrity the script is loaded with crossorigin="anonymous": a CORS request.
    const allowed = headerValue(answer.headers, 'Access-Control-Allow-Origin');
    if (allowed === '*' || allowed === context.portal.origin) {
      checks.push(check('ok', 'widget-cors', `El widget ${url} permite cargarlo desde ${context.portal.origin} (Access-Control-Allow-Origin «${allowed}»).`, DOCS.widgetCors));
    } else {
      const seen = allowed === null ? 'no envía Access-Control-Allow-Origin' : `envía Access-Control-Allow-Origin «${allowed}»`;
      checks.push(check('fail', 'widget-cors', `El widget ${url} ${seen}; se carga con crossorigin="anonymous" y el navegador lo bloquea. Debe ser «*» o «${context.portal.origin}».`, DOCS.widgetCors));
    }
  }
  return checks;
}

/**
 * The other origins of the configuration, each reachable; the widget also by its integrity.
 * @param {import('./context.d.mts').DoctorContext} context
 * @returns {Promise<import('./context.d.mts').Check[]>}
 */
export async function originChecks(context) {
  const config = context.appConfig;
  if (config === null) {
    return [check('warn', 'origins', 'No se revisan los otros orígenes: el config.json no se pudo leer o no es válido (vea la sección de configuración).', DOCS.ipLookup)];
  }
  const services = config.ipLookup.services.map((url, index) => ipServiceCheck(context, url, `ip-lookup-${index + 1}`));
  const telemetry =
    config.telemetry === null
      ? Promise.resolve(check('ok', 'telemetry', 'La telemetría no está configurada (telemetry): el portal no envía nada.', DOCS.telemetry))
      : reachable(context, config.telemetry.endpoint, { id: 'telemetry', what: 'El colector de telemetría (telemetry.endpoint)', doc: DOCS.telemetry });
  const checkouts =
    config.checkoutOrigins.length === 0
      ? [Promise.resolve(check('ok', 'checkout', 'No hay pasarelas de pago configuradas (checkoutOrigins).', DOCS.checkout))]
      : config.checkoutOrigins.map((origin, index) => {
          const id = `checkout-${index + 1}`;
          if (origin === '/' || origin.replace(/\/$/, '') === context.portal.origin) {
            return Promise.resolve(check('ok', id, `La pasarela «${origin}» (checkoutOrigins) es el propio portal.`, DOCS.checkout));
          }
          return reachable(context, `${origin.replace(/\/$/, '')}/`, { id, what: 'La pasarela de pago (checkoutOrigins)', doc: DOCS.checkout });
        });
  const widget =
    config.releaseNotesWidgetUrl === ''
      ? Promise.resolve([check('ok', 'widget', 'El widget de novedades no está configurado (releaseNotesWidgetUrl vacío).', DOCS.widget)])
      : widgetChecks(context, config.releaseNotesWidgetUrl, config.releaseNotesWidgetIntegrity);
  const [ipChecks, telemetryCheck, checkoutChecks, widgetResult] = await Promise.all([Promise.all(services), telemetry, Promise.all(checkouts), widget]);
  return [...ipChecks, telemetryCheck, ...checkoutChecks, ...widgetResult];
}

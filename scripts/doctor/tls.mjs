// The deployment doctor's TLS checks: the portal's certificate is one Node trusts (the system's
// authorities and NODE_EXTRA_CA_CERTS), names the portal's host and stays valid for more than
// MIN_DAYS days, and plain http on the checked port only redirects to the same address on https,
// as deploy/nginx/portal.conf's port-80 server does (docs/deployment.md). Types: tls.d.mts.
import { isIP } from 'node:net';
import { connect, rootCertificates } from 'node:tls';
import { describeNetworkError, isLoopback } from './network.mjs';
import { headerValue } from './security-headers.mjs';

/** Where docs/deployment.md says how the certificate and the redirect are set up. */
const DOCS = {
  tls: 'docs/deployment.md#tls-and-the-http-redirect',
};

/** Fewer days left than this, or exactly this many, is a failure: a renewal must be under way. */
const MIN_DAYS = 14;

const DAY_MS = 86_400_000;

/** @param {'ok'|'fail'|'warn'} status @param {string} id @param {string} message @param {string} doc */
const check = (status, id, message, doc) => ({ status, id, message, doc });


/** A date as people read it in the report: 2027-01-04 11:29 UTC. @param {Date} date */
const day = (date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** What Node's verification codes mean for the portal's certificate. */
const TRUST_REASONS = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'es autofirmado',
  SELF_SIGNED_CERT_IN_CHAIN: 'su cadena termina en una autoridad que no es de confianza',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'el servidor no envía la cadena intermedia, o su autoridad no es de confianza',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'el servidor no envía la cadena intermedia, o su autoridad no es de confianza',
  UNABLE_TO_GET_ISSUER_CERT: 'falta el certificado de su emisor en la cadena',
  CERT_REVOKED: 'fue revocado',
  CERT_SIGNATURE_FAILURE: 'su firma no es válida',
};

/**
 * The certificate as the server presented it, held to the checks: trusted and naming the host
 * (`authorizationError` as Node's TLS reports it, null when none), and its dates against `now`.
 * @param {{ host: string, authorizationError: string | null, validFrom: Date, validTo: Date, subject?: string, issuer?: string }} seen
 * @param {Date} now
 * @returns {import('./context.d.mts').Check[]}
 */
export function checkCertificate(seen, now) {
  const { host, authorizationError, validFrom, validTo } = seen;
  const who = `El certificado de ${host}${seen.issuer ? ` (emitido por ${seen.issuer})` : ''}`;
  const daysLeft = Math.floor((validTo.getTime() - now.getTime()) / DAY_MS);
  if (authorizationError === 'CERT_HAS_EXPIRED' || validTo.getTime() <= now.getTime()) {
    const ago = Math.floor((now.getTime() - validTo.getTime()) / DAY_MS);
    return [check('fail', 'tls-certificate', `${who} venció el ${day(validTo)} (hace ${ago} ${ago === 1 ? 'día' : 'días'}); el navegador no abre el portal.`, DOCS.tls)];
  }
  if (authorizationError === 'CERT_NOT_YET_VALID' || validFrom.getTime() > now.getTime()) {
    return [check('fail', 'tls-certificate', `${who} aún no es válido: empieza el ${day(validFrom)}; revise el reloj del servidor o el certificado.`, DOCS.tls)];
  }
  const checks = [];
  if (authorizationError === null) {
    checks.push(check('ok', 'tls-certificate', `${who} es de confianza y corresponde al host.`, DOCS.tls));
  } else if (authorizationError === 'ERR_TLS_CERT_ALTNAME_INVALID') {
    checks.push(check('fail', 'tls-certificate', `${who} no nombra a ${host} (subjectAltName${seen.subject ? ` «${seen.subject}»` : ''}); el navegador lo rechaza.`, DOCS.tls));
  } else {
    const reason = TRUST_REASONS[/** @type {keyof typeof TRUST_REASONS} */ (authorizationError)] ?? 'no es de confianza';
    checks.push(check('fail', 'tls-certificate', `${who} ${reason} (${authorizationError}); el navegador lo rechaza.`, DOCS.tls));
  }
  if (daysLeft <= MIN_DAYS) {
    checks.push(check('fail', 'tls-expiry', `${who} vence el ${day(validTo)}: quedan ${daysLeft} ${daysLeft === 1 ? 'día' : 'días'}, ${MIN_DAYS} o menos. Renuévelo ya.`, DOCS.tls));
  } else {
    checks.push(check('ok', 'tls-expiry', `${who} vence el ${day(validTo)} (quedan ${daysLeft} días).`, DOCS.tls));
  }
  return checks;
}

/**
 * Connects to the portal with TLS (verification reported, not enforced, so the certificate can be
 * described) and resolves with what the checks need.
 * @param {URL} portal
 * @param {{ timeoutMs: number, ca?: string | Buffer }} options `ca`: trusted besides the default ones (the tests' certificates)
 * @returns {Promise<{ authorizationError: string | null, validFrom: Date, validTo: Date, subject: string, issuer: string }>}
 */
function peerCertificate(portal, { timeoutMs, ca }) {
  const host = portal.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const socket = connect({
      host,
      port: Number(portal.port || 443),
      ...(isIP(host) === 0 ? { servername: host } : {}),
      ...(ca === undefined ? {} : { ca: [...rootCertificates, String(ca)] }),
      rejectUnauthorized: false,
      ALPNProtocols: ['http/1.1'],
    });
    socket.setTimeout(timeoutMs, () => socket.destroy(Object.assign(new Error('time-out'), { name: 'TimeoutError' })));
    socket.once('error', reject);
    socket.once('secureConnect', () => {
      const certificate = socket.getPeerCertificate();
      const error = socket.authorizationError;
      socket.end();
      if (!certificate || !certificate.valid_to) {
        reject(new Error('el servidor no presentó un certificado'));
        return;
      }
      resolve({
        authorizationError: socket.authorized ? null : String(error instanceof Error ? ((/** @type {{ code?: string }} */ (error)).code ?? error.message) : error),
        validFrom: new Date(certificate.valid_from),
        validTo: new Date(certificate.valid_to),
        subject: certificate.subjectaltname ?? '',
        issuer: certificate.issuer?.O ?? '',
      });
    });
  });
}

/**
 * Plain http's answer held to a permanent redirect to `expected` (the portal's https address):
 * 301 or 308; 302 and 307 redirect too but nobody remembers them (a warning).
 * @param {{ status: number, headers: import('./security-headers.d.mts').HeadersLike }} answer
 * @param {string} asked the http address asked
 * @param {string} expected
 * @returns {import('./context.d.mts').Check}
 */
export function checkHttpRedirect(answer, asked, expected) {
  const location = headerValue(answer.headers, 'Location');
  const target = location === null ? null : URL.canParse(location, asked) ? new URL(location, asked).href : location;
  if (![301, 302, 307, 308].includes(answer.status) || target === null) {
    return check('fail', 'http-redirect', `${asked} responde HTTP ${answer.status} sin redirigir; debe responder 301 a ${expected}.`, DOCS.tls);
  }
  if (target !== expected) {
    return check('fail', 'http-redirect', `${asked} redirige (HTTP ${answer.status}) a ${target}; debe ir a ${expected}.`, DOCS.tls);
  }
  if (answer.status === 302 || answer.status === 307) {
    return check('warn', 'http-redirect', `${asked} redirige a ${expected} con HTTP ${answer.status}, una redirección temporal; use 301 (o 308).`, DOCS.tls);
  }
  return check('ok', 'http-redirect', `${asked} redirige (HTTP ${answer.status}) a ${expected}.`, DOCS.tls);
}

/**
 * The TLS checks of the portal: over https its certificate and the http redirect; over http a
 * warning on a loopback host and a failure anywhere else.
 * @param {import('./context.d.mts').DoctorContext} context
 * @param {{ ca?: string | Buffer, now?: Date }} [options] `ca` trusted besides the default authorities; `now` for the dates
 * @returns {Promise<import('./context.d.mts').Check[]>}
 */
export async function tlsChecks(context, { ca, now = new Date() } = {}) {
  const portal = context.portal;
  if (portal.protocol === 'http:') {
    if (isLoopback(portal.hostname)) {
      return [check('warn', 'tls', `${portal.origin} usa http en una dirección local: no se revisan el certificado ni la redirección.`, DOCS.tls)];
    }
    return [check('fail', 'tls', `${portal.origin} usa http sin cifrar: las contraseñas y los tokens viajan a la vista. Sirva el portal por https.`, DOCS.tls)];
  }
  const host = portal.hostname.replace(/^\[|\]$/g, '');
  const certificate = peerCertificate(portal, { timeoutMs: context.timeoutMs, ca }).then(
    (seen) => checkCertificate({ host, ...seen }, now),
    (error) => [check('fail', 'tls-certificate', `No se pudo abrir una conexión TLS con ${portal.host}: ${describeNetworkError(error)}.`, DOCS.tls)],
  );
  const plain = new URL('/', portal);
  plain.protocol = 'http:';
  plain.port = String(context.httpPort);
  const expected = new URL('/', portal).href;
  const redirect = context.fetch(plain.href, { method: 'GET' }).then(
    async (answer) => {
      await answer.body?.cancel();
      return checkHttpRedirect(answer, plain.href, expected);
    },
    (error) =>
      check('fail', 'http-redirect', `${plain.href} no responde (${describeNetworkError(error)}): quien escriba la dirección sin https no llega al portal. Debe responder 301 a ${expected}.`, DOCS.tls),
  );
  return [...(await certificate), await redirect];
}

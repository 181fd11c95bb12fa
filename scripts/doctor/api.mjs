// The deployment doctor's API checks: the fund's API (apiBaseUrl) answers a call that needs no
// token, and, when it is on another origin than the portal, lets the portal call it from the
// browser: CORS preflights from the portal's origin, as the browser sends them before a call with
// the bearer token (GET), a JSON POST and a JSON PUT, each allowed for that exact origin, method
// and headers. Only OPTIONS and GET are sent (types: api.d.mts).
import { describeNetworkError } from './network.mjs';
import { headerValue } from './security-headers.mjs';

/** Where the docs say what the API's server must answer, and what apiBaseUrl is. */
const DOCS = {
  cors: 'docs/deployment.md#the-apis-cors',
  base: 'docs/configuration.md#api-and-identity',
};

/**
 * The calls whose preflights are checked: operations of docs/api/openapi.yaml as the portal's
 * AxiosHttpClient sends them (Accept is safelisted; Content-Type application/json is not).
 */
const PREFLIGHTS = [
  { id: 'cors-get', method: 'GET', path: '/api/v1/manage/people/users/user', headers: ['authorization'], what: 'GET con token (getUser)' },
  { id: 'cors-post', method: 'POST', path: '/api/v1/create-request/create-request', headers: ['authorization', 'content-type'], what: 'POST JSON con token (createRequest)' },
  { id: 'cors-put', method: 'PUT', path: '/api/v1/manage/people/users/0', headers: ['authorization', 'content-type'], what: 'PUT JSON con token (userUpdate)' },
];

/** The call that needs no token (getFrequentQuestions). */
export const PUBLIC_PATH = '/api/pagos/consultarPreguntasFrecuentes';

/** @param {'ok'|'fail'|'warn'} status @param {string} id @param {string} message @param {string} doc */
const check = (status, id, message, doc) => ({ status, id, message, doc });

/** A comma-separated header as lower-case tokens. @param {string | null} value */
const tokens = (value) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/**
 * A preflight's answer held to what the browser requires before it sends the call (the Fetch
 * standard's CORS check, for a call without cookies, as the portal's are): an ok status, the
 * portal's exact origin, the method (GET, HEAD and POST always pass) and every header asked for
 * (`*` covers all but Authorization, which must be named).
 * `Access-Control-Allow-Origin: *` is a warning: the browser accepts it for the portal's calls, but
 * it lets any page read what the API answers to a token it holds; docs/deployment.md asks for the
 * portal's origin.
 * @param {{ status: number, headers: import('./security-headers.d.mts').HeadersLike }} answer
 * @param {{ id: string, url: string, origin: string, method: string, headers: readonly string[], what?: string }} asked
 * @returns {import('./context.d.mts').Check}
 */
export function checkPreflight(answer, { id, url, origin, method, headers, what = method }) {
  const where = `Preflight de ${what} a ${url}`;
  const allowOrigin = headerValue(answer.headers, 'Access-Control-Allow-Origin');
  const problems = [];
  if (answer.status < 200 || answer.status > 299) problems.push(`responde HTTP ${answer.status} (debe ser 2xx)`);
  if (allowOrigin === null) problems.push(`no envía Access-Control-Allow-Origin (debe ser «${origin}»)`);
  else if (allowOrigin.trim() !== '*' && allowOrigin.trim() !== origin) problems.push(`Access-Control-Allow-Origin es «${allowOrigin}», no «${origin}»`);
  const methods = tokens(headerValue(answer.headers, 'Access-Control-Allow-Methods'));
  if (!['GET', 'HEAD', 'POST'].includes(method) && !methods.includes(method.toLowerCase()) && !methods.includes('*')) {
    problems.push(`Access-Control-Allow-Methods «${methods.join(', ')}» no incluye ${method}`);
  }
  const allowedHeaders = tokens(headerValue(answer.headers, 'Access-Control-Allow-Headers'));
  const missing = headers.filter((name) => !allowedHeaders.includes(name) && !(allowedHeaders.includes('*') && name !== 'authorization'));
  if (missing.length > 0) {
    problems.push(`Access-Control-Allow-Headers «${allowedHeaders.join(', ')}» no incluye ${missing.join(', ')}`);
  }
  if (problems.length > 0) {
    return check('fail', id, `${where} desde ${origin}: ${problems.join('; ')}. El navegador no deja al portal hacer la llamada.`, DOCS.cors);
  }
  if (allowOrigin?.trim() === '*') {
    return check(
      'warn',
      id,
      `${where}: Access-Control-Allow-Origin es «*». El navegador lo acepta (el portal no envía cookies), pero cualquier página puede leer las respuestas de la API; debe ser «${origin}».`,
      DOCS.cors,
    );
  }
  return check('ok', id, `${where}: permitido para ${origin} (${method}, ${headers.join(', ')}).`, DOCS.cors);
}

/**
 * The answer to the call that needs no token: any answer of the API (2xx, or a JSON body) is fine;
 * an HTML page (a 404 of the web server, a proxy's error page) means apiBaseUrl points elsewhere.
 * @param {{ status: number, headers: import('./security-headers.d.mts').HeadersLike }} answer
 * @param {string} url
 * @returns {import('./context.d.mts').Check}
 */
export function checkPublicAnswer(answer, url) {
  const type = (headerValue(answer.headers, 'Content-Type') ?? '').toLowerCase();
  const json = /[/+]json\b/.test(type);
  if ((answer.status >= 200 && answer.status <= 299) || json) {
    return check('ok', 'api-public', `La API responde en ${url} (HTTP ${answer.status}${type ? `, ${type.split(';')[0]}` : ''}).`, DOCS.base);
  }
  if (type.startsWith('text/html')) {
    return check(
      'fail',
      'api-public',
      `${url} responde HTTP ${answer.status} con una página HTML, no la API: apiBaseUrl apunta a un servidor web que no es la API, o le sobra o falta una parte de la ruta.`,
      DOCS.base,
    );
  }
  return check('fail', 'api-public', `${url} responde HTTP ${answer.status}${type ? ` (${type})` : ''} sin un cuerpo JSON: no parece la API.`, DOCS.base);
}

/**
 * The API's checks: the call that needs no token, and the preflights when the API is on another
 * origin (one ok line when it is on the portal's own origin, where the browser sends none).
 * @param {import('./context.d.mts').DoctorContext} context
 * @returns {Promise<import('./context.d.mts').Check[]>}
 */
export async function apiChecks(context) {
  if (context.appConfig === null) {
    return [check('warn', 'api', 'No se revisa la API: el config.json no se pudo leer o no es válido (vea la sección de configuración).', DOCS.base)];
  }
  const base = context.appConfig.apiBaseUrl.replace(/\/+$/, '');
  const origin = context.portal.origin;
  const crossOrigin = new URL(base).origin !== origin;

  const publicUrl = `${base}${PUBLIC_PATH}`;
  const publicCall = context.fetch(publicUrl, { method: 'GET', headers: { Accept: 'application/json', ...(crossOrigin ? { Origin: origin } : {}) } }).then(
    async (answer) => {
      await answer.body?.cancel();
      const checks = [checkPublicAnswer(answer, publicUrl)];
      const allowOrigin = headerValue(answer.headers, 'Access-Control-Allow-Origin');
      if (crossOrigin && checks[0].status === 'ok' && allowOrigin?.trim() !== origin && allowOrigin?.trim() !== '*') {
        const seen = allowOrigin === null ? 'no trae Access-Control-Allow-Origin' : `trae Access-Control-Allow-Origin «${allowOrigin}»`;
        checks.push(check('fail', 'cors-answer', `La respuesta de ${publicUrl} ${seen}; el navegador no deja al portal leerla. Debe ser «${origin}».`, DOCS.cors));
      }
      return checks;
    },
    (error) => [check('fail', 'api-public', `La API no responde en ${publicUrl}: ${describeNetworkError(error)}.`, DOCS.base)],
  );

  if (!crossOrigin) {
    const sameOrigin = check('ok', 'cors', `La API (${base}) está en el mismo origen que el portal: el navegador no pide permiso CORS.`, DOCS.cors);
    return [...(await publicCall), sameOrigin];
  }
  const preflights = PREFLIGHTS.map(async ({ id, method, path, headers, what }) => {
    const url = `${base}${path}`;
    try {
      const answer = await context.fetch(url, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers.join(',') },
      });
      await answer.body?.cancel();
      return checkPreflight(answer, { id, url, origin, method, headers, what });
    } catch (error) {
      return check('fail', id, `Preflight de ${what} a ${url}: la API no responde: ${describeNetworkError(error)}.`, DOCS.cors);
    }
  });
  return [...(await publicCall), ...(await Promise.all(preflights))];
}

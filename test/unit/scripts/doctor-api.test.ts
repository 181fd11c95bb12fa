import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '@/application/shared/config/app-config.model';
import { apiChecks, checkPreflight, checkPublicAnswer, PUBLIC_PATH } from '../../../scripts/doctor/api.mjs';
import type { DoctorContext } from '../../../scripts/doctor/context.d.mts';
import { startCorsGateway, type CorsGateway } from '../../support/doctor/cors-gateway';
import { testConfig } from '../../support/test-config';

// The doctor's API section (docs/deployment.md#the-apis-cors) against a small local API: on the
// portal's own origin, behind the CORS gateway of test/support/doctor with and without the
// portal's origin listed, under a wrong base and with nobody listening.

const portal = new URL('https://portal.caja.example');
const context = (apiBaseUrl: string, portalUrl: URL = portal): DoctorContext => ({
  portal: portalUrl,
  config: {},
  appConfig: testConfig({ apiBaseUrl }) as AppConfig,
  fetch: (url, init) => fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000), ...init }),
  timeoutMs: 5_000,
  httpPort: 80,
});
const listen = async (server: Server) => {
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** The API: the public call answers JSON; any other path is the web server's HTML 404. */
const api = createServer((request, response) => {
  if (request.url === PUBLIC_PATH) {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"url":"x"},"message":"OK"}');
  } else {
    response.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>404 Not Found</body></html>');
  }
});
let apiOrigin = '';
let allowing: CorsGateway;
let refusing: CorsGateway;
let closedPort = '';

beforeAll(async () => {
  apiOrigin = await listen(api);
  allowing = await startCorsGateway({ upstream: apiOrigin, allowOrigins: [portal.origin] });
  refusing = await startCorsGateway({ upstream: apiOrigin, allowOrigins: [] });
  const closed = createServer();
  closedPort = (await listen(closed)).replace(/^.*:/, '');
  await new Promise((done) => closed.close(done));
});
afterAll(async () => {
  await Promise.all([allowing.stop(), refusing.stop(), new Promise((done) => api.close(done))]);
});

const byId = (checks: { id: string }[]) => checks.map((item) => item.id);

describe('the doctor’s API section', () => {
  it('an API behind a gateway that lists the portal’s origin passes the call and the three preflights', async () => {
    const checks = await apiChecks(context(allowing.origin));
    expect(byId(checks)).toEqual(['api-public', 'cors-get', 'cors-post', 'cors-put']);
    expect(checks.map((item) => item.status)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(checks[0]?.message).toBe(`La API responde en ${allowing.origin}${PUBLIC_PATH} (HTTP 200, application/json).`);
    expect(checks[2]).toEqual({
      status: 'ok',
      id: 'cors-post',
      message: `Preflight de POST JSON con token (createRequest) a ${allowing.origin}/api/v1/create-request/create-request: permitido para https://portal.caja.example (POST, authorization, content-type).`,
      doc: 'docs/deployment.md#the-apis-cors',
    });
  });

  it('an API without CORS for the portal fails every preflight and its answer, saying what is missing', async () => {
    const checks = await apiChecks(context(refusing.origin));
    expect(byId(checks)).toEqual(['api-public', 'cors-answer', 'cors-get', 'cors-post', 'cors-put']);
    expect(checks.map((item) => item.status)).toEqual(['ok', 'fail', 'fail', 'fail', 'fail']);
    expect(checks[1]?.message).toBe(
      `La respuesta de ${refusing.origin}${PUBLIC_PATH} no trae Access-Control-Allow-Origin; el navegador no deja al portal leerla. Debe ser «https://portal.caja.example».`,
    );
    expect(checks[2]?.message).toBe(
      `Preflight de GET con token (getUser) a ${refusing.origin}/api/v1/manage/people/users/user desde https://portal.caja.example: no envía Access-Control-Allow-Origin (debe ser «https://portal.caja.example»); Access-Control-Allow-Headers «» no incluye authorization. El navegador no deja al portal hacer la llamada.`,
    );
    expect(checks[4]?.message).toContain('Access-Control-Allow-Methods «» no incluye PUT');
  });

  it('on the portal’s own origin no preflight is sent: one ok line says why', async () => {
    const checks = await apiChecks(context(apiOrigin, new URL(apiOrigin)));
    expect(checks).toEqual([
      expect.objectContaining({ status: 'ok', id: 'api-public' }),
      {
        status: 'ok',
        id: 'cors',
        message: `La API (${apiOrigin}) está en el mismo origen que el portal: el navegador no pide permiso CORS.`,
        doc: 'docs/deployment.md#the-apis-cors',
      },
    ]);
  });

  it('a base that reaches the web server instead of the API fails on its HTML 404', async () => {
    const [call] = await apiChecks(context(`${apiOrigin}/portal`, new URL(apiOrigin)));
    expect(call).toEqual({
      status: 'fail',
      id: 'api-public',
      message: `${apiOrigin}/portal${PUBLIC_PATH} responde HTTP 404 con una página HTML, no la API: apiBaseUrl apunta a un servidor web que no es la API, o le sobra o falta una parte de la ruta.`,
      doc: 'docs/configuration.md#api-and-identity',
    });
  });

  it('an API nobody listens on fails the call and each preflight, naming the refusal', async () => {
    const base = `http://127.0.0.1:${closedPort}`;
    const checks = await apiChecks(context(base));
    expect(checks.map((item) => item.status)).toEqual(['fail', 'fail', 'fail', 'fail']);
    expect(checks[0]?.message).toBe(`La API no responde en ${base}${PUBLIC_PATH}: la conexión fue rechazada: nadie escucha en ese puerto (ECONNREFUSED).`);
    expect(checks[1]?.message).toMatch(/^Preflight de GET con token \(getUser\) a .*: la API no responde: la conexión fue rechazada/);
  });

  it('the gateway forwards a mapped path prefix to the upstream’s path, with the portal’s CORS', async () => {
    const mapped = await startCorsGateway({ upstream: apiOrigin, allowOrigins: [portal.origin], paths: { '/servicios/': '/api/pagos/' } });
    try {
      const answer = await fetch(`${mapped.origin}/servicios/consultarPreguntasFrecuentes`, { headers: { Origin: portal.origin } });
      expect([answer.status, answer.headers.get('access-control-allow-origin'), await answer.text()]).toEqual([200, portal.origin, '{"data":{"url":"x"},"message":"OK"}']);
    } finally {
      await mapped.stop();
    }
  });

  it('without a valid configuration the section says it checks nothing', async () => {
    const checks = await apiChecks({ ...context(apiOrigin), appConfig: null });
    expect(checks).toEqual([expect.objectContaining({ status: 'warn', id: 'api' })]);
  });
});

describe('a preflight’s answer', () => {
  const asked = { id: 'cors-put', url: 'https://api.caja.example/x', origin: portal.origin, method: 'PUT', headers: ['authorization', 'content-type'] };
  const answer = (headers: Record<string, string>, status = 204) => ({ status, headers });
  const allowed = { 'Access-Control-Allow-Origin': portal.origin, 'Access-Control-Allow-Methods': 'GET, PUT', 'Access-Control-Allow-Headers': 'Authorization, Content-Type' };

  it('passes with the exact origin, the method and the headers named in any case', () => {
    expect(checkPreflight(answer(allowed), asked).status).toBe('ok');
  });

  it('* as the origin is a warning: the browser accepts it, but any page may read the answers', () => {
    const check = checkPreflight(answer({ ...allowed, 'Access-Control-Allow-Origin': '*' }), asked);
    expect(check.status).toBe('warn');
    expect(check.message).toContain('Access-Control-Allow-Origin es «*»');
  });

  it('another origin, a missing method, an error status or * for Authorization fail, each named', () => {
    expect(checkPreflight(answer({ ...allowed, 'Access-Control-Allow-Origin': 'https://otro.example' }), asked).message).toContain(
      'Access-Control-Allow-Origin es «https://otro.example», no «https://portal.caja.example»',
    );
    expect(checkPreflight(answer({ ...allowed, 'Access-Control-Allow-Methods': 'GET, POST' }), asked).message).toContain(
      'Access-Control-Allow-Methods «get, post» no incluye PUT',
    );
    expect(checkPreflight(answer(allowed, 403), asked).message).toContain('responde HTTP 403 (debe ser 2xx)');
    const wildcard = checkPreflight(answer({ ...allowed, 'Access-Control-Allow-Headers': '*' }), asked);
    expect(wildcard.status).toBe('fail');
    expect(wildcard.message).toContain('Access-Control-Allow-Headers «*» no incluye authorization');
  });

  it('GET and POST need not be listed: the browser always allows them', () => {
    const post = { ...asked, method: 'POST' };
    expect(checkPreflight(answer({ ...allowed, 'Access-Control-Allow-Methods': 'PUT' }), post).status).toBe('ok');
  });
});

describe('the public call’s answer', () => {
  const url = 'https://api.caja.example/api/pagos/consultarPreguntasFrecuentes';
  it('an error of the API in JSON is still the API; a proxy’s plain-text 502 is not', () => {
    expect(checkPublicAnswer({ status: 500, headers: { 'content-type': 'application/problem+json' } }, url).status).toBe('ok');
    expect(checkPublicAnswer({ status: 502, headers: { 'content-type': 'text/plain' } }, url)).toEqual(
      expect.objectContaining({ status: 'fail', message: `${url} responde HTTP 502 (text/plain) sin un cuerpo JSON: no parece la API.` }),
    );
  });
});

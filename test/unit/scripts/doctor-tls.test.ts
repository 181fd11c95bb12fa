import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { X509Certificate } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoctorContext } from '../../../scripts/doctor/context.d.mts';
import { checkCertificate, checkHttpRedirect, tlsChecks } from '../../../scripts/doctor/tls.mjs';
import { findNginx, findNginxBrotliModule } from '../../../scripts/find-nginx.mjs';
import { hasOpenssl, startNginxSite, throwAwayCertificate, type NginxSite } from '../../../scripts/nginx-site.mjs';

// The doctor's TLS section (docs/deployment.md#tls-and-the-http-redirect): the pure checks, then
// tlsChecks against small Node https servers with throw-away certificates (a month long, a day
// long, expired, for another host, untrusted) and http servers that redirect or not, and last
// against nginx serving a site as scripts/nginx-site.mjs deploys it, with its port-80 redirect.

const day = 86_400_000;
const now = new Date('2027-03-01T12:00:00Z');
const seen = (validTo: Date, authorizationError: string | null = null) => ({
  host: 'portal.caja.example',
  authorizationError,
  validFrom: new Date(now.getTime() - 60 * day),
  validTo,
});
const context = (portal: string, httpPort: number): DoctorContext => ({
  portal: new URL(portal),
  config: {},
  appConfig: null,
  fetch: (url, init) => fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000), ...init }),
  timeoutMs: 5_000,
  httpPort,
});

describe('the certificate’s checks', () => {
  it('trusted, for the host and with more than 14 days left: two ok lines with the date', () => {
    expect(checkCertificate(seen(new Date(now.getTime() + 15 * day)), now)).toEqual([
      { status: 'ok', id: 'tls-certificate', message: 'El certificado de portal.caja.example es de confianza y corresponde al host.', doc: 'docs/deployment.md#tls-and-the-http-redirect' },
      { status: 'ok', id: 'tls-expiry', message: 'El certificado de portal.caja.example vence el 2027-03-16 12:00 UTC (quedan 15 días).', doc: 'docs/deployment.md#tls-and-the-http-redirect' },
    ]);
  });

  it('14 days left or fewer fails, with the date and the days', () => {
    expect(checkCertificate(seen(new Date(now.getTime() + 14 * day)), now)[1]).toEqual(
      expect.objectContaining({ status: 'fail', message: 'El certificado de portal.caja.example vence el 2027-03-15 12:00 UTC: quedan 14 días, 14 o menos. Renuévelo ya.' }),
    );
  });

  it('expired, untrusted or for another host fails, each in its words', () => {
    expect(checkCertificate(seen(new Date(now.getTime() - 3 * day), 'CERT_HAS_EXPIRED'), now)).toEqual([
      expect.objectContaining({ status: 'fail', message: 'El certificado de portal.caja.example venció el 2027-02-26 12:00 UTC (hace 3 días); el navegador no abre el portal.' }),
    ]);
    const month = new Date(now.getTime() + 30 * day);
    expect(checkCertificate(seen(month, 'UNABLE_TO_VERIFY_LEAF_SIGNATURE'), now)[0]?.message).toBe(
      'El certificado de portal.caja.example el servidor no envía la cadena intermedia, o su autoridad no es de confianza (UNABLE_TO_VERIFY_LEAF_SIGNATURE); el navegador lo rechaza.',
    );
    expect(checkCertificate({ ...seen(month, 'ERR_TLS_CERT_ALTNAME_INVALID'), subject: 'DNS:otro.example' }, now)[0]?.message).toBe(
      'El certificado de portal.caja.example no nombra a portal.caja.example (subjectAltName «DNS:otro.example»); el navegador lo rechaza.',
    );
  });
});

describe('the http redirect’s check', () => {
  const asked = 'http://portal.caja.example/';
  const expected = 'https://portal.caja.example/';
  it('301 or 308 to the same address on https passes; 302 and 307 are a warning', () => {
    expect(checkHttpRedirect({ status: 301, headers: { location: expected } }, asked, expected).status).toBe('ok');
    expect(checkHttpRedirect({ status: 308, headers: { location: expected } }, asked, expected).status).toBe('ok');
    expect(checkHttpRedirect({ status: 302, headers: { location: expected } }, asked, expected)).toEqual(
      expect.objectContaining({ status: 'warn', message: `${asked} redirige a ${expected} con HTTP 302, una redirección temporal; use 301 (o 308).` }),
    );
  });
  it('a page over http, or a redirect elsewhere, fails naming what came', () => {
    expect(checkHttpRedirect({ status: 200, headers: {} }, asked, expected).message).toBe(`${asked} responde HTTP 200 sin redirigir; debe responder 301 a ${expected}.`);
    expect(checkHttpRedirect({ status: 301, headers: { location: 'https://www.caja.example/' } }, asked, expected).message).toBe(
      `${asked} redirige (HTTP 301) a https://www.caja.example/; debe ir a ${expected}.`,
    );
  });
  it('http on a loopback host is a warning, elsewhere a failure', async () => {
    expect((await tlsChecks(context('http://localhost:4173', 80)))[0]?.status).toBe('warn');
    expect(await tlsChecks(context('http://portal.caja.example', 80))).toEqual([
      expect.objectContaining({ status: 'fail', id: 'tls', message: 'http://portal.caja.example usa http sin cifrar: las contraseñas y los tokens viajan a la vista. Sirva el portal por https.' }),
    ]);
  });
});

const listen = async (server: Server) => {
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return (server.address() as AddressInfo).port;
};

describe.runIf(hasOpenssl())('tlsChecks against local servers', () => {
  let dir = '';
  const servers: Server[] = [];
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'doctor-tls-'));
  });
  /** An https server with a throw-away certificate, and an http one that answers `redirect(httpsPort)`. */
  const site = async (name: string, validity: { days?: number; expired?: boolean }, subject = 'localhost', redirect = (port: number) => `https://localhost:${port}/`) => {
    const { certificate, key } = await throwAwayCertificate(join(dir, name), subject, validity);
    const secure = createTlsServer({ cert: readFileSync(certificate), key: readFileSync(key) }, (_request, response) => response.end('portal'));
    const httpsPort = await listen(secure);
    const plain = createServer((_request, response) => response.writeHead(301, { location: redirect(httpsPort) }).end());
    const httpPort = await listen(plain);
    servers.push(secure, plain);
    return { portal: `https://localhost:${httpsPort}`, httpPort, ca: readFileSync(certificate), validTo: new Date(new X509Certificate(readFileSync(certificate)).validTo) };
  };
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('a trusted month-long certificate and a 301 to https pass', async () => {
    const { portal, httpPort, ca } = await site('month', { days: 30 });
    const checks = await tlsChecks(context(portal, httpPort), { ca });
    expect(checks.map(({ status, id }) => `${status} ${id}`)).toEqual(['ok tls-certificate', 'ok tls-expiry', 'ok http-redirect']);
    expect(checks[2]?.message).toBe(`http://localhost:${httpPort}/ redirige (HTTP 301) a ${portal}/.`);
  });

  it('a day-long certificate fails on its days left; an expired one on its date', async () => {
    const short = await site('day', {});
    expect((await tlsChecks(context(short.portal, short.httpPort), { ca: short.ca }))[1]).toEqual(
      expect.objectContaining({ status: 'fail', id: 'tls-expiry', message: expect.stringMatching(/^El certificado de localhost vence el .* UTC: quedan 0 días, 14 o menos\. Renuévelo ya\.$/) }),
    );
    const expired = await site('expired', { expired: true });
    expect((await tlsChecks(context(expired.portal, expired.httpPort), { ca: expired.ca }))[0]).toEqual(
      expect.objectContaining({ status: 'fail', id: 'tls-certificate', message: expect.stringMatching(/^El certificado de localhost venció el .* UTC \(hace 1 día\); el navegador no abre el portal\.$/) }),
    );
  });

  it('an untrusted certificate, one for another host, a redirect elsewhere and no http at all fail', async () => {
    const untrusted = await site('untrusted', { days: 30 });
    expect((await tlsChecks(context(untrusted.portal, untrusted.httpPort)))[0]?.message).toBe(
      'El certificado de localhost es autofirmado (DEPTH_ZERO_SELF_SIGNED_CERT); el navegador lo rechaza.',
    );
    const other = await site('other', { days: 30 }, 'otro.example', () => 'https://localhost/');
    const checks = await tlsChecks(context(other.portal, other.httpPort), { ca: other.ca });
    expect(checks[0]?.message).toBe('El certificado de localhost no nombra a localhost (subjectAltName «DNS:otro.example»); el navegador lo rechaza.');
    expect(checks[2]?.message).toBe(`http://localhost:${other.httpPort}/ redirige (HTTP 301) a https://localhost/; debe ir a ${other.portal}/.`);
    const closed = createServer();
    const closedPort = await listen(closed);
    await new Promise((done) => closed.close(done));
    expect((await tlsChecks(context(untrusted.portal, closedPort), { ca: untrusted.ca }))[2]?.message).toBe(
      `http://localhost:${closedPort}/ no responde (la conexión fue rechazada: nadie escucha en ese puerto (ECONNREFUSED)): quien escriba la dirección sin https no llega al portal. Debe responder 301 a ${untrusted.portal}/.`,
    );
  });
});

// nginx as the deployment runs it (scripts/find-nginx.mjs); without it, skipped out of CI.
const nginx = findNginxBrotliModule() === null ? null : findNginx();
const isCI = process.env.CI === 'true';
if (nginx === null && !isCI) console.warn('doctor-tls: sin nginx o su módulo brotli_static (fuera de CI) se salta la prueba con nginx.');

describe.runIf((nginx !== null || isCI) && hasOpenssl())('tlsChecks against nginx with the port-80 redirect of deploy/nginx/portal.conf', () => {
  let prefix = '';
  let site: NginxSite | undefined;
  let ca: Buffer;
  beforeAll(async () => {
    prefix = mkdtempSync(join(tmpdir(), 'doctor-tls-nginx-'));
    if (nginx === null) throw new Error('CI=true y no hay nginx con brotli_static (apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static, o NGINX_PATH).');
    // A build of two files is enough: nginx serves them, the doctor asks for neither.
    const dist = join(prefix, 'dist');
    mkdirSync(dist, { recursive: true });
    cpSync('public/config.json', join(dist, 'config.json'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    const certificate = await throwAwayCertificate(join(prefix, 'tls'), 'localhost', { days: 30 });
    ca = readFileSync(certificate.certificate);
    site = await startNginxSite({ nginx, prefix: join(prefix, 'site'), dist, upstream: 'http://127.0.0.1:9', tls: certificate, httpRedirectPort: 0 });
  }, 30_000);
  afterAll(async () => {
    await site?.stop();
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  it('the certificate passes and plain http redirects with 301 to the same address on https', async () => {
    const { origin, httpRedirectOrigin = '' } = site!;
    const httpPort = Number(new URL(httpRedirectOrigin).port);
    const checks = await tlsChecks(context(origin, httpPort), { ca });
    expect(checks.map(({ status, id }) => `${status} ${id}`)).toEqual(['ok tls-certificate', 'ok tls-expiry', 'ok http-redirect']);
    // The path and query are kept, as $request_uri does.
    const answer = await fetch(`${httpRedirectOrigin}/certificados?x=1`, { redirect: 'manual' });
    expect([answer.status, answer.headers.get('location')]).toEqual([301, `${origin}/certificados?x=1`]);
  });
});

import { createServer, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '@/application/shared/config/app-config.model';
import type { DoctorContext } from '../../../scripts/doctor/context.d.mts';
import { describeNetworkError } from '../../../scripts/doctor/network.mjs';
import { checkWidgetIntegrity, originChecks, sriDigests } from '../../../scripts/doctor/origins.mjs';
import { hasOpenssl, throwAwayCertificate } from '../../../scripts/nginx-site.mjs';
import { testConfig } from '../../support/test-config';

// The doctor's other-origins section (docs/configuration.md) against small local servers: an
// IP-echo service, a telemetry collector that refuses GET, a checkout, the release-notes widget
// with and without CORS, a server that never answers, one nobody listens on and one whose
// certificate Node does not trust.

const portal = new URL('https://portal.caja.example');
const widget = Buffer.from('window.releaseNotes = function () {};\n');
const context = (config: Partial<AppConfig>, timeoutMs = 5_000): DoctorContext => ({
  portal,
  config: {},
  appConfig: testConfig(config) as AppConfig,
  fetch: (url, init) => fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), ...init }),
  timeoutMs,
  httpPort: 80,
});
const listen = async (server: Server) => {
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return (server.address() as AddressInfo).port;
};

const services = createServer((request, response) => {
  if (request.url === '/ip') response.writeHead(200, { 'content-type': 'text/plain' }).end('203.0.113.7\n');
  else if (request.url === '/ip.json') response.writeHead(200, { 'content-type': 'application/json' }).end('{"ip":"2001:db8::7"}');
  else if (request.url === '/telemetria') response.writeHead(405, { allow: 'POST' }).end();
  else if (request.url === '/widget.js') response.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' }).end(widget);
  else if (request.url === '/sin-cors.js') response.writeHead(200, { 'content-type': 'text/javascript' }).end(widget);
  else response.writeHead(200, { 'content-type': 'text/html' }).end('<p>pasarela</p>');
});
/** Accepts connections and never answers. */
const silent = createServer(() => undefined);
const openssl = hasOpenssl();
const certificates = mkdtempSync(join(tmpdir(), 'doctor-origins-'));
let untrusted: Server | null = null;
let base = '';
let silentBase = '';
let untrustedBase = '';
let closedBase = '';

beforeAll(async () => {
  base = `http://127.0.0.1:${await listen(services)}`;
  silentBase = `http://127.0.0.1:${await listen(silent)}`;
  const closed = createServer();
  closedBase = `http://127.0.0.1:${await listen(closed)}`;
  await new Promise((done) => closed.close(done));
  if (openssl) {
    const { certificate, key } = await throwAwayCertificate(certificates, 'localhost', { days: 30 });
    untrusted = createTlsServer({ cert: readFileSync(certificate), key: readFileSync(key) }, (_request, response) => response.end('ok'));
    untrustedBase = `https://localhost:${await listen(untrusted)}`;
  }
});
afterAll(async () => {
  silent.closeAllConnections();
  await Promise.all([services, silent, ...(untrusted ? [untrusted] : [])].map((server) => new Promise((done) => server.close(done))));
  rmSync(certificates, { recursive: true, force: true });
});

describe('the doctor’s other-origins section', () => {
  it('every origin that answers passes, and the widget matches its integrity and CORS', async () => {
    const checks = await originChecks(
      context({
        ipLookup: { services: [`${base}/ip`, `${base}/ip.json`], timeoutMs: 5_000 },
        telemetry: { endpoint: `${base}/telemetria`, sampleRate: 1 },
        checkoutOrigins: ['/', base],
        releaseNotesWidgetUrl: `${base}/widget.js`,
        releaseNotesWidgetIntegrity: `sha256-AAAA ${sriDigests(widget).sha384}`,
      }),
    );
    expect(checks.map(({ status, id }) => `${status} ${id}`)).toEqual([
      'ok ip-lookup-1',
      'ok ip-lookup-2',
      'ok telemetry',
      'ok checkout-1',
      'ok checkout-2',
      'ok widget',
      'ok widget-integrity',
      'ok widget-cors',
    ]);
    expect(checks.map((item) => item.message)).toEqual([
      `El servicio de IP (ipLookup.services) ${base}/ip responde con una dirección IP (203.0.113.7).`,
      `El servicio de IP (ipLookup.services) ${base}/ip.json responde con una dirección IP (2001:db8::7).`,
      `El colector de telemetría (telemetry.endpoint) ${base}/telemetria responde (HTTP 405).`,
      'La pasarela «/» (checkoutOrigins) es el propio portal.',
      `La pasarela de pago (checkoutOrigins) ${base}/ responde (HTTP 200).`,
      `El widget de novedades ${base}/widget.js responde (HTTP 200, ${widget.length} bytes).`,
      `El widget ${base}/widget.js coincide con releaseNotesWidgetIntegrity (sha384).`,
      `El widget ${base}/widget.js permite cargarlo desde https://portal.caja.example (Access-Control-Allow-Origin «*»).`,
    ]);
  });

  it('names the address and the error of each origin that does not answer', async () => {
    const checks = await originChecks(
      context({
        ipLookup: { services: [`${closedBase}/ip`, 'http://nadie.invalid/ip'], timeoutMs: 5_000 },
        telemetry: { endpoint: `${silentBase}/telemetria`, sampleRate: 1 },
        checkoutOrigins: [],
      }, 500),
    );
    expect(checks).toEqual([
      expect.objectContaining({
        status: 'fail',
        id: 'ip-lookup-1',
        message: `El servicio de IP (ipLookup.services) ${closedBase}/ip no responde: la conexión fue rechazada: nadie escucha en ese puerto (ECONNREFUSED).`,
      }),
      expect.objectContaining({
        status: 'fail',
        id: 'ip-lookup-2',
        message: expect.stringMatching(/^El servicio de IP \(ipLookup\.services\) http:\/\/nadie\.invalid\/ip no responde: el nombre no se resuelve en DNS \((ENOTFOUND|EAI_AGAIN)\)\.$/),
      }),
      expect.objectContaining({ status: 'fail', id: 'telemetry', message: `El colector de telemetría (telemetry.endpoint) ${silentBase}/telemetria no responde: no respondió a tiempo.` }),
      expect.objectContaining({ status: 'ok', id: 'checkout', message: 'No hay pasarelas de pago configuradas (checkoutOrigins).' }),
      expect.objectContaining({ status: 'ok', id: 'widget', message: 'El widget de novedades no está configurado (releaseNotesWidgetUrl vacío).' }),
    ]);
  });

  it('an IP service that answers without an address, or with an error status, is a warning', async () => {
    const checks = await originChecks(context({ ipLookup: { services: [`${base}/telemetria`, `${base}/pasarela`], timeoutMs: 5_000 } }));
    expect(checks.slice(0, 2)).toEqual([
      expect.objectContaining({
        status: 'warn',
        message: `El servicio de IP (ipLookup.services) ${base}/telemetria responde HTTP 405 sin una dirección IP (texto o JSON {"ip": …}); el portal pasa al siguiente servicio.`,
      }),
      expect.objectContaining({ status: 'warn', message: expect.stringContaining(`${base}/pasarela responde HTTP 200 sin una dirección IP`) }),
    ]);
  });

  it.runIf(openssl)('a certificate Node does not trust is a TLS failure, named', async () => {
    const [check] = await originChecks(context({ ipLookup: { services: [`${untrustedBase}/ip`], timeoutMs: 5_000 } }));
    expect(check?.message).toBe(
      `El servicio de IP (ipLookup.services) ${untrustedBase}/ip no responde: el certificado TLS no es válido para Node (DEPTH_ZERO_SELF_SIGNED_CERT).`,
    );
  });

  it('a widget that changed fails with both digests; one without CORS on another origin fails too', async () => {
    const checks = await originChecks(
      context({
        releaseNotesWidgetUrl: `${base}/sin-cors.js`,
        releaseNotesWidgetIntegrity: 'sha384-Pe6IVJdLj0m7nXzXBcWnBZ3aBk0r9V5vB0Nl7IRfEoW6LFrM4cZxbcXhJrVyyD6Q',
      }),
    );
    expect(checks.slice(-2)).toEqual([
      {
        status: 'fail',
        id: 'widget-integrity',
        message: `El widget ${base}/sin-cors.js tiene ${sriDigests(widget).sha384}, pero releaseNotesWidgetIntegrity dice sha384-Pe6IVJdLj0m7nXzXBcWnBZ3aBk0r9V5vB0Nl7IRfEoW6LFrM4cZxbcXhJrVyyD6Q: el navegador no lo ejecuta. Si el cambio del proveedor es legítimo, ponga el valor nuevo y regenere las cabeceras.`,
        doc: 'docs/configuration.md#footer',
      },
      {
        status: 'fail',
        id: 'widget-cors',
        message: `El widget ${base}/sin-cors.js no envía Access-Control-Allow-Origin; se carga con crossorigin="anonymous" y el navegador lo bloquea. Debe ser «*» o «https://portal.caja.example».`,
        doc: 'docs/deployment.md#the-other-origins',
      },
    ]);
  });

  it('without a valid configuration the section says it checks nothing', async () => {
    expect(await originChecks({ ...context({}), appConfig: null })).toEqual([expect.objectContaining({ status: 'warn', id: 'origins' })]);
  });
});

describe('the widget’s integrity, as the browser compares it', () => {
  const digests = sriDigests(widget);
  it('only the strongest algorithm given counts, and any of its values may match', () => {
    expect(checkWidgetIntegrity(widget, `${digests.sha256} sha512-AAAA`, 'w.js').status).toBe('fail');
    expect(checkWidgetIntegrity(widget, `sha384-AAAA ${digests.sha384}?ct=application/javascript`, 'w.js').status).toBe('ok');
    expect(checkWidgetIntegrity(widget, `${digests.sha256} ${digests.sha512}`, 'w.js').message).toBe('El widget w.js coincide con releaseNotesWidgetIntegrity (sha512).');
  });
  it('a value with no SRI in it fails, quoted', () => {
    expect(checkWidgetIntegrity(widget, 'md5-xyz', 'w.js').message).toBe('releaseNotesWidgetIntegrity «md5-xyz» no tiene ningún valor SRI válido (sha256-…, sha384-… o sha512-…).');
  });
});

describe('network errors in words', () => {
  it('a time-out and an error without a code', () => {
    expect(describeNetworkError(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))).toBe('no respondió a tiempo');
    expect(describeNetworkError(new TypeError('fetch failed', { cause: new Error('other side closed') }))).toBe('falló la conexión: other side closed');
    const wrongVersion = Object.assign(new Error('wrong version number'), { code: 'ERR_SSL_WRONG_VERSION_NUMBER' });
    expect(describeNetworkError(new TypeError('fetch failed', { cause: wrongVersion }))).toBe(
      'falló la negociación TLS: el servidor no habla https en ese puerto o no comparte versión con Node (ERR_SSL_WRONG_VERSION_NUMBER)',
    );
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DoctorContext } from '../../../scripts/doctor/context.d.mts';
import {
  gradeStatus,
  observatoryChecks,
  observatoryFailureCheck,
  observatoryResultChecks,
  RESULTS,
  TESTS,
  type ObservatoryResult,
} from '../../../scripts/doctor/observatory.mjs';
import { securityHeaders } from '../../../scripts/generate-csp.mjs';
import { throwAwayCertificate } from '../../../scripts/nginx-site.mjs';

/** A production file with the API and the identity provider on origins of their own. */
const config = {
  apiBaseUrl: 'https://api.caja.example/portal',
  identity: { url: 'https://sso.caja.example', realm: 'afiliados', clientId: 'portal-servicios' },
};

/**
 * The scanner's result for a page with the generated headers, behind a plain-http port that
 * redirects to it (recorded from the real run below; each test's data left out).
 */
const recorded: ObservatoryResult = {
  scan: { grade: 'A+', score: 120, testsFailed: 0, testsPassed: 10, testsQuantity: 10 },
  tests: {
    'content-security-policy': { expectation: 'csp-implemented-with-no-unsafe', pass: true, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', scoreModifier: 0 },
    cookies: { expectation: 'cookies-secure-with-httponly-sessions', pass: true, result: 'cookies-not-found', scoreModifier: 0 },
    'cross-origin-resource-sharing': { expectation: 'cross-origin-resource-sharing-not-implemented', pass: true, result: 'cross-origin-resource-sharing-not-implemented', scoreModifier: 0 },
    redirection: { expectation: 'redirection-to-https', pass: true, result: 'redirection-to-https', scoreModifier: 0 },
    'referrer-policy': { expectation: 'referrer-policy-private', pass: true, result: 'referrer-policy-private', scoreModifier: 5 },
    'strict-transport-security': { expectation: 'hsts-implemented-max-age-at-least-six-months', pass: true, result: 'hsts-implemented-max-age-at-least-six-months', scoreModifier: 0 },
    'subresource-integrity': { expectation: 'sri-implemented-and-external-scripts-loaded-securely', pass: true, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', scoreModifier: 0 },
    'x-content-type-options': { expectation: 'x-content-type-options-nosniff', pass: true, result: 'x-content-type-options-nosniff', scoreModifier: 0 },
    'x-frame-options': { expectation: 'x-frame-options-sameorigin-or-deny', pass: true, result: 'x-frame-options-implemented-via-csp', scoreModifier: 5 },
    'cross-origin-resource-policy': { expectation: 'corp-implemented-with-same-site', pass: true, result: 'corp-implemented-with-same-origin', scoreModifier: 10 },
  },
};

/** The recorded result with one test's outcome and the scan's grade changed. */
const changed = (scan: Partial<ObservatoryResult['scan']>, name: string, test: Partial<ObservatoryResult['tests'][string]>): ObservatoryResult => ({
  scan: { ...recorded.scan, ...scan },
  tests: { ...recorded.tests, [name]: { ...recorded.tests[name]!, ...test } },
});

/** What the scanner's own grader explains, by result code, and the names of its tests. */
type ScannerCharts = { SCORE_TABLE: Map<string, unknown>; TEST_TITLES: Record<string, string> };

describe('the doctor’s Mozilla HTTP Observatory lines, from a scan’s result', () => {
  it('the generated headers’ A+ with every test passed is one ok line with grade, score and tests', () => {
    expect(observatoryResultChecks(recorded)).toEqual([
      {
        status: 'ok',
        id: 'observatory',
        message: 'Mozilla HTTP Observatory: A+ (puntaje 120/100, 10 de 10 pruebas superadas).',
        doc: 'docs/deployment.md#mozilla-http-observatory',
      },
    ]);
  });

  it('A and A- warn and anything lower fails', () => {
    expect(['A+', 'A', 'A-', 'B+', 'C', 'F'].map(gradeStatus)).toEqual(['ok', 'warn', 'warn', 'fail', 'fail', 'fail']);
  });

  it('a failed test that costs points fails by name with the scanner’s explanation in Spanish and its doc section', () => {
    const withoutHsts = changed({ grade: 'B+', score: 80, testsPassed: 9 }, 'strict-transport-security', { pass: false, result: 'hsts-not-implemented', scoreModifier: -20 });
    expect(observatoryResultChecks(withoutHsts)).toEqual([
      {
        status: 'fail',
        id: 'observatory',
        message: 'Mozilla HTTP Observatory: B+ (puntaje 80/100, 9 de 10 pruebas superadas).',
        doc: 'docs/deployment.md#mozilla-http-observatory',
      },
      {
        status: 'fail',
        id: 'observatory-strict-transport-security',
        message: 'Prueba «strict-transport-security» (Strict-Transport-Security) de la Observatory: falta la cabecera Strict-Transport-Security. (-20 puntos)',
        doc: 'docs/deployment.md#the-security-headers',
      },
    ]);
  });

  it('an A with a test failed at no cost warns twice; the policy’s test points to its directives', () => {
    const duplicated = changed({ grade: 'A', score: 95, testsPassed: 9 }, 'content-security-policy', { pass: false, result: 'csp-implemented-but-duplicate-directives', scoreModifier: 0 });
    expect(observatoryResultChecks(duplicated).map(({ status, id, doc }) => `${status} ${id} ${doc}`)).toEqual([
      'warn observatory docs/deployment.md#mozilla-http-observatory',
      'warn observatory-content-security-policy docs/deployment.md#the-content-security-policy-directive-by-directive',
    ]);
    expect(observatoryResultChecks(duplicated)[1]?.message).toBe(
      'Prueba «content-security-policy» (Content-Security-Policy) de la Observatory: la Content-Security-Policy repite directivas; el navegador ignora las repetidas. (sin costo en puntos)',
    );
  });

  it('a result code the table does not know is named as the scanner gives it', () => {
    const unknown = changed({ testsPassed: 9 }, 'cookies', { pass: false, result: 'cookies-something-new', scoreModifier: -5 });
    expect(observatoryResultChecks(unknown)[1]?.message).toBe('Prueba «cookies» (Cookies) de la Observatory: resultado «cookies-something-new». (-5 puntos)');
  });

  it('a grade given without Chromium’s HSTS preload list says so', () => {
    expect(observatoryResultChecks(recorded, { preloadList: false })[0]?.message).toBe(
      'Mozilla HTTP Observatory: A+ (puntaje 120/100, 10 de 10 pruebas superadas). Calificado sin la lista de precarga HSTS de Chromium, como si el dominio no estuviera en ella.',
    );
  });

  it('every result the installed scanner grades has its Spanish sentence, and every test its name', async () => {
    const charts = (await import('@mdn/mdn-http-observatory/src/grader/charts.js' as string)) as ScannerCharts;
    const codes = [...charts.SCORE_TABLE.keys()];
    expect(codes.length).toBeGreaterThan(60);
    expect(codes.filter((code) => !(code in RESULTS))).toEqual([]);
    expect(Object.keys(RESULTS).filter((code) => !charts.SCORE_TABLE.has(code))).toEqual([]);
    expect(Object.keys(TESTS).sort()).toEqual(Object.keys(charts.TEST_TITLES).sort());
  });

  it('a scan without a grade is a warning that says why, in Spanish', () => {
    const target = { origin: 'https://portal.caja.example', httpsPort: 443, httpPort: 80 };
    const messages = [
      { error: 'The site seems to be down.' },
      { error: 'Site did respond with an unexpected HTTP status code 502.' },
      { error: "Cannot find package '@mdn/mdn-http-observatory'", code: 'ERR_MODULE_NOT_FOUND' },
      { error: 'pasaron 45 s', code: 'TIMEOUT' },
      { error: 'socket hang up' },
    ].map((failure) => observatoryFailureCheck(failure, target));
    for (const check of messages) expect(check).toEqual(expect.objectContaining({ status: 'warn', id: 'observatory', doc: 'docs/deployment.md#mozilla-http-observatory' }));
    expect(messages.map((check) => check.message)).toEqual([
      'Mozilla HTTP Observatory sin calificación: no se pudo conectar con https://portal.caja.example ni por https (puerto 443) ni por http (puerto 80).',
      'Mozilla HTTP Observatory sin calificación: https://portal.caja.example/ respondió 502, y la Observatory solo califica respuestas 2xx, 3xx, 401 o 403.',
      'Mozilla HTTP Observatory sin calificación: el escáner @mdn/mdn-http-observatory no está instalado (npm ci, con las dependencias de desarrollo).',
      'Mozilla HTTP Observatory sin calificación: el escáner no terminó: pasaron 45 s.',
      'Mozilla HTTP Observatory sin calificación: el escáner falló: «socket hang up».',
    ]);
  });
});

describe('the doctor’s Mozilla HTTP Observatory section, scanning a local https server', () => {
  /** What the https server answers: the generated headers, without the ones named, and this status. */
  const serving = { omit: new Set<string>(), status: 200 };
  const servers: Server[] = [];
  let folder = '';
  let httpsPort = 0;
  let httpPort = 0;
  let closedPort = 0;

  const listen = async (server: Server) => {
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, resolve));
    return (server.address() as AddressInfo).port;
  };
  const context = (port: number, http: number): DoctorContext => ({
    portal: new URL(`https://localhost:${port}`),
    config,
    appConfig: null,
    fetch: (url, init) => fetch(url, init),
    timeoutMs: 10_000,
    httpPort: http,
  });

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'doctor-observatory-'));
    const { certificate, key } = await throwAwayCertificate(folder, 'localhost');
    // The scanner's child trusts what the doctor was started with, as a fund's own CA would be given.
    vi.stubEnv('NODE_EXTRA_CA_CERTS', certificate);
    const page = '<!doctype html><html lang="es"><head><title>Portal</title><script type="module" src="/assets/index-B2x9k1.js"></script></head><body></body></html>';
    httpsPort = await listen(
      createHttpsServer({ cert: readFileSync(certificate), key: readFileSync(key) }, (_request, response) => {
        for (const [name, value] of securityHeaders(config)) if (!serving.omit.has(name)) response.setHeader(name, value);
        response.writeHead(serving.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
      }),
    );
    // The port-80 server of deploy/nginx/portal.conf: every request to the same address on https.
    httpPort = await listen(createHttpServer((request, response) => response.writeHead(301, { Location: `https://localhost:${httpsPort}${request.url}` }).end()));
    const closed = createHttpServer();
    closedPort = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await Promise.all(servers.filter((server) => server.listening).map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(folder, { recursive: true, force: true });
  });

  it('the generated headers on a page behind an http→https redirect earn A+ with every test passed', { timeout: 60_000 }, async () => {
    serving.omit = new Set();
    serving.status = 200;
    const checks = await observatoryChecks(context(httpsPort, httpPort));
    expect(checks).toHaveLength(1);
    expect(checks[0]).toEqual(expect.objectContaining({ status: 'ok', id: 'observatory' }));
    expect(checks[0]?.message).toMatch(/^Mozilla HTTP Observatory: A\+ \(puntaje 120\/100, 10 de 10 pruebas superadas\)\./);
  });

  it('without Strict-Transport-Security the grade falls to B+ and the failed test is named', { timeout: 60_000 }, async () => {
    serving.omit = new Set(['Strict-Transport-Security']);
    serving.status = 200;
    const checks = await observatoryChecks(context(httpsPort, httpPort));
    expect(checks.map(({ status, id }) => `${status} ${id}`)).toEqual(['fail observatory', 'fail observatory-strict-transport-security']);
    expect(checks[0]?.message).toMatch(/^Mozilla HTTP Observatory: B\+ \(puntaje 80\/100, 9 de 10 pruebas superadas\)\./);
    expect(checks[1]?.message).toBe('Prueba «strict-transport-security» (Strict-Transport-Security) de la Observatory: falta la cabecera Strict-Transport-Security. (-20 puntos)');
  });

  it('a page answering 500 is a warning naming the status', { timeout: 60_000 }, async () => {
    serving.omit = new Set();
    serving.status = 500;
    expect(await observatoryChecks(context(httpsPort, httpPort))).toEqual([
      expect.objectContaining({ status: 'warn', id: 'observatory', message: `Mozilla HTTP Observatory sin calificación: https://localhost:${httpsPort}/ respondió 500, y la Observatory solo califica respuestas 2xx, 3xx, 401 o 403.` }),
    ]);
  });

  it('a portal nothing answers on is a warning, not a crash', { timeout: 60_000 }, async () => {
    expect(await observatoryChecks(context(closedPort, closedPort))).toEqual([
      expect.objectContaining({
        status: 'warn',
        id: 'observatory',
        message: `Mozilla HTTP Observatory sin calificación: no se pudo conectar con https://localhost:${closedPort} ni por https (puerto ${closedPort}) ni por http (puerto ${closedPort}).`,
      }),
    ]);
  });
});

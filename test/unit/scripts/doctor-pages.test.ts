import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../scripts/generate-csp.mjs';
import { fileChecks, fileHeaders, MISSING_CHUNK, pageChecks, PRERENDERED_ROUTE, UNKNOWN_ROUTE } from '../../../scripts/doctor/pages.mjs';
import type { DoctorContext } from '../../../scripts/doctor/context.d.mts';

// The doctor's pages and files sections against a small server that answers as the project's
// nginx does (the generated headers, the files' headers, no-store pages, a year for assets), with
// one thing changed per test.

const config = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;
const entry = '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const prerendered = entry.replace('<div id="root"></div>', '<div id="root"><h1>Certificados</h1></div>');

type Answer = { status: number; headers: Record<string, string>; body: string };
/** What the server answers each path with, changed per test. */
let answerFor: (path: string, request: IncomingMessage) => Answer;

const pageHeaders = (frameable = false) => ({ ...Object.fromEntries(securityHeaders(config, { frameable })), 'Cache-Control': 'no-store', 'Content-Type': 'text/html' });
const nginxLike = (path: string, request: IncomingMessage): Answer => {
  if (path.startsWith('/assets/')) {
    if (path !== '/assets/index-Ab12Cd34.js') return { status: 404, headers: { 'Content-Type': 'text/html' }, body: '<html>404 Not Found</html>' };
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = accepts.includes('br') ? 'br' : 'gzip';
    return {
      status: 200,
      headers: { ...Object.fromEntries(fileHeaders()), 'Cache-Control': 'public, max-age=31536000, immutable', 'Content-Encoding': encoding, Vary: 'Accept-Encoding', 'Content-Type': 'text/javascript' },
      body: '',
    };
  }
  if (path === '/config.json') return { status: 200, headers: { ...Object.fromEntries(fileHeaders()), 'Cache-Control': 'no-store', 'Content-Type': 'application/json' }, body: JSON.stringify(config) };
  if (path === '/silent-renew.html') return { status: 200, headers: pageHeaders(true), body: '<!doctype html><script>/* renew */</script>' };
  return { status: 200, headers: pageHeaders(), body: path === PRERENDERED_ROUTE ? prerendered : entry };
};

const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  const answer = answerFor(new URL(request.url ?? '/', 'http://localhost').pathname, request);
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
});
let context: DoctorContext;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const portal = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  context = { portal, config, appConfig: null, fetch: (url, init) => fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(5_000) }), timeoutMs: 5_000, httpPort: 80 };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failures = (checks: { status: string; message: string }[]) => checks.filter((check) => check.status !== 'ok').map((check) => check.message);

describe('the doctor’s pages and files sections', () => {
  it('a server that answers as the project’s nginx passes, one line per page', async () => {
    answerFor = nginxLike;
    const pages = await pageChecks(context);
    expect(failures(pages)).toEqual([]);
    expect(pages.map((check) => check.message.split(':')[0])).toEqual(['/ (la entrada)', `${PRERENDERED_ROUTE} (una ruta prerenderizada)`, `${UNKNOWN_ROUTE} (una ruta desconocida, que responde la aplicación)`, '/silent-renew.html (la página de la comprobación silenciosa de sesión)', PRERENDERED_ROUTE]);
    const files = await fileChecks(context);
    expect(failures(files)).toEqual([]);
    expect(files.map((check) => check.id)).toEqual(['cache-asset', 'file-headers', 'encoding-br', 'encoding-gzip', 'missing-chunk', 'cache-config', 'file-headers']);
  });

  it('a page with a header missing names that header only; silent-renew.html is held to its own frame-ancestors', async () => {
    answerFor = (path, request) => {
      const answer = nginxLike(path, request);
      if (path === '/') delete answer.headers['X-Content-Type-Options'];
      if (path === '/silent-renew.html') answer.headers = pageHeaders(false);
      return answer;
    };
    expect(failures(await pageChecks(context))).toEqual([
      '/: falta la cabecera X-Content-Type-Options; el navegador puede adivinar el tipo de un archivo y ejecutarlo. Debe ser «nosniff».',
      "/silent-renew.html: la Content-Security-Policy dice frame-ancestors 'none'; debe decir frame-ancestors 'self'.",
      '/silent-renew.html: X-Frame-Options es «DENY»; debe ser «SAMEORIGIN».',
    ]);
  });

  it('a route that is not prerendered is a warning; a page that is not HTML fails', async () => {
    answerFor = (path, request) => (path === PRERENDERED_ROUTE ? { ...nginxLike('/', request) } : path === UNKNOWN_ROUTE ? { status: 404, headers: { 'Content-Type': 'text/plain' }, body: 'no' } : nginxLike(path, request));
    const checks = await pageChecks(context);
    expect(failures(checks)).toEqual([`${UNKNOWN_ROUTE} (una ruta desconocida, que responde la aplicación): responde 404 (text/plain); debe responder 200 con HTML.`]);
    answerFor = (path, request) => (path === PRERENDERED_ROUTE ? nginxLike('/', request) : nginxLike(path, request));
    expect((await pageChecks(context)).filter((check) => check.status === 'warn').map((check) => check.id)).toEqual(['prerendered']);
  });

  it('a missing chunk answered with the page, and cached config.json, fail', async () => {
    answerFor = (path, request) => {
      if (path === MISSING_CHUNK) return nginxLike('/', request);
      const answer = nginxLike(path, request);
      if (path === '/config.json') answer.headers['Cache-Control'] = 'max-age=600';
      return answer;
    };
    const checks = await fileChecks(context);
    expect(checks.filter((check) => check.status === 'fail').map((check) => check.id)).toEqual(['missing-chunk', 'cache-config']);
  });

  it('an entry page that names no hashed file, and a server that does not answer, fail in words', async () => {
    answerFor = (path, request) => (path === '/' ? { ...nginxLike(path, request), body: '<!doctype html><p>En mantenimiento</p>' } : nginxLike(path, request));
    expect(failures(await fileChecks(context))[0]).toBe('/: la página no nombra ningún archivo de /assets/; no es la página que construye el portal (npm run build).');
    const nobody = createServer();
    await new Promise<void>((resolve) => nobody.listen(0, '127.0.0.1', resolve));
    const port = (nobody.address() as AddressInfo).port;
    await new Promise<void>((resolve) => nobody.close(() => resolve()));
    const closed = { ...context, portal: new URL(`http://127.0.0.1:${port}`) };
    expect(failures(await pageChecks(closed))[0]).toMatch(/^\/ \(la entrada\): sin respuesta: la conexión fue rechazada: nadie escucha en ese puerto \(ECONNREFUSED\)\.$/);
  });
});

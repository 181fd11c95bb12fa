import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokenSource } from '@/application/shared/session/identity.port';
import { createContainer } from '@/container';
import { HttpClient } from '@/infrastructure/http/http-client.port';
import { server } from '@test/support/msw-server';
import { FakeTokenSource } from '@test/support/fake-token-source';
import { testConfig } from '@test/support/test-config';

const path = '/api/v1/prueba/http';
const url = `*${path}`;

function clientWith(options: { tokens?: AccessTokenSource['freshAccessToken']; source?: AccessTokenSource; requestTimeoutMs?: number } = {}) {
  const container = createContainer(testConfig({ requestTimeoutMs: options.requestTimeoutMs ?? 2_000 }));
  const { tokens } = options;
  const source = options.source ?? (tokens ? Object.assign(new FakeTokenSource(null), { freshAccessToken: tokens }) : undefined);
  if (source) container.rebind<AccessTokenSource>(AccessTokenSource).toConstantValue(source);
  return container.get<HttpClient>(HttpClient);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AxiosHttpClient', () => {
  describe('a JSON object body, wherever it carries the business code', () => {
    // The code itself is read by each gateway (toGatewayAnswer, in its call's order): see
    // test/unit/infrastructure/http/json-body.mapper.test.ts.
    it.each([
      ['code', { code: 200, data: 'ana@correo.example' }],
      ['responseCode', { responseCode: 0, data: { familiarGroups: [] } }],
      ['data.code', { data: { code: '404', status: 'FAILED' } }],
      ['code and responseCode', { code: 422, responseCode: 0 }],
      ['no code at all', { message: 'ok' }],
    ])('hands over a body with %s as it came', async (_where, body) => {
      server.use(http.get(url, () => HttpResponse.json(body)));
      await expect(clientWith().get(path)).resolves.toEqual({ error: false, status: 200, body });
    });
  });

  it('gives HTTP 422 {code: 422} the same answer as HTTP 200 {code: 422}, apart from the status', async () => {
    const body = { code: 422, message: 'No cumple las condiciones' };
    server.use(http.get(url, () => HttpResponse.json(body, { status: 422 })));
    const mirrored = await clientWith().get(path);
    server.use(http.get(url, () => HttpResponse.json(body, { status: 200 })));
    const plain = await clientWith().get(path);

    expect(mirrored).toEqual({ error: false, status: 422, body });
    expect({ ...mirrored, status: 200 }).toEqual(plain);
  });

  it('hands over HTTP 404 {code: 404} as an answer, not an error', async () => {
    server.use(http.get(url, () => HttpResponse.json({ code: 404, message: 'Trabajador no encontrado' }, { status: 404 })));
    await expect(clientWith().get(path)).resolves.toEqual({
      error: false,
      status: 404,
      body: { code: 404, message: 'Trabajador no encontrado' },
    });
  });

  it('hands over HTTP 5xx whose JSON body carries a business code (FOVIS answers "500")', async () => {
    server.use(http.get(url, () => HttpResponse.json({ code: 500, message: '500' }, { status: 500 })));
    await expect(clientWith().get(path)).resolves.toEqual({
      error: false,
      status: 500,
      body: { code: 500, message: '500' },
    });
  });

  it.each([
    ['responseCode', { responseCode: '500' }],
    ['data.code', { data: { code: 500 } }],
    ['a code that is not a number', { code: 'ERROR' }],
  ])('hands over HTTP 500 whose JSON body carries a business code in %s', async (_where, body) => {
    server.use(http.get(url, () => HttpResponse.json(body, { status: 500 })));
    await expect(clientWith().get(path)).resolves.toEqual({ error: false, status: 500, body });
  });

  describe('server failures', () => {
    it('treats HTTP 500 with an empty body as a server error', async () => {
      server.use(http.get(url, () => new HttpResponse(null, { status: 500 })));
      await expect(clientWith().get(path)).resolves.toEqual({ error: true, reason: 'server', status: 500 });
    });

    it('treats HTTP 500 with an HTML page as a server error', async () => {
      server.use(http.get(url, () => HttpResponse.html('<h1>Internal Server Error</h1>', { status: 500 })));
      await expect(clientWith().get(path)).resolves.toEqual({ error: true, reason: 'server', status: 500 });
    });

    it.each([502, 503])('treats HTTP %i from a gateway as a server error', async (status) => {
      server.use(http.get(url, () => HttpResponse.text('Bad gateway', { status })));
      await expect(clientWith().get(path)).resolves.toEqual({ error: true, reason: 'server', status });
    });

    it('treats a framework’s default JSON error object without a code as a server error', async () => {
      server.use(
        http.get(url, () => HttpResponse.json({ timestamp: '2025-01-01', status: 503, error: 'Service Unavailable' }, { status: 503 })),
      );
      await expect(clientWith().get(path)).resolves.toEqual({ error: true, reason: 'server', status: 503 });
    });
  });

  describe('malformed bodies', () => {
    it.each([
      ['cut-off JSON', '{"code": 200, "data": '],
      ['plain text', 'OK'],
      ['an empty body', ''],
      ['a JSON array', '[{"code": 200}]'],
      ['JSON null', 'null'],
      ['a JSON number', '200'],
    ])('treats %s with HTTP 200 as malformed', async (_what, raw) => {
      server.use(http.get(url, () => new HttpResponse(raw, { status: 200, headers: { 'Content-Type': 'application/json' } })));
      await expect(clientWith().get(path)).resolves.toEqual({ error: true, reason: 'malformed', status: 200 });
    });

    it('treats an HTML 404 from a proxy as malformed, not as the business code 404', async () => {
      server.use(http.get(url, () => HttpResponse.html('<h1>Not Found</h1>', { status: 404 })));
      await expect(clientWith().get(path)).resolves.toEqual({ error: true, reason: 'malformed', status: 404 });
    });
  });

  it('accepts 204 No Content as an answer without a body', async () => {
    server.use(http.delete(url, () => new HttpResponse(null, { status: 204 })));
    await expect(clientWith().delete(path)).resolves.toEqual({ error: false, status: 204, body: null });
  });

  describe('202 Accepted', () => {
    it('with no body is an answer without one, as a 204 is: the gateway decides what it means', async () => {
      server.use(http.get(url, () => new HttpResponse(null, { status: 202 })));
      await expect(clientWith().get(path)).resolves.toEqual({ error: false, status: 202, body: null });
      server.use(http.get(url, () => new HttpResponse('  ', { status: 202 })));
      await expect(clientWith().get(path)).resolves.toEqual({ error: false, status: 202, body: null });
    });

    it('with a JSON object body is that answer, and with anything else malformed', async () => {
      server.use(http.get(url, () => HttpResponse.json({ responseCode: 202 }, { status: 202 })));
      await expect(clientWith().get(path)).resolves.toEqual({ error: false, status: 202, body: { responseCode: 202 } });
      server.use(http.get(url, () => HttpResponse.html('<p>Accepted</p>', { status: 202 })));
      await expect(clientWith().get(path)).resolves.toEqual({ error: true, reason: 'malformed', status: 202 });
    });
  });

  it('turns a failed fetch into a network error instead of a rejection', async () => {
    server.use(http.get(url, () => HttpResponse.error()));
    await expect(clientWith().get(path)).resolves.toEqual({ error: true, reason: 'network', status: null });
  });

  it('gives up after requestTimeoutMs with a time-out error', async () => {
    server.use(
      http.get(url, async () => {
        await delay(1_000);
        return HttpResponse.json({ code: 200 });
      }),
    );
    const started = performance.now();
    await expect(clientWith({ requestTimeoutMs: 40 }).get(path)).resolves.toEqual({ error: true, reason: 'timeout', status: null });
    expect(performance.now() - started).toBeLessThan(900);
  });

  describe('a time-out that grows with the body (1 Mbit/s of upload on top of requestTimeoutMs)', () => {
    const slowAnswer = () =>
      http.post(url, async () => {
        await delay(300);
        return HttpResponse.json({ code: 200 });
      });

    it('does not cut a large upload at the base time-out', async () => {
      server.use(slowAnswer());
      // 250 000 bytes of base64: 2 s of upload at 1 Mbit/s on top of the 40 ms base.
      const body = { code: 'C09', certificates: [{ fileType: 'application/pdf', binaryFile: 'A'.repeat(250_000) }] };
      await expect(clientWith({ requestTimeoutMs: 40 }).post(path, body)).resolves.toEqual({
        error: false,
        status: 200,
        body: { code: 200 },
      });
    });

    it('still cuts a small JSON body at about the base time-out', async () => {
      server.use(slowAnswer());
      const started = performance.now();
      await expect(clientWith({ requestTimeoutMs: 40 }).post(path, { code: 'C08', beneficiaries: [] })).resolves.toEqual({
        error: true,
        reason: 'timeout',
        status: null,
      });
      expect(performance.now() - started).toBeLessThan(290);
    });

    it('gives a large upload no more than its upload time', async () => {
      server.use(
        http.put(url, async () => {
          await delay(5_000);
          return HttpResponse.json({ code: 200 });
        }),
      );
      // 12 500 bytes: 100 ms of upload on top of the 40 ms base.
      const started = performance.now();
      await expect(clientWith({ requestTimeoutMs: 40 }).put(path, 'A'.repeat(12_500))).resolves.toEqual({
        error: true,
        reason: 'timeout',
        status: null,
      });
      const elapsed = performance.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(130);
      expect(elapsed).toBeLessThan(1_000);
    });
  });

  it('counts a stalled token refresh against the time-out', async () => {
    const client = clientWith({ requestTimeoutMs: 40, tokens: () => new Promise<string | null>(() => undefined) });
    await expect(client.get(path)).resolves.toEqual({ error: true, reason: 'timeout', status: null });
  });

  it('reports a call the caller aborts as cancelled', async () => {
    server.use(
      http.get(url, async () => {
        await delay(1_000);
        return HttpResponse.json({ code: 200 });
      }),
    );
    const controller = new AbortController();
    const pending = clientWith().get(path, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    await expect(pending).resolves.toEqual({ error: true, reason: 'cancelled', status: null });

    const alreadyAborted = AbortSignal.abort();
    await expect(clientWith().get(path, { signal: alreadyAborted })).resolves.toEqual({ error: true, reason: 'cancelled', status: null });
  });

  describe('requests', () => {
    it('appends the path to apiBaseUrl and sends the query without empty parameters', async () => {
      let seen: URL | undefined;
      server.use(
        http.get(url, ({ request }) => {
          seen = new URL(request.url);
          return HttpResponse.json({ code: 200 });
        }),
      );
      await clientWith().get(path, { params: { tipoDoc: 'CC', numDoc: 1020304050, extra: null, other: undefined } });
      expect(seen?.origin).toBe('http://localhost');
      expect(seen?.pathname).toBe(path);
      expect([...(seen?.searchParams ?? [])]).toEqual([
        ['tipoDoc', 'CC'],
        ['numDoc', '1020304050'],
      ]);
    });

    it.each(['post', 'put'] as const)('sends a JSON body with %s', async (method) => {
      let received: unknown;
      let contentType: string | null = null;
      server.use(
        http[method](url, async ({ request }) => {
          contentType = request.headers.get('content-type');
          received = await request.json();
          return HttpResponse.json({ code: 0 });
        }),
      );
      const body = { certificateCode: 'C06', optionalPersons: null };
      const answer = await clientWith()[method](path, body);
      expect(answer).toMatchObject({ error: false, body: { code: 0 } });
      expect(received).toEqual(body);
      expect(contentType).toContain('application/json');
    });

    it('writes an object body as JSON once: the text measured for the time-out is the one sent', async () => {
      let received: string | null = null;
      let contentType: string | null = null;
      server.use(
        http.post(url, async ({ request }) => {
          contentType = request.headers.get('content-type');
          received = await request.text();
          return HttpResponse.json({ code: 200 });
        }),
      );
      const body = { reservations: [{ reservationCode: 'R-1', people: [{ files: [{ name: 'cédula', binary: 'A'.repeat(100_000) }] }] }] };
      const stringify = vi.spyOn(JSON, 'stringify');

      await expect(clientWith().post(path, body)).resolves.toMatchObject({ error: false, body: { code: 200 } });

      expect(stringify.mock.calls.filter(([value]) => value === body)).toHaveLength(1);
      expect(received).toBe(JSON.stringify(body));
      expect(contentType).toMatch(/^application\/json/);
    });

    it('sends a text body as it is, and no body for null', async () => {
      const received: string[] = [];
      server.use(
        http.post(url, async ({ request }) => {
          received.push(await request.text());
          return HttpResponse.json({ code: 200 });
        }),
      );
      await clientWith().post(path, '  {"a": 1}  ');
      await clientWith().post(path, null);
      await clientWith().post(path);
      expect(received).toEqual(['  {"a": 1}  ', '', '']);
    });

    it('tells the caller how much of the body has gone out', async () => {
      server.use(http.post(url, () => HttpResponse.json({ code: 200 })));
      const body = { binary: 'Sofía'.repeat(1_000) };
      const bytes = new TextEncoder().encode(JSON.stringify(body)).length;
      const progress: { sentBytes: number; totalBytes: number | null }[] = [];

      await clientWith().post(path, body, { onUploadProgress: (event) => progress.push(event) });

      expect(progress.length).toBeGreaterThan(0);
      expect(progress.at(-1)).toEqual({ sentBytes: bytes, totalBytes: bytes });
      expect(progress.every(({ sentBytes, totalBytes }) => sentBytes <= bytes && totalBytes === bytes)).toBe(true);
    });

    it('never leaves the API base for an absolute URL, so the token cannot leak to another host', async () => {
      const seen: string[] = [];
      server.use(
        http.all('*', ({ request }) => {
          seen.push(request.url);
          return HttpResponse.json({ code: 0 });
        }),
      );
      await clientWith({ tokens: async () => 'secreto' }).get('https://otro-sitio.example/robar');
      expect(seen).toHaveLength(1);
      expect(new URL(seen[0]!).origin).toBe('http://localhost');
    });
  });

  describe('the bearer slot', () => {
    function captureAuthorization() {
      const headers: (string | null)[] = [];
      server.use(
        http.get(url, ({ request }) => {
          headers.push(request.headers.get('authorization'));
          return HttpResponse.json({ code: 200 });
        }),
      );
      return headers;
    }

    it('adds Authorization: Bearer with the token the source gives before each call', async () => {
      const headers = captureAuthorization();
      const tokens = ['token-uno', 'token-dos'];
      const freshAccessToken = vi.fn(async () => tokens.shift() ?? null);
      const client = clientWith({ tokens: freshAccessToken });
      await client.get(path);
      await client.get(path);
      expect(headers).toEqual(['Bearer token-uno', 'Bearer token-dos']);
      expect(freshAccessToken).toHaveBeenCalledTimes(2);
    });

    it('sends no Authorization header when nobody is signed in', async () => {
      const headers = captureAuthorization();
      await clientWith().get(path); // the container's default source is the anonymous identity
      await clientWith({ tokens: async () => null }).get(path);
      expect(headers).toEqual([null, null]);
    });

    it('still makes an anonymous call when the token source throws', async () => {
      const headers = captureAuthorization();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const answer = await clientWith({
        tokens: async () => {
          throw new Error('refresh rejected');
        },
      }).get(path);
      expect(answer).toMatchObject({ error: false, body: { code: 200 } });
      expect(headers).toEqual([null]);
      expect(warn).toHaveBeenCalledOnce();
    });
  });

  describe('HTTP 401 is a session matter, never a business answer (ADR 0012)', () => {
    /** Answers 401 to `rejected` bearers and records every Authorization header it saw. */
    function apiRefusing(rejected: readonly string[], body: { code: number; message: string } = { code: 401, message: 'Token inválido' }) {
      const seen: Array<string | null> = [];
      server.use(
        http.all(url, ({ request }) => {
          const authorization = request.headers.get('Authorization');
          seen.push(authorization);
          const bearer = authorization?.replace(/^Bearer /, '') ?? null;
          if (bearer === null || rejected.includes(bearer)) return HttpResponse.json(body, { status: 401 });
          return HttpResponse.json({ code: 200, data: 'ok' });
        }),
      );
      return seen;
    }

    it('a call without a session answered 401 is unauthorized (the generic error): one request, no renewal', async () => {
      const seen = apiRefusing([]);
      const source = new FakeTokenSource(null);
      await expect(clientWith({ source }).post(path, { a: 1 })).resolves.toEqual({ error: true, reason: 'unauthorized', status: 401 });
      expect(seen).toEqual([null]);
      expect(source.renewalsAsked).toEqual([]);
    });

    it('renews the refused token once and sends the call again with the new one', async () => {
      const seen = apiRefusing(['vencido']);
      const source = new FakeTokenSource('vencido', () => ({ kind: 'renewed', accessToken: 'renovado' }));
      await expect(clientWith({ source }).post(path, { a: 1 })).resolves.toEqual({ error: false, status: 200, body: { code: 200, data: 'ok' } });
      expect(seen).toEqual(['Bearer vencido', 'Bearer renovado']);
      expect(source.renewalsAsked).toEqual(['vencido']);
      expect(source.endedSessions).toBe(0);
    });

    it('a second 401 to the renewed token ends the session: sessionEnded, two requests only', async () => {
      const seen = apiRefusing(['vencido', 'renovado']);
      const source = new FakeTokenSource('vencido', () => ({ kind: 'renewed', accessToken: 'renovado' }));
      await expect(clientWith({ source }).post(path, { a: 1 })).resolves.toEqual({ error: true, reason: 'sessionEnded', status: 401 });
      expect(seen).toHaveLength(2);
      expect(source.endedSessions).toBe(1);
    });

    it('a refresh the provider refuses is sessionEnded without a second request', async () => {
      const seen = apiRefusing(['vencido']);
      const source = new FakeTokenSource('vencido', () => ({ kind: 'sessionEnded' }));
      await expect(clientWith({ source }).get(path)).resolves.toMatchObject({ error: true, reason: 'sessionEnded' });
      expect(seen).toHaveLength(1);
    });

    it('a provider that cannot be asked keeps the session: unauthorized, no second request', async () => {
      const seen = apiRefusing(['vencido']);
      const source = new FakeTokenSource('vencido');
      await expect(clientWith({ source }).get(path)).resolves.toEqual({ error: true, reason: 'unauthorized', status: 401 });
      expect(seen).toHaveLength(1);
      expect(source.endedSessions).toBe(0);
    });

    it.each([
      ['a body carrying a business code', { code: 422, message: 'No cumple las condiciones' }],
      ['an empty body', ''],
    ])('a 401 with %s is still not an answer', async (_what, body) => {
      server.use(http.get(url, () => (typeof body === 'string' ? new HttpResponse(body, { status: 401 }) : HttpResponse.json(body, { status: 401 }))));
      await expect(clientWith({ source: new FakeTokenSource(null) }).get(path)).resolves.toMatchObject({ error: true, reason: 'unauthorized' });
    });
  });
});

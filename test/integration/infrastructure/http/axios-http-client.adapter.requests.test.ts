import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeTokenSource } from '@test/support/fake-token-source';
import { clientWith, path, url } from '@test/support/http-client';
import { server } from '@test/support/msw-server';

// What the HTTP client sends: the address, the query and the body, the bearer token the source
// gives, and the one renewal of a refused token (HTTP 401).

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AxiosHttpClient', () => {
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

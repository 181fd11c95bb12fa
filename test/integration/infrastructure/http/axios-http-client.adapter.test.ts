import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clientWith, path, url } from '@test/support/http-client';
import { server } from '@test/support/msw-server';

// How the HTTP client hands over what the API answers: a JSON object body whatever its status,
// and a server failure, a malformed body, no content or no answer as errors. Its time-outs and
// its requests (the body, the bearer token, HTTP 401) are in the .time-out and .requests tests
// beside this one.

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
});

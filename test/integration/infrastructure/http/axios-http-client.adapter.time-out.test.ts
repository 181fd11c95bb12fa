import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clientWith, path, url } from '@test/support/http-client';
import { server } from '@test/support/msw-server';

// When the HTTP client stops waiting: after requestTimeoutMs, stretched by the upload time of a
// large body, with a stalled token refresh counted in, and when the caller aborts.

describe('AxiosHttpClient', () => {
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
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@/application/shared/config/app-config.model';
import type { AccessTokenSource } from '@/application/shared/session/identity.port';
import { HttpClient } from '@/infrastructure/http/http-client.port';
import { LazyHttpClient } from '@/infrastructure/http/lazy-http-client.adapter';
import { createContainer } from '@/container';
import { FakeTokenSource } from '@test/support/fake-token-source';
import { server } from '@test/support/msw-server';
import { testConfig } from '@test/support/test-config';

/** A LazyHttpClient whose chunk fails `failures` times before it loads. */
class FlakyChunkClient extends LazyHttpClient {
  loads = 0;
  constructor(private failures: number) {
    super(testConfig(), new FakeTokenSource('tok'));
  }
  protected override async loadClient(config: AppConfig, tokens: AccessTokenSource): Promise<HttpClient> {
    this.loads += 1;
    if (this.failures > 0) {
      this.failures -= 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return super.loadClient(config, tokens);
  }
}

describe('LazyHttpClient', () => {
  it('is the HttpClient the shell binds, and loads the real client once for all its calls', async () => {
    expect(createContainer(testConfig()).get<HttpClient>(HttpClient)).toBeInstanceOf(LazyHttpClient);
    const seen: (string | null)[] = [];
    server.use(
      http.get('http://localhost/api/eco', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ code: 200 });
      }),
    );
    const client = new FlakyChunkClient(0);
    const answers = await Promise.all([client.get('/api/eco'), client.get('/api/eco')]);

    expect(answers).toEqual([
      { error: false, status: 200, body: { code: 200 } },
      { error: false, status: 200, body: { code: 200 } },
    ]);
    expect(seen).toEqual(['Bearer tok', 'Bearer tok']);
    expect(client.loads).toBe(1);
  });

  it('a chunk that cannot load is a network failure, never a rejection, and the next call tries again', async () => {
    server.use(http.post('http://localhost/api/eco', () => HttpResponse.json({ code: 200 })));
    const client = new FlakyChunkClient(1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await expect(client.post('/api/eco', { a: 1 })).resolves.toEqual({ error: true, reason: 'network', status: null });
    await expect(client.post('/api/eco', { a: 1 })).resolves.toEqual({ error: false, status: 200, body: { code: 200 } });
    expect(client.loads).toBe(2);
    warn.mockRestore();
  });

  it('settled: at once with no call in flight, else once every call in flight has answered', async () => {
    let answer: (() => void) | null = null;
    server.use(
      http.get('http://localhost/api/lenta', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ code: 200 });
      }),
    );
    const client = new FlakyChunkClient(0);
    await expect(client.settled()).resolves.toBeUndefined();

    const slow = client.get('/api/lenta');
    let settled = false;
    void client.settled().then(() => (settled = true));
    await vi.waitFor(() => expect(answer).not.toBeNull());
    expect(settled).toBe(false);

    (answer as (() => void) | null)?.();
    await expect(slow).resolves.toEqual({ error: false, status: 200, body: { code: 200 } });
    await vi.waitFor(() => expect(settled).toBe(true));
  });

  it('settled: a call whose chunk could not load has answered too', async () => {
    const client = new FlakyChunkClient(1);
    const failed = client.get('/api/eco');
    const settled = client.settled();
    await expect(failed).resolves.toEqual({ error: true, reason: 'network', status: null });
    await expect(settled).resolves.toBeUndefined();
    await expect(client.settled()).resolves.toBeUndefined();
  });
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@/application/shared/config/app-config.model';
import { ClientIpLookup } from '@/application/shared/client-ip/client-ip-lookup.port';
import { createContainer } from '@/container';
import { LazyClientIpLookup } from '@/infrastructure/ip-lookup/lazy-client-ip-lookup.adapter';
import { server } from '@test/support/msw-server';
import { testConfig } from '@test/support/test-config';

/** A LazyClientIpLookup whose chunk fails `failures` times before it loads. */
class FlakyChunkLookup extends LazyClientIpLookup {
  loads = 0;
  constructor(private failures: number) {
    super(testConfig({ ipLookup: { services: ['http://localhost/sandbox/ip'], timeoutMs: 2_000 } }));
  }
  protected override async loadLookup(config: AppConfig): Promise<ClientIpLookup> {
    this.loads += 1;
    if (this.failures > 0) {
      this.failures -= 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return super.loadLookup(config);
  }
}

describe('LazyClientIpLookup', () => {
  it('is the lookup the shell binds', () => {
    expect(createContainer(testConfig()).get<ClientIpLookup>(ClientIpLookup)).toBeInstanceOf(LazyClientIpLookup);
  });

  it('a chunk that cannot load is no answer, and the next lookup loads it and answers', async () => {
    server.use(http.get('http://localhost/sandbox/ip', () => HttpResponse.text('203.0.113.7')));
    const lookup = new FlakyChunkLookup(1);
    await expect(lookup.lookup()).resolves.toBeNull();
    await expect(lookup.lookup()).resolves.toBe('203.0.113.7');
    await expect(lookup.lookup()).resolves.toBe('203.0.113.7');
    expect(lookup.loads).toBe(2);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { ErrorRecord } from '@/infrastructure/telemetry/telemetry-record.model';
import { batchesOf, MAX_BATCH_BYTES, MAX_REPORT_BYTES, sendBatches } from '@/infrastructure/telemetry/telemetry-transport.adapter';

const errorRecord = (index: number, message = `Falló ${index}`): ErrorRecord => ({
  type: 'error',
  pageViewId: '0b6f1c1e-8f5a-4d39-9a51-3c4f2b1d7e90',
  route: '/',
  buildVersion: '0.1.0',
  message,
  location: null,
});
const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('batchesOf', () => {
  it('puts what fits in one body, with the schema version', () => {
    const records = [errorRecord(1), errorRecord(2)];
    expect(batchesOf(records).map((body) => JSON.parse(body))).toEqual([{ schemaVersion: 2, records }]);
  });

  it('never makes a body over the cap, counting UTF-8 bytes, and keeps the order', () => {
    const records = Array.from({ length: 60 }, (_, index) => errorRecord(index, `Falló ñandú ${index} `.repeat(12)));
    const bodies = batchesOf(records, 2_000);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(bytes(body)).toBeLessThanOrEqual(2_000);
    expect(bodies.flatMap((body) => (JSON.parse(body) as { records: ErrorRecord[] }).records)).toEqual(records);
  });

  it('drops a record that cannot fit even alone, and nothing else', () => {
    const huge = errorRecord(2, 'x'.repeat(MAX_BATCH_BYTES));
    const bodies = batchesOf([errorRecord(1), huge, errorRecord(3)]);
    expect(bodies.flatMap((body) => (JSON.parse(body) as { records: ErrorRecord[] }).records.map((record) => record.message))).toEqual(['Falló 1', 'Falló 3']);
    expect(batchesOf([])).toEqual([]);
  });
});

describe('sendBatches', () => {
  it('posts each body with fetch, keepalive, no credentials and no referrer, as text/plain', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    expect(sendBatches('https://metricas.caja.example/v1', ['{"a":1}', '{"b":2}'], { fetch })).toBe(2);
    expect(fetch.mock.calls).toEqual(
      ['{"a":1}', '{"b":2}'].map((body) => [
        'https://metricas.caja.example/v1',
        {
          method: 'POST',
          body,
          keepalive: true,
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
          headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        },
      ]),
    );
  });

  it('never uses sendBeacon, which would send the endpoint site’s cookies', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    try {
      expect(sendBatches('/registros', ['{}'], { fetch: vi.fn(() => Promise.resolve(new Response(null))) })).toBe(1);
      expect(sendBeacon).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps one report under the keepalive quota: what would pass it is not sent', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null)));
    const body = 'x'.repeat(MAX_BATCH_BYTES);
    expect(sendBatches('/registros', [body, body, body, body, body], { fetch })).toBe(3);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(3 * MAX_BATCH_BYTES).toBeLessThanOrEqual(MAX_REPORT_BYTES);
    expect(MAX_REPORT_BYTES).toBeLessThan(64 * 1024);
  });

  it.each([
    ['rejects (quota full, offline)', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['throws', () => { throw new TypeError('Illegal invocation'); }],
  ])('never throws when fetch %s', (_what, failing) => {
    expect(() => sendBatches('/registros', ['{}'], { fetch: vi.fn(failing) as unknown as typeof fetch })).not.toThrow();
  });
});

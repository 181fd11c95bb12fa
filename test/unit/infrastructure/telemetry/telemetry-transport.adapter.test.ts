import { describe, expect, it, vi } from 'vitest';
import type { ErrorRecord } from '@/infrastructure/telemetry/telemetry-record.model';
import { batchesOf, MAX_BATCH_BYTES, sendBatch } from '@/infrastructure/telemetry/telemetry-transport.adapter';

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
    expect(batchesOf(records).map((body) => JSON.parse(body))).toEqual([{ schemaVersion: 1, records }]);
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

describe('sendBatch', () => {
  it('uses sendBeacon when the browser takes the body', () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn();
    expect(sendBatch('https://metricas.caja.example/v1', '{}', { navigator: { sendBeacon }, fetch })).toBe('beacon');
    expect(sendBeacon).toHaveBeenCalledWith('https://metricas.caja.example/v1', '{}');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['refuses it (its quota is full)', { sendBeacon: () => false }],
    ['throws', { sendBeacon: () => { throw new TypeError('Illegal invocation'); } }],
    ['has no sendBeacon', {}],
  ])('falls back to fetch with keepalive and no credentials when sendBeacon %s', (_what, navigator) => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(sendBatch('/registros', '{"records":[]}', { navigator, fetch })).toBe('fetch');
    expect(fetch).toHaveBeenCalledWith('/registros', {
      method: 'POST',
      body: '{"records":[]}',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
  });
});

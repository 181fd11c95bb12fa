import { TELEMETRY_SCHEMA_VERSION, type TelemetryBatch, type TelemetryRecord } from './telemetry-record.model';

/**
 * Most bytes one request carries. Browsers allow 64 KiB of beacon and keepalive bodies in flight
 * per page at once; a page view's record is about 0.4 kB and an error's under 0.6 kB, so one batch
 * of 16 kB holds a page view with all its errors and leaves room for the rest of the page.
 */
export const MAX_BATCH_BYTES = 16_000;

const byteLength = (text: string) => new TextEncoder().encode(text).length;
const bodyOf = (records: readonly TelemetryRecord[]) =>
  JSON.stringify({ schemaVersion: TELEMETRY_SCHEMA_VERSION, records } satisfies TelemetryBatch);

/**
 * The request bodies for `records`, in order, each a {@link TelemetryBatch} of at most `maxBytes`
 * bytes (UTF-8). A record that would not fit even alone is dropped: the cap is never exceeded.
 */
export function batchesOf(records: readonly TelemetryRecord[], maxBytes = MAX_BATCH_BYTES): string[] {
  const bodies: string[] = [];
  let current: TelemetryRecord[] = [];
  for (const record of records) {
    if (byteLength(bodyOf([...current, record])) <= maxBytes) {
      current.push(record);
      continue;
    }
    if (current.length > 0) bodies.push(bodyOf(current));
    current = byteLength(bodyOf([record])) <= maxBytes ? [record] : [];
  }
  if (current.length > 0) bodies.push(bodyOf(current));
  return bodies;
}

export interface TransportEnvironment {
  readonly navigator: Partial<Pick<Navigator, 'sendBeacon'>>;
  readonly fetch: typeof fetch;
}

/**
 * Posts one body to the endpoint as the page goes away: `navigator.sendBeacon`, which the browser
 * delivers after the page is gone; where it is missing or refuses the body (its quota is full),
 * `fetch` with `keepalive`, which outlives the page too. Sent as `text/plain` (JSON inside), a type
 * that needs no CORS preflight; `fetch` sends no credentials. Never throws.
 */
export function sendBatch(endpoint: string, body: string, environment: TransportEnvironment): 'beacon' | 'fetch' {
  try {
    if (environment.navigator.sendBeacon?.(endpoint, body)) return 'beacon';
  } catch {
    // A beacon the browser refuses outright (an address it will not send to): try fetch.
  }
  try {
    void environment
      .fetch(endpoint, {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'omit',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      })
      .catch(() => undefined);
  } catch {
    // Nothing left to try: telemetry never breaks the page.
  }
  return 'fetch';
}

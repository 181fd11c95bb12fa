import { TELEMETRY_SCHEMA_VERSION, type TelemetryBatch, type TelemetryRecord } from './telemetry-record.model';

/**
 * Most bytes one request carries. Browsers allow 64 KiB of keepalive bodies in flight per page at
 * once; a page view's record is about 0.4 kB and an error's under 0.6 kB, so one batch of 16 kB
 * holds a page view with all its errors.
 */
export const MAX_BATCH_BYTES = 16_000;
/**
 * Most bytes one report (one hide of the page) sends: three batches, so a report and what is left
 * in flight of the one before stay under the 64 KiB keepalive quota, past which `fetch` refuses.
 */
export const MAX_REPORT_BYTES = 3 * MAX_BATCH_BYTES;

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
  readonly fetch: typeof fetch;
}

/** What every request to the endpoint carries besides its body. */
const TELEMETRY_REQUEST: Omit<RequestInit, 'body'> = {
  method: 'POST',
  // Outlives the page, as a beacon would.
  keepalive: true,
  // No cookie or HTTP authentication of the endpoint's site goes with a record (ADR 0023).
  credentials: 'omit',
  // No address of the page either: with the portal's strict-origin-when-cross-origin, an endpoint on
  // the portal's own origin would otherwise get the whole address, query included.
  referrerPolicy: 'no-referrer',
  // JSON inside, sent as a type that needs no CORS preflight.
  headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
};

/**
 * Posts `bodies` to the endpoint, in order, as the page goes away: `fetch` with `keepalive`, which
 * the browser delivers after the page is gone, and never `navigator.sendBeacon`, which always sends
 * the endpoint site's cookies. Stops before the report passes {@link MAX_REPORT_BYTES}; a request
 * the browser refuses (its quota is full) is lost, not retried. Never throws. Returns how many
 * bodies were handed to the browser.
 */
export function sendBatches(endpoint: string, bodies: readonly string[], environment: TransportEnvironment): number {
  let bytes = 0;
  let sent = 0;
  for (const body of bodies) {
    bytes += byteLength(body);
    if (bytes > MAX_REPORT_BYTES) break;
    try {
      void environment.fetch(endpoint, { ...TELEMETRY_REQUEST, body }).catch(() => undefined);
    } catch {
      // Telemetry never breaks the page.
    }
    sent += 1;
  }
  return sent;
}

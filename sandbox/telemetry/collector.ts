/**
 * The sandbox's telemetry collector (docs/sandbox.md, 'Field telemetry'): the endpoint public/
 * config.json points the portal's telemetry at. It keeps the last {@link MAX_KEPT_RECORDS} records
 * in memory, as they arrived, until the server stops; a page view's record sent again (the page
 * hidden once more with new values) replaces the one before.
 */

export const MAX_KEPT_RECORDS = 500;

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
export const VITAL_NAMES: readonly VitalName[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

interface CollectedPageView {
  readonly type: 'pageView';
  readonly pageViewId: string;
  readonly route: string;
  readonly buildVersion: string;
  readonly device: string;
  readonly connection: string | null;
  readonly vitals: { readonly [name in VitalName]: number | null };
  readonly receivedAt: string;
}

export interface CollectedError {
  readonly type: 'error';
  readonly pageViewId: string;
  readonly route: string;
  readonly buildVersion: string;
  readonly message: string;
  readonly location: string | null;
  readonly receivedAt: string;
}

export interface CollectedCspViolation {
  readonly type: 'cspViolation';
  readonly pageViewId: string;
  readonly route: string;
  readonly buildVersion: string;
  readonly directive: string;
  readonly disposition: 'enforce' | 'report';
  readonly blocked: string;
  readonly sourceFile: string | null;
  readonly line: number | null;
  readonly column: number | null;
  readonly receivedAt: string;
}

export type CollectedRecord = CollectedPageView | CollectedError | CollectedCspViolation;

/** The batch versions the collector reads: 2 added the CSP violation records, 1 had none. */
const SCHEMA_VERSIONS: readonly unknown[] = [1, 2];

let kept: CollectedRecord[] = [];

const isText = (value: unknown): value is string => typeof value === 'string';
const isVital = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value));
const isPosition = (value: unknown): value is number | null => value === null || (Number.isInteger(value) && (value as number) > 0);

/** The record as the collector keeps it, or null when it is not one the portal sends (docs/telemetry.md). */
function collected(value: unknown, receivedAt: string): CollectedRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!isText(record.pageViewId) || !isText(record.route) || !isText(record.buildVersion)) return null;
  const base = { pageViewId: record.pageViewId, route: record.route, buildVersion: record.buildVersion, receivedAt };
  if (record.type === 'pageView') {
    const vitals = (record.vitals ?? {}) as Record<string, unknown>;
    if (!VITAL_NAMES.every((name) => isVital(vitals[name])) || !isText(record.device)) return null;
    const connection = isText(record.connection) ? record.connection : null;
    const values = Object.fromEntries(VITAL_NAMES.map((name) => [name, vitals[name] as number | null])) as CollectedPageView['vitals'];
    return { type: 'pageView', ...base, device: record.device, connection, vitals: values };
  }
  if (record.type === 'error' && isText(record.message)) {
    return { type: 'error', ...base, message: record.message, location: isText(record.location) ? record.location : null };
  }
  if (record.type === 'cspViolation') return collectedViolation(record, base);
  return null;
}

function collectedViolation(record: Record<string, unknown>, base: Omit<CollectedCspViolation, 'type' | 'directive' | 'disposition' | 'blocked' | 'sourceFile' | 'line' | 'column'>): CollectedCspViolation | null {
  const { directive, disposition, blocked, sourceFile, line, column } = record;
  if (!isText(directive) || !isText(blocked) || (disposition !== 'enforce' && disposition !== 'report')) return null;
  if (!(sourceFile === null || isText(sourceFile)) || !isPosition(line) || !isPosition(column)) return null;
  return { type: 'cspViolation', ...base, directive, disposition, blocked, sourceFile, line, column };
}

/**
 * Keeps the records of one request body (`{ schemaVersion: 2, records: [...] }`, JSON). Answers how
 * many it kept, or null when the body is not such a batch (the endpoint then answers 400).
 */
export function collectTelemetry(body: string, now: Date = new Date()): number | null {
  let batch: unknown;
  try {
    batch = JSON.parse(body);
  } catch {
    return null;
  }
  const records = (batch as { records?: unknown } | null)?.records;
  const version = (batch as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (!SCHEMA_VERSIONS.includes(version) || !Array.isArray(records)) return null;
  const accepted = records.map((record) => collected(record, now.toISOString())).filter((record) => record !== null);
  for (const record of accepted) {
    if (record.type === 'pageView') kept = kept.filter((other) => !(other.type === 'pageView' && other.pageViewId === record.pageViewId));
    kept.push(record);
  }
  kept = kept.slice(-MAX_KEPT_RECORDS);
  return accepted.length;
}

/** Every record kept, oldest first. */
export function collectedTelemetry(): readonly CollectedRecord[] {
  return [...kept];
}

/** Forgets every record (tests). */
export function clearTelemetry(): void {
  kept = [];
}

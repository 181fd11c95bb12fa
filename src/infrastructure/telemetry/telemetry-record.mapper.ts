import { describeCause } from '@/infrastructure/logging/console-logger.adapter';
import { redactSecrets } from '@/infrastructure/logging/redaction.util';
import type { ConnectionType, DeviceClass, ErrorRecord, PageViewRecord, VitalName } from './telemetry-record.model';

/** Widths below this are phones: the theme's `md` breakpoint (48em). */
const PHONE_MAX_WIDTH = 767;
export const MAX_MESSAGE_LENGTH = 300;

const CONNECTION_TYPES: readonly string[] = ['slow-2g', '2g', '3g', '4g'];

export const deviceClassOf = (viewportWidth: number): DeviceClass => (viewportWidth <= PHONE_MAX_WIDTH ? 'phone' : 'desktop');

/** `navigator.connection.effectiveType` where the browser has it and it is one of the four known; else null. */
export function connectionOf(navigator: object): ConnectionType | null {
  const effectiveType = (navigator as { connection?: { effectiveType?: unknown } }).connection?.effectiveType;
  return typeof effectiveType === 'string' && CONNECTION_TYPES.includes(effectiveType) ? (effectiveType as ConnectionType) : null;
}

/** A random UUID v4; `getRandomValues` where `randomUUID` is missing (pages not in a secure context). */
export function randomPageViewId(random: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Milliseconds to whole ones; CLS (a score) to four decimals. */
export const roundVital = (name: VitalName, value: number): number =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);

export interface PageViewFacts {
  readonly pageViewId: string;
  readonly route: string;
  readonly buildVersion: string;
  readonly viewportWidth: number;
  readonly navigator: object;
  readonly vitals: { readonly [name in VitalName]: number | null };
}

export function pageViewRecordOf(facts: PageViewFacts): PageViewRecord {
  return {
    type: 'pageView',
    pageViewId: facts.pageViewId,
    route: facts.route,
    buildVersion: facts.buildVersion,
    device: deviceClassOf(facts.viewportWidth),
    connection: connectionOf(facts.navigator),
    vitals: { ...facts.vitals },
  };
}

// A frame's script address with line and column: `https://host/assets/x.js:1:2345` (Chromium
// wraps it in parentheses, Firefox and Safari put it after '@').
const frameLocation = /(https?:\/\/[^\s()@]+):(\d+):(\d+)/;

/**
 * The path, line and column of the stack's first frame with an address: never the origin or a
 * query, and redacted (a frame of a page address could hold a document number).
 */
export function locationOf(cause: unknown): string | null {
  const stack = cause instanceof Error ? cause.stack : undefined;
  const match = stack === undefined ? null : frameLocation.exec(stack);
  if (!match || !URL.canParse(match[1]!)) return null;
  return redactSecrets(`${new URL(match[1]!).pathname}:${match[2]}:${match[3]}`);
}

/**
 * What an error record says: the logger's message and the first line of the cause, both through
 * the console logger's redaction (tokens, codes, e-mail addresses, document numbers), then with
 * any double-quoted text left out (engines quote the input they failed on: `"María…" is not valid
 * JSON`), cut to {@link MAX_MESSAGE_LENGTH}.
 */
export function errorMessageOf(message: string, cause: unknown): string {
  const causeLine = cause === undefined ? '' : describeCause(cause).split('\n', 1)[0]!.trim();
  const text = causeLine === '' ? redactSecrets(message) : `${redactSecrets(message)}: ${causeLine}`;
  return text.replace(/"[^"]*"/g, '"…"').slice(0, MAX_MESSAGE_LENGTH);
}

export interface ErrorFacts {
  readonly pageViewId: string;
  readonly route: string;
  readonly buildVersion: string;
  readonly message: string;
  readonly cause: unknown;
}

export function errorRecordOf(facts: ErrorFacts): ErrorRecord {
  return {
    type: 'error',
    pageViewId: facts.pageViewId,
    route: facts.route,
    buildVersion: facts.buildVersion,
    message: errorMessageOf(facts.message, facts.cause),
    location: locationOf(facts.cause),
  };
}

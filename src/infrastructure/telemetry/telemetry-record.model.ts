/**
 * The records the field telemetry sends, exactly as docs/telemetry.md and its JSON Schema
 * (docs/telemetry.schema.json) describe them for the fund's backend. Nothing in them names or
 * follows a person: a route pattern, not an address; a page-view id drawn at random for this
 * page view only (ADR 0023).
 */

/** Version of the shape below; a change that the backend must know of raises it. */
export const TELEMETRY_SCHEMA_VERSION = 2;

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

/** By the viewport's width: under 768 px (the theme's `md` breakpoint) a phone, else a desktop. */
export type DeviceClass = 'phone' | 'desktop';

/** The Network Information API's effective type, where the browser gives it (Chromium). */
export type ConnectionType = 'slow-2g' | '2g' | '3g' | '4g';

interface RecordBase {
  /** Random (UUID v4), drawn when the page loads, kept in memory only: it ties a page view's records together. */
  readonly pageViewId: string;
  /** A route pattern of the route table (`/certificados/certificado-afiliacion-trabajador`). */
  readonly route: string;
  /** The portal's version (package.json) in the build that sent it. */
  readonly buildVersion: string;
}

/** One per page view; sent again, whole, when the page is hidden again with new values. */
export interface PageViewRecord extends RecordBase {
  readonly type: 'pageView';
  readonly device: DeviceClass;
  readonly connection: ConnectionType | null;
  /** Milliseconds (CLS: unitless score); null when the browser has not reported it (INP before any interaction). */
  readonly vitals: { readonly [name in VitalName]: number | null };
}

/** One per error the portal logs, redacted as the console logger redacts, at most 20 per page view. */
export interface ErrorRecord extends RecordBase {
  readonly type: 'error';
  /** The logger's message and the first line of the cause, redacted, at most 300 characters. */
  readonly message: string;
  /** Script path, line and column of the stack's first frame (`/assets/index-Ab12.js:1:2345`), or null. */
  readonly location: string | null;
}

/**
 * One per Content-Security-Policy violation the page meets (a `securitypolicyviolation` event),
 * at most 20 distinct ones per page view, with nothing of the person: no address, no sample of
 * the blocked code, no referrer.
 */
export interface CspViolationRecord extends RecordBase {
  readonly type: 'cspViolation';
  /** The directive that blocked it, as the browser names it (`script-src-elem`, `connect-src`). */
  readonly directive: string;
  /** Whether the policy blocked it (`enforce`) or only reported it (`report`, a Report-Only policy). */
  readonly disposition: 'enforce' | 'report';
  /**
   * What was blocked: an address's origin only (`https://cdn.example`), a scheme (`data`, `blob`,
   * `chrome-extension`) or the browser's keyword (`inline`, `eval`, `wasm-eval`,
   * `trusted-types-policy`, `trusted-types-sink`); `other` for anything else.
   */
  readonly blocked: string;
  /**
   * Where the violating code is: a script or style sheet's path without origin or query
   * (`/assets/index-Ab12.js`), `document` for the page itself (its address is never read), null
   * when the browser does not say or the file is on no http(s) address.
   */
  readonly sourceFile: string | null;
  readonly line: number | null;
  readonly column: number | null;
}

export type TelemetryRecord = PageViewRecord | ErrorRecord | CspViolationRecord;

/** The body of one request to the endpoint. */
export interface TelemetryBatch {
  readonly schemaVersion: typeof TELEMETRY_SCHEMA_VERSION;
  readonly records: readonly TelemetryRecord[];
}

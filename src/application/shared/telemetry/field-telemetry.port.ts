/** What the measuring of one page view is told about it (docs/telemetry.md). */
export interface PageViewTelemetry {
  /** Where the records go: `telemetry.endpoint` of config.json. */
  readonly endpoint: string;
  /** The route pattern the page view began on; its vitals are attributed to it. */
  readonly landingRoute: string;
  /** The route pattern shown now; an error is attributed to the one shown when it happens. */
  readonly currentRoute: () => string;
}

/**
 * Field telemetry: measures this page view's Core Web Vitals and reports them, with the errors
 * the portal logs, to the configured endpoint, redacted and batched, when the page is hidden. The
 * adapter downloads its code only when started, which the portal does only when telemetry is
 * configured and the page view is sampled in (ADR 0023). Resolves once measuring has begun.
 */
export interface FieldTelemetry {
  start(pageView: PageViewTelemetry): Promise<void>;
}
export const FieldTelemetry = Symbol.for('FieldTelemetry');

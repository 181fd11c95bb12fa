import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { PageViewTelemetry } from '@/application/shared/telemetry/field-telemetry.port';
import { forwardLoggedErrors } from '@/infrastructure/logging/console-logger.adapter';
import { version } from '../../../package.json';
import { cspViolationRecordOf, violationKey, type ViolationFacts } from './csp-violation-record.mapper';
import type { TelemetryRecord, VitalName } from './telemetry-record.model';
import { errorRecordOf, pageViewRecordOf, randomPageViewId, roundVital } from './telemetry-record.mapper';
import { batchesOf, sendBatches, type TransportEnvironment } from './telemetry-transport.adapter';

/** Errors past this many in one page view are not reported: a loop of failures is one story. */
export const MAX_ERRORS_PER_PAGE_VIEW = 20;
/** Distinct Content-Security-Policy violations past this many in one page view are not reported. */
export const MAX_CSP_VIOLATIONS_PER_PAGE_VIEW = 20;

/** What the measuring reads and listens to; the browser's own unless a test gives its fakes. */
export interface PageViewEnvironment extends TransportEnvironment {
  readonly window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'innerWidth'>;
  readonly document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  /** Read for the connection's effective type only. */
  readonly navigator: object;
  /** Calls `report` with each vital's latest value as the browser gives it. */
  readonly measure: (report: (name: VitalName, value: number) => void) => void;
  readonly newPageViewId: () => string;
  readonly buildVersion: string;
  /** Hands the measuring every error the portal logs; returns the function that stops it. */
  readonly forwardErrors: typeof forwardLoggedErrors;
}

/**
 * Google's web-vitals library, every change reported: so the values are there already at
 * `pagehide`, which a navigation away fires before `visibilitychange`. It reads the browser's
 * buffered entries, so loading it after the first screen loses none of them.
 */
function measureWebVitals(report: (name: VitalName, value: number) => void): void {
  const each = (metric: Metric) => report(metric.name, metric.value);
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(each, { reportAllChanges: true });
}

const browserEnvironment = (): PageViewEnvironment => ({
  window,
  document,
  navigator,
  fetch: (...request) => fetch(...request),
  measure: measureWebVitals,
  newPageViewId: () => randomPageViewId(),
  buildVersion: version,
  forwardErrors: forwardLoggedErrors,
});

/**
 * Measures this page view and reports it (docs/telemetry.md): its record, with the five vitals
 * as they stand, and the errors logged and Content-Security-Policy violations met since the last
 * report, batched, each time the page is hidden (`visibilitychange` to hidden, `pagehide`), and
 * only what changed since. The page-view id lives in this closure and dies with the page. Returns
 * the function that stops it and removes every listener it added.
 */
export function startPageViewTelemetry(pageView: PageViewTelemetry, environment: PageViewEnvironment = browserEnvironment()): () => void {
  const pageViewId = environment.newPageViewId();
  const { buildVersion } = environment;
  const vitals: Record<VitalName, number | null> = { LCP: null, INP: null, CLS: null, FCP: null, TTFB: null };
  // The page view's record goes out at the first hide whatever it holds, then only when a value changed.
  let changed = true;
  /** Errors and violations since the last report. */
  const pending: TelemetryRecord[] = [];
  let errorCount = 0;
  const violationsSeen = new Set<string>();

  environment.measure((name, value) => {
    const rounded = roundVital(name, value);
    if (vitals[name] === rounded) return;
    vitals[name] = rounded;
    changed = true;
  });

  const stopErrors = environment.forwardErrors((message, cause) => {
    if (errorCount >= MAX_ERRORS_PER_PAGE_VIEW) return;
    errorCount += 1;
    pending.push(errorRecordOf({ pageViewId, route: pageView.currentRoute(), buildVersion, message, cause }));
  });

  // Each distinct violation once per page view: a blocked resource on every render is one story.
  const onViolation = (event: Event) => {
    if (violationsSeen.size >= MAX_CSP_VIOLATIONS_PER_PAGE_VIEW) return;
    const record = cspViolationRecordOf({ pageViewId, route: pageView.currentRoute(), buildVersion, violation: event as ViolationFacts & Event });
    const key = violationKey(record);
    if (violationsSeen.has(key)) return;
    violationsSeen.add(key);
    pending.push(record);
  };

  const report = () => {
    const records = [
      ...(changed
        ? [pageViewRecordOf({ pageViewId, route: pageView.landingRoute, buildVersion, viewportWidth: environment.window.innerWidth, navigator: environment.navigator, vitals })]
        : []),
      ...pending.splice(0),
    ];
    changed = false;
    sendBatches(pageView.endpoint, batchesOf(records), environment);
  };
  const onVisibilityChange = () => {
    if (environment.document.visibilityState === 'hidden') report();
  };
  // On the document, so web-vitals' own listeners (on the window, capturing) have updated CLS and INP first.
  environment.document.addEventListener('visibilitychange', onVisibilityChange);
  environment.window.addEventListener('pagehide', report);
  // Violations bubble to the document from the element that caused them, or start there.
  environment.document.addEventListener('securitypolicyviolation', onViolation);

  return () => {
    stopErrors();
    environment.document.removeEventListener('securitypolicyviolation', onViolation);
    environment.document.removeEventListener('visibilitychange', onVisibilityChange);
    environment.window.removeEventListener('pagehide', report);
  };
}

import { VITAL_NAMES, type CollectedCspViolation, type CollectedError, type CollectedRecord, type VitalName } from './collector';

/**
 * What the dashboard shows: per route pattern, its page views and the 75th percentile of each
 * vital (as Core Web Vitals are judged), rated against Google's thresholds; the latest errors and
 * the latest Content-Security-Policy violations.
 */

/** 'good' up to the first value, 'poor' above the second (web.dev/articles/vitals). */
export const THRESHOLDS: { readonly [name in VitalName]: readonly [good: number, poor: number] } = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export type Rating = 'good' | 'needsImprovement' | 'poor';

export interface VitalSummary {
  readonly name: VitalName;
  /** Null when no page view of the route reported it (INP before any interaction). */
  readonly p75: number | null;
  readonly samples: number;
  readonly rating: Rating | null;
}

export interface RouteSummary {
  readonly route: string;
  readonly pageViews: number;
  readonly vitals: readonly VitalSummary[];
}

export interface TelemetrySummary {
  readonly routes: readonly RouteSummary[];
  /** Newest first, at most {@link LATEST_ERRORS}. */
  readonly latestErrors: readonly CollectedError[];
  /** Newest first, at most {@link LATEST_ERRORS}. */
  readonly latestViolations: readonly CollectedCspViolation[];
}

const LATEST_ERRORS = 10;

/** The 75th percentile by nearest rank: the smallest value at or above three quarters of them. */
export function percentile75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

export function ratingOf(name: VitalName, value: number): Rating {
  const [good, poor] = THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needsImprovement' : 'poor';
}

export function summarize(records: readonly CollectedRecord[]): TelemetrySummary {
  const byRoute = new Map<string, CollectedRecord[]>();
  for (const record of records) {
    if (record.type !== 'pageView') continue;
    byRoute.set(record.route, [...(byRoute.get(record.route) ?? []), record]);
  }
  const routes = [...byRoute.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'es'))
    .map(([route, views]): RouteSummary => ({
      route,
      pageViews: views.length,
      vitals: VITAL_NAMES.map((name) => {
        const values = views.flatMap((view) => (view.type === 'pageView' && view.vitals[name] !== null ? [view.vitals[name]] : []));
        const p75 = percentile75(values);
        return { name, p75, samples: values.length, rating: p75 === null ? null : ratingOf(name, p75) };
      }),
    }));
  const latestErrors = records.filter((record): record is CollectedError => record.type === 'error').slice(-LATEST_ERRORS).reverse();
  const latestViolations = records
    .filter((record): record is CollectedCspViolation => record.type === 'cspViolation')
    .slice(-LATEST_ERRORS)
    .reverse();
  return { routes, latestErrors, latestViolations };
}

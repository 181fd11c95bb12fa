export type GateRoute = { path: string; signedIn?: boolean };
export type GateMedians = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
};
export type GateCheck = {
  id: 'lcpRatio' | 'tbt' | 'cls' | 'performance' | 'accessibility' | 'bestPractices';
  label: string;
  value: number | null;
  pass: boolean | null;
  goal: boolean;
  limit: number;
  via?: 'floor';
  floorLimit?: number;
};
export type GateResult = { lcpRatio: number | null; fcpRatio: number | null; checks: GateCheck[]; passed: boolean | null };

/** The LCP ratio a route is held to, and whether it is a goal that is only reported. */
export declare function lcpRatioLimit(route: GateRoute): { limit: number; goal: boolean };
/** `value ÷ limit`, or null when either is missing or the limit is not positive. */
export declare function ratio(value: number | null | undefined, limit: number | null | undefined): number | null;
/** The gates of one route from its medians, its static limit's and, optionally, the floor's TBT. */
export declare function evaluateGates(input: {
  route: GateRoute;
  medians: GateMedians;
  limitMedians?: Pick<GateMedians, 'fcp' | 'lcp'> | null;
  floorTbt?: number | null;
}): GateResult;
/** Median, lowest and highest benchmarkIndex over the runs, or null when none measured it. */
export declare function benchmarkIndexSummary(values: readonly (number | null)[]): { median: number; min: number; max: number; count: number } | null;

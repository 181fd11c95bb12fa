import type { DoctorSection } from './context.d.mts';
import type { Check } from './security-headers.d.mts';

/** One of the scanner's tests as it reports it (its own explanation left out: the doctor says it in Spanish). */
export type ObservatoryTest = {
  readonly pass: boolean | null;
  /** The result's code, e.g. `hsts-not-implemented` (the scanner's Expectation). */
  readonly result: string | null;
  readonly expectation?: string;
  /** The points the result adds or takes. */
  readonly scoreModifier: number | null;
};
/** What the scanner's `scan` returns, as the child sends it. */
export type ObservatoryResult = {
  readonly scan: { readonly grade: string; readonly score: number; readonly testsPassed: number; readonly testsFailed?: number; readonly testsQuantity: number };
  /** By the test's name, e.g. `strict-transport-security`. */
  readonly tests: Readonly<Record<string, ObservatoryTest>>;
};
/** A scan's result, and whether Chromium's HSTS preload list was there; or why there is none. */
export type ScanOutcome = { result: ObservatoryResult; preloadList: boolean } | { error: string; code?: string };

/** The doc sections the lines point to. */
export declare const DOCS: { readonly observatory: string; readonly headers: string; readonly policy: string };
/** Each test's name in the lines and its doc section, by the scanner's test name. */
export declare const TESTS: Readonly<Record<string, { readonly title: string; readonly doc: string }>>;
/** The scanner's explanation of each result code, in Spanish. */
export declare const RESULTS: Readonly<Record<string, string>>;
/** ok for A+, warn for A and A-, fail below. */
export declare function gradeStatus(grade: string): Check['status'];
/** The grade's line and one line per failed test. */
export declare function observatoryResultChecks(result: ObservatoryResult, options?: { preloadList?: boolean }): Check[];
/** The warning for a scan that gave no grade. */
export declare function observatoryFailureCheck(failure: { error: string; code?: string }, target: { origin: string; httpsPort: number; httpPort: number }): Check;
/** One scan in a child of the same Node; never rejects. */
export declare function runObservatory(target: { hostname: string; httpsPort: number; httpPort: number; timeoutMs: number }): Promise<ScanOutcome>;
/** The section: Mozilla HTTP Observatory's grade of the portal's origin and its failed tests. */
export declare const observatoryChecks: DoctorSection;

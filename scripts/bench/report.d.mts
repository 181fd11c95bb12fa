import type { GateResult } from './gates.mjs';

export type Finding = { id: string; title: string; displayValue: string; savingsMs: number; savingsCls: number };
export type RunSummary = {
  requestedUrl?: string;
  finalUrl?: string;
  runtimeError?: string | null;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  speedIndex: number | null;
  benchmarkIndex: number | null;
  findings: Finding[];
};
export type FailedRun = { error: string };
export type Medians = Omit<RunSummary, 'requestedUrl' | 'finalUrl' | 'runtimeError'> & {
  runs: number;
  validRuns: number;
  performanceMin: number | null;
  performanceMax: number | null;
};

export type RouteResult = {
  path: string;
  signedIn: boolean;
  runs: (RunSummary | FailedRun)[];
  medians: Medians;
  limit?: { runs: (RunSummary | FailedRun)[]; medians: Medians } | null;
  gates?: GateResult | null;
};
export type InteractionFigures = { workMs: number; styleMs?: number; layoutMs?: number; longestMs: number; eventMs: number | null };
export type InteractionResult = {
  id: string;
  label: string;
  detail: string;
  runs: ({ slow: InteractionFigures; fast: InteractionFigures } | FailedRun)[];
};
export type Machine = {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  chromium: string;
  lighthouse: string;
  loadStart: string;
  loadEnd: string;
  foreign: string;
  source: string;
  server?: string;
  /** The Lighthouse runs repeated for a recording error, with its code: "what #run (CODE)", comma-separated. */
  repeatedRuns?: string;
};

export declare function median(values: readonly (number | null)[]): number | null;
/** The figures of one Lighthouse result the benchmark keeps. */
export declare function summariseLhr(lhr: unknown): RunSummary;
/** Medians per figure over a route's runs (each figure on its own). */
export declare function routeMedians(runs: readonly (RunSummary | FailedRun)[]): Medians;
/** The markdown section of one benchmark run. */
export declare function markdownSection(input: {
  label: string;
  when: string;
  machine: Machine;
  routes: readonly RouteResult[];
  interactions: readonly InteractionResult[];
  elapsedMs: number;
  options: { runs: number };
  benchmarkIndex?: { median: number; min: number; max: number; count: number } | null;
  floor?: { gzipKiB: number; medians: Medians } | null;
  /** A route's floor (bench:floor's route build), read against that route's limit. */
  routeFloor?: { route: string; gzipKiB: number; medians: Medians } | null;
}): string;

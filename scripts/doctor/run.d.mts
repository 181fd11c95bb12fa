import type { Check, DoctorSection } from './context.d.mts';

/** The doctor's whole report, as `--json` prints it. */
export type DoctorReport = {
  /** The portal's origin checked. */
  portal: string;
  /** Where the configuration came from: the served config.json's address, or the file given. */
  config: string;
  sections: { title: string; checks: Check[] }[];
  counts: { ok: number; warn: number; fail: number };
  /** 0 with no fail, else 1. */
  exitCode: 0 | 1;
};

/** The sections after config.json: title, section, and whether it needs a valid configuration. */
export declare const SECTIONS: ReadonlyArray<readonly [string, DoctorSection, boolean]>;
export declare const MARKS: { readonly ok: string; readonly warn: string; readonly fail: string };
/** fetch with a time-out on every call and redirects not followed unless asked. */
export declare function fetchWithTimeout(base: typeof fetch, timeoutMs: number): (url: string | URL, init?: RequestInit) => Promise<Response>;
/** Every check of a deployment. */
export declare function runDoctor(options: {
  portal: URL;
  configFile?: string;
  timeoutMs?: number;
  httpPort?: number;
  fetch?: typeof fetch;
  sections?: ReadonlyArray<readonly [string, DoctorSection, boolean]>;
}): Promise<DoctorReport>;
/** The report for a person. */
export declare function formatReport(report: DoctorReport): string;

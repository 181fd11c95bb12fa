/** The header a new results file starts with. */
export declare const RESULTS_HEADER: string;
/** `existing` (the file's text, or null when there is none) with `section` as its first run. */
export declare function withResultSection(existing: string | null, section: string): string;
/** Puts `section` first in the results file at `file`, creating the file (and its folder) when missing. */
export declare function recordResultSection(file: string, section: string): void;

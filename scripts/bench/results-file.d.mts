/** The most lines a results file holds. */
export declare const MAX_LINES: number;
/** The header a new results file starts with. */
export declare const RESULTS_HEADER: string;
/** The header of the file the runs that no longer fit move to. */
export declare const EARLIER_HEADER: string;
/** `existing` (the file's text, or null when there is none) with `section` as its first run. */
export declare function withResultSection(existing: string | null, section: string): string;
/** `text` within `maxLines` lines: the text kept and the runs taken off, newest first. */
export declare function keepWithin(text: string, maxLines?: number): { kept: string; moved: string[] };
/**
 * Puts `section` first in the results file at `file` and moves the runs that no longer fit to the
 * earlier file beside it: how many moved there, and how many left that file.
 */
export declare function recordResultSection(file: string, section: string): { moved: number; dropped: number };

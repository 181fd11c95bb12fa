/** The most lines a source, test or script file may have. */
export declare const maxFileLines: number;
/** The files still above the limit, relative to the repository root. */
export declare const oversizedFiles: readonly string[];

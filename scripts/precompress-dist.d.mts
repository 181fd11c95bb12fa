export declare const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string>;
export declare const NEVER_PRECOMPRESSED: ReadonlySet<string>;
/** Writes file.gz and file.br beside each compressible file of `dir`; paths relative to dir. */
export declare function precompress(dir: string): { written: string[]; skipped: string[]; deleted: string[] };

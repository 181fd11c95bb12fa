import type { DoctorSection } from './context.d.mts';

export declare const UNKNOWN_ROUTE: string;
export declare const MISSING_CHUNK: string;
export declare const PRERENDERED_ROUTE: string;
/** The headers of every file that is not a page (deploy/nginx/snippets/portal-file-headers.conf). */
export declare function fileHeaders(): [string, string][];
/** The pages: 200 HTML, never cached, the generated security headers. */
export declare const pageChecks: DoctorSection;
/** The files: a hashed asset's caching, compression and headers, a missing chunk, config.json. */
export declare const fileChecks: DoctorSection;

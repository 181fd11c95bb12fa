import type { Check, HeadersLike } from './security-headers.d.mts';

/** The doc sections the caching checks point to. */
export declare const DOCS: { readonly caching: string; readonly cdn: string };
/** A year in seconds: what a content-hashed file is kept for. */
export declare const YEAR: number;
/** The headers deploy/nginx/snippets/portal-locations.conf sends in one location, with deploy/'s included snippets. */
export declare function deployedLocationHeaders(location: string): [string, string][];
/** Cache-Control's directives, names in lower case, each with its value ('' when it has none). */
export declare function parseCacheControl(value: string | null): Map<string, string>;
/** An HTML page is never used from a cache without asking (`no-store` or `no-cache`). */
export declare function checkPageCaching(headers: HeadersLike, options?: { page?: string }): Check;
/** A content-hashed asset is kept a year and `immutable`. */
export declare function checkAssetCaching(headers: HeadersLike, options?: { path?: string }): Check;
/** Brotli when asked `br`, gzip when asked only `gzip`. */
export declare function checkContentEncoding(headers: HeadersLike, options: { asked: 'br' | 'gzip'; path?: string }): Check;
/** A chunk that does not exist is a 404, never the portal's HTML. */
export declare function checkMissingChunk(
  answer: { status: number; headers: HeadersLike; body?: string; pageBody?: string },
  options?: { path?: string },
): Check;

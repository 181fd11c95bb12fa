import type { PolicyOptions } from '../generate-csp.d.mts';

/** A `Headers` object (its `get`) or a plain record of header values, any case. */
export type HeadersLike = { get(name: string): string | null } | Readonly<Record<string, string | readonly string[] | undefined>>;
/** One line of the doctor's report: what is wrong in words (Spanish) and the doc section that says how to fix it. */
export type Check = { status: 'ok' | 'fail' | 'warn'; id: string; message: string; doc: string };
/** The doc sections the security-header checks point to. */
export declare const DOCS: { readonly headers: string; readonly policy: string; readonly regenerate: string };
/** One header's value (repeated ones joined with ", "), or null. */
export declare function headerValue(headers: HeadersLike, name: string): string | null;
/** A policy's directives (names in lower case, sources normalised) and the names that appear more than once. */
export declare function parsePolicy(policy: string): { directives: Map<string, string[]>; repeated: string[] };
/** A page's headers held against the expected [name, value] pairs (`securityHeaders` of scripts/generate-csp.mjs). */
export declare function checkSecurityHeaders(headers: HeadersLike, expected: ReadonlyArray<readonly [string, string]>, options?: { page?: string }): Check[];
/** A page's headers held against what scripts/generate-csp.mjs produces for `config`. */
export declare function checkPageSecurityHeaders(headers: HeadersLike, config: unknown, options?: PolicyOptions & { page?: string }): Check[];

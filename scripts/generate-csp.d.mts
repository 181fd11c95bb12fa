/** A config.json value that cannot be expressed as a CSP source. */
export declare class CspConfigError extends Error {}
/** The CSP source for one configured URL ('self', an origin) or null when not configured. */
export declare function sourceOf(value: unknown, field: string): string | null;
/** The release-notes widget's source: 'self', its full URL (an integrity is required then), or null. */
export declare function widgetSourceOf(value: unknown, integrity: unknown): string | null;
/** An SRI integrity value as CSP hash sources ('sha384-…'). */
export declare function hashSourcesOf(value: unknown, field?: string): string[];
/** The hash source ('sha256-…') of each inline script of an HTML page. */
export declare function inlineScriptHashes(html: string): string[];
/** The hash sources of public/silent-renew.html's inline script, which script-src allows. */
export declare const silentRenewScriptHashes: readonly string[];
/** [directive, source] pairs added to what config.json names (`--add`). */
export type Additions = [string, string][];
/** Directives `--add` may extend. */
export declare const EXTENSIBLE_DIRECTIVES: readonly string[];
/** One `--add` value, "<directive> <origin>", checked and turned into a [directive, source] pair. */
export declare function parseAddition(text: string): [string, string];
/** The pages' options; `frameable: true` gives silent-renew.html's (frame-ancestors 'self'), the one page the portal frames. */
export type PolicyOptions = { additions?: Additions; frameable?: boolean };
/** The Trusted Types policies the portal's code creates, by what they serve. */
export declare const TRUSTED_TYPES_POLICIES: { readonly widget: string; readonly receipt: string };
/** The name of silent-renew.html's nginx snippet, written beside the pages' by `--nginx`. */
export declare const SILENT_RENEW_SNIPPET: string;
/** The policy's directives, in the order they are sent. */
export declare function cspDirectives(config: unknown, options?: PolicyOptions): [string, string[]][];
/** The Content-Security-Policy header value. */
export declare function contentSecurityPolicy(config: unknown, options?: PolicyOptions): string;
export declare const PERMISSIONS_POLICY: string;
/** Every security header, as [name, value] pairs. */
export declare function securityHeaders(config: unknown, options?: PolicyOptions): [string, string][];
/** The nginx snippet with an `add_header … always` line per security header. */
export declare function nginxSecurityHeaders(config: unknown, options?: PolicyOptions & { source?: string }): string;
type Writable = { write(text: string): unknown };
/** The command line; returns the exit code. */
export declare function main(argv: string[], io?: { stdout?: Writable; stderr?: Writable; cwd?: string }): number;

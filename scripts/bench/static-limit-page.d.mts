/** The name a route's files take in bench-results/ and under LIMIT_FOLDER: `/` is `inicio`. */
export declare function routeFileName(path: string): string;
/** The address path of a route's static limit on the benchmark's server. */
export declare function limitPathFor(routePath: string): string;
/** A module preload, or a preload of a script, a worker or a fetch. */
export declare function isScriptOnlyLink(tag: string): boolean;
/** The static limit page of a route: the settled document without scripts, its CSSOM rules written in. */
export declare function staticLimitPage(input: {
  html: string;
  styleTexts: readonly string[];
  adoptedCss?: string;
  routePath?: string;
  comment?: string;
}): string;

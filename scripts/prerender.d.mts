import type { Plugin } from 'vite';

export function composeRouteHtml(indexHtml: string, markup: string, stylesheet: string, ruleNames?: readonly string[]): string;
export function mergeRules(rulesOfEachRoute: readonly Readonly<Record<string, string>>[]): string;
export function routeFile(path: string): string;
/** A client build's chunk, as the prerender reads it. */
export interface BuiltChunk {
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly imports: readonly string[];
  readonly moduleIds: readonly string[];
}
export function routeChunks(chunks: readonly BuiltChunk[], moduleIds: readonly string[], base?: string): string[];
export function dynamicImportRecorder(runner: object): <T>(render: () => Promise<T>) => Promise<{ result: T; imported: string[] }>;
export function prerenderPlugin(): Plugin;
export function prerenderedRoutePath(root: string, urlPath: string): string | null;

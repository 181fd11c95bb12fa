import type { Plugin } from 'vite';
export declare const STARTER: string;
/** index.html with the entry preloaded and started after the first paint; throws unless there is exactly one entry script. */
export declare function paintBeforeEntry(html: string): string;
/** `html` whose starter also preloads `files` (the route's own chunks); throws when it has no starter tag. */
export declare function withRoutePreloads(html: string, files: readonly string[]): string;
/** `html` that also asks, from its head and at low priority, for every file its starter names; throws without a starter tag or a head. */
export declare function withStartInHead(html: string): string;
/** The Vite plugin: production builds only, after Vite has written the hashed entry into the page. */
export declare function paintBeforeEntryPlugin(): Plugin;

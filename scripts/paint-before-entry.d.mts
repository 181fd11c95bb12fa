import type { Plugin } from 'vite';
export declare const STARTER: string;
/** index.html with the entry preloaded and started after the first paint; throws unless there is exactly one entry script. */
export declare function paintBeforeEntry(html: string): string;
/** The Vite plugin: production builds only, after Vite has written the hashed entry into the page. */
export declare function paintBeforeEntryPlugin(): Plugin;

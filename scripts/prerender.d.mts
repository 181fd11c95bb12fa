import type { InlineConfig, Plugin } from 'vite';

export function composeRouteHtml(indexHtml: string, markup: string, stylesheet: string): string;
export function mergeRules(rulesOfEachRoute: readonly Readonly<Record<string, string>>[]): string;
export function routeFile(path: string): string;
export function prerenderDist(options: { root: string; outDir: string; inlineConfig: InlineConfig }): Promise<{ routes: string[]; stylesheet: string }>;
export function prerenderPlugin(): Plugin;
export function prerenderedRoutePath(root: string, urlPath: string): string | null;

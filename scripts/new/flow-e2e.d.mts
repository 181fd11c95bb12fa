import type { Names } from './names.mjs';
export declare function e2ePath(names: Pick<Names, 'feature' | 'name'>): string;
export declare function e2eSpec(names: Names, options: { readonly dataFile: string }): string;

import type { Names } from './names.mjs';
export declare function featureFiles(names: Pick<Names, 'feature' | 'Feature'>): Record<string, string>;
export declare function glossaryRow(names: Pick<Names, 'feature' | 'Feature' | 'title' | 'routePath'>, options?: { readonly linked?: boolean }): string;

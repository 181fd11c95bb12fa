import type { Names } from './names.mjs';
export declare const notice: { readonly code: number; readonly outcome: string; readonly persona: string };
export declare function fillNotice(root: string, names: Names, options: { readonly dataFile: string }): string[];

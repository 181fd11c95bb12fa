import type { Names } from './names.mjs';
export declare const field: { readonly name: string; readonly example: number; readonly label: string };
export declare function fillField(root: string, names: Names, options: { readonly dataFile: string }): string[];

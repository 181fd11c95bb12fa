import type { Names } from './names.mjs';
export declare function featureDoc(names: Names, options: { readonly dataFile: string; readonly pathsFile: string }): string;
export declare function flowDocSection(names: Names, options: { readonly dataFile: string; readonly pathsFile: string }): string;

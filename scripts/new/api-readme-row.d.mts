import type { Names } from './names.mjs';
export declare const apiReadmePath: string;
export declare function addOperationRow(text: string, names: Pick<Names, 'Feature' | 'method' | 'apiPath'>, operations: readonly string[]): string;

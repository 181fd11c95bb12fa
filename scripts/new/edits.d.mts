export declare function closingBracket(text: string, open: number): number;
export declare function appendToBlock(text: string, anchor: RegExp, member: string, where: string): string;
export declare function appendToList(text: string, anchor: RegExp, entry: string, where: string): string;
export declare function insertBefore(text: string, marker: string, lines: string, where: string): string;
export declare function addImport(text: string, from: string, names: readonly string[], options?: { readonly type?: boolean }): string;
export declare function addNamespaceImport(text: string, from: string, alias: string): { readonly text: string; readonly alias: string };
export declare function tableUnder(lines: readonly string[], heading: string): { readonly first: number; readonly end: number };

export declare function replaced(text: string, from: string, to: string): string;
export declare function holding(root: string, dir: string, text: string): string;
export declare function applyEdits(root: string, edits: Readonly<Record<string, (text: string) => string>>): string[];

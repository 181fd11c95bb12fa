export declare const generated: Readonly<Record<'flow' | 'feature', readonly string[]>>;
export declare function createdTests(output: string): string[];

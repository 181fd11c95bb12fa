/** V8's explicit compile hint: a chunk's first line that has every function compiled eagerly, off the main thread. */
export declare const COMPILE_HINT: '//# allFunctionsCalledOnLoad';
/** Rolldown's `output.postBanner`: the hint for each chunk whose name `hinted(name)` accepts. */
export declare function compileHintBanner(hinted: (name: string) => boolean): (chunk: { readonly name: string }) => string;

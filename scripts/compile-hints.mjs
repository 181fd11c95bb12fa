// V8's explicit compile hint for the chunks whose code the start runs: a first line
// `//# allFunctionsCalledOnLoad` makes V8 compile every function of the file eagerly, on a
// background thread while the file streams in, instead of lazily on the main thread the first time
// each function is called. The start calls most of what the libraries' chunks hold (react-dom's
// render and commit, Chakra's `createSystem` and style resolution, oidc-client-ts's silent check),
// so without the hint their first calls compile inside the start's tasks and lengthen them.
// Browsers other than Chromium read the line as a comment. The measurement is in
// docs/performance-startup.md, "The libraries compiled off the main thread".
//
// The line must be the file's first: it goes in as Rolldown's `postBanner`, after minification
// (which drops comments), before the file's hash is taken, and with the source map shifted.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Rolldown's `output.postBanner`: the hint for each chunk whose name `hinted(name)` accepts. */
export function compileHintBanner(hinted) {
  return (chunk) => (hinted(chunk.name) ? COMPILE_HINT : '');
}

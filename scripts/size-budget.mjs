// The home route's first load, in KiB of gzip -9 JS (entry + its static imports + the home page's
// chunk and its static imports), as `npm run size` measures it. `npm test` fails when a change
// makes it bigger (scripts/test-all.mjs, stage 2).
//
// A ratchet, not the goal: it holds the current size (220.8 KiB measured) so the home cannot grow
// on its way down to the target below. Lower it with every change that shrinks the home; never
// raise it without saying why in the commit.
export const homeInitialJsBudgetKiB = 221;

// The performance target for the same figure (docs/performance.md).
export const homeInitialJsTargetKiB = 170;

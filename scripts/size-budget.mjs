// The home route's first load, in KiB of gzip -9 JS (entry + its static imports + the home page's
// chunk and its static imports), as `npm run size` measures it. `npm test` fails when a change
// makes it bigger (scripts/test-all.mjs, stage 2).
//
// A ratchet, not the goal: it holds the home's current size so the home cannot grow while it is
// worked down to its target below (222.54 KiB measured). Lower it with every change that shrinks the home; never raise it without saying why in the commit.
export const homeInitialJsBudgetKiB = 222.6;

// The goal for the same figure.
export const homeInitialJsTargetKiB = 170;

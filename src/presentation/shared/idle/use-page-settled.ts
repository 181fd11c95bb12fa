import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle.util';

/**
 * False until the page has loaded and the main thread is idle, then true for good. For parts
 * below the fold whose code comes in a chunk of their own (the footer's phone accordion, a
 * toggletip's popover): asked for while the first screen is still arriving, their chunks compete
 * with it for the network and the main thread and push the home's LCP back by ~0.1-0.4 s.
 *
 * The change is a transition: a lazy part that suspends keeps its stand-in on screen (and focused,
 * if it was) until its chunk arrives, instead of swapping it for a Suspense fallback.
 */
export function usePageSettled(): boolean {
  const [isSettled, setSettled] = useState(false);
  // whenIdle's cancel function is the effect's cleanup: a component that leaves first registers nothing.
  useEffect(() => whenIdle(() => startTransition(() => setSettled(true))), []);
  return isSettled;
}

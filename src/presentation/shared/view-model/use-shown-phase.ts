import { useDeferredValue, useLayoutEffect } from 'react';
import { startDrawing } from './entry-loads-drawn.util';

/**
 * The phase a page with an entry load draws (ADR 0009, decision 19): `phase` itself, except when the
 * entry load has just left `'loading'` for a screen with content. Then the page keeps drawing
 * `'loading'` in the urgent render and draws the content in a transition, which React renders in
 * slices instead of one long task that would block taps on a slow phone (MobX reaches React through
 * `useSyncExternalStore`, whose updates React never slices). An `'unavailable'` end is drawn at once,
 * and so is every later change (a step the person asked for), so focus and announcements are never late.
 *
 * While that transition is under way the page counts as still drawing its entry load
 * (`entryLoadsDrawn`): work the first screen does not need waits for it.
 *
 *   const phase = useShownPhase(vm.phase);
 */
export function useShownPhase<P extends string>(phase: P | 'loading'): P | 'loading' {
  const deferred = useDeferredValue(phase);
  const shown = deferred === 'loading' && phase !== 'unavailable' ? deferred : phase;
  const behind = shown !== phase;
  // A layout effect: counted in the commit that draws the loading screen again, before any frame.
  useLayoutEffect(() => (behind ? startDrawing() : undefined), [behind]);
  return shown;
}

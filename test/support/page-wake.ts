import { vi } from 'vitest';

// The page waking, on the test page's own window and document (page-wake.adapter.ts listens there).

/** A restore from the back/forward cache (`persisted`) or an ordinary page show; the test page's PageTransitionEvent is a plain Event. */
export function showFromCache(persisted = true): void {
  window.dispatchEvent(Object.defineProperty(new Event('pageshow'), 'persisted', { value: persisted }));
}

/** The browser resumes a page it froze. */
export function resumeFrozenPage(): void {
  document.dispatchEvent(new Event('resume'));
}

/** The page becomes `state` (the test page otherwise always reports itself visible). Undo with vi.restoreAllMocks. */
export function showPage(state: DocumentVisibilityState): void {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

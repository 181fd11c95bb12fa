/**
 * Ends the current task and resumes in a new one, so the browser can handle input and paint in
 * between: `scheduler.yield()` where the browser has it (it resumes ahead of other tasks, and no
 * test clock holds it back), else a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

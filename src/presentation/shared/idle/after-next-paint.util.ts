/** The longest wait for a frame: a tab hidden after the call paints none. */
const FRAME_WAIT_LIMIT_MS = 1_000;

/**
 * Resolves in a task after the browser has painted the current frame: an animation frame runs just
 * before a paint, and a timer set in it runs after that paint. In a hidden tab, which paints no
 * frames, it resolves in the next task. For work the frame being drawn does not need (a part's chunk
 * asked for once the content above it is on screen): started before that paint, it competes with it
 * for the network and the main thread.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, document.visibilityState === 'hidden' ? 0 : FRAME_WAIT_LIMIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(limit);
        resolve();
      }, 0),
    );
  });
}

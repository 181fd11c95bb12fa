/**
 * Pages whose entry load's content is still to be drawn by a transition (`useShownPhase`), and
 * who waits for none to be left. The start holds the work the first screen does not need until
 * then (`firstScreenShown`).
 */
let drawing = 0;
let waiting: (() => void)[] = [];

/** Counts one page as drawing; the function it returns counts it as done. */
export function startDrawing(): () => void {
  drawing += 1;
  return () => {
    drawing -= 1;
    if (drawing > 0) return;
    const done = waiting;
    waiting = [];
    for (const resolve of done) resolve();
  };
}

/**
 * Settles once no page is drawing its entry load's content in a transition (at once when none is).
 * A page that leaves before its content is drawn counts as done.
 */
export function entryLoadsDrawn(): Promise<void> {
  return drawing === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

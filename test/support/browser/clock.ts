import { expect, type Page } from '@playwright/test';

/** The browser's own frame functions, which Playwright's clock keeps in `__pwClock.builtins`. */
function restoreRealFrames(): void {
  const clock = (globalThis as { __pwClock?: { builtins: Pick<typeof globalThis, 'requestAnimationFrame' | 'cancelAnimationFrame'> } }).__pwClock;
  if (!clock) return;
  globalThis.requestAnimationFrame = clock.builtins.requestAnimationFrame;
  globalThis.cancelAnimationFrame = clock.builtins.cancelAnimationFrame;
}

/**
 * Installs Playwright's clock on the page's context, for timers and `Date`, and leaves animation
 * frames to the browser.
 *
 * Playwright's clock delivers `requestAnimationFrame` as one of its own timers. Under load such a
 * frame can come after a CSS exit animation has ended; Zag's presence (Chakra's dialogs, menus and
 * popovers) reads the animation in that frame and then waits for an `animationend` that has already
 * passed, so the closed element never leaves the page. A browser runs frame callbacks before the
 * frame's animations, so this never happens to a person. The inactivity tests move timers, never
 * frames, and close dialogs: they install the clock with this.
 */
export async function installClockWithRealFrames(page: Page): Promise<void> {
  await page.clock.install();
  // The clock is an init script of the context: this one, added after it, runs after it in every
  // new document; the pages already open get it now.
  await page.context().addInitScript(restoreRealFrames);
  await Promise.all(page.context().pages().map((open) => open.evaluate(restoreRealFrames)));
}

/** Fails unless `page` runs the browser's own animation frames under the installed clock. */
export async function expectRealFrames(page: Page): Promise<void> {
  const real = await page.evaluate(() => {
    const clock = (globalThis as { __pwClock?: { builtins: { requestAnimationFrame: unknown } } }).__pwClock;
    return clock !== undefined && globalThis.requestAnimationFrame === clock.builtins.requestAnimationFrame;
  });
  expect(real, 'la página usa los cuadros de animación del navegador bajo el reloj de Playwright').toBe(true);
}

import { expect, type Page } from '@playwright/test';

/**
 * Waits until the session timeout's controller runs in `page`. It is a chunk of its own, loaded
 * with the session; its notices' live regions are drawn once it runs, so a test may move the clock
 * (or expect a timeout's effects) only from then on.
 */
export async function expectSessionTimeoutRunning(page: Page): Promise<void> {
  await expect(page.getByTestId('session-timeout-regions')).toBeAttached();
}

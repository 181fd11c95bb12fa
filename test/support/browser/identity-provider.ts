import { type Page } from '@playwright/test';
import { SILENT_CHECK_TIMEOUT_MS } from '@/infrastructure/identity/user-manager-settings.mapper';

/** The sandbox provider taken down, as an outage would: every request to its realm fails. */
const takeTheProviderDown = (page: Page) => page.route('**/realms/**', (route) => route.abort());

/**
 * Opens `path` with the provider down. The startup's silent check then waits for an answer that
 * never comes until its time limit; Playwright's clock, installed here, jumps over those seconds
 * once the check has asked the provider, instead of the test waiting them. The clock stays in the
 * context for good, so the test needs a context of its own (test/support/browser/test.ts).
 */
export async function openWithTheProviderDown(page: Page, path: string, time?: Date): Promise<void> {
  await takeTheProviderDown(page);
  await page.clock.install(time ? { time } : {});
  const checkAsked = page.waitForRequest('**/realms/**');
  await page.goto(path);
  await checkAsked;
  await page.clock.fastForward(SILENT_CHECK_TIMEOUT_MS);
}

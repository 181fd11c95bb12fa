import { expect, type Page } from '@playwright/test';

/** The page's main landmark, where each route draws its content. */
export const main = (page: Page) => page.getByRole('main');

/**
 * Waits until the main view has taken over the route's build-time prerender (ADR 0022). The
 * prerender shows the same headings, inert: a test that drives the keyboard right after a load
 * must wait for this, since a key pressed on the prerender reaches nothing.
 */
export async function expectMainView(page: Page): Promise<void> {
  await expect(page.locator('[data-prerender]'), 'la vista principal debía reemplazar la página prerrenderizada').toHaveCount(0);
}

import { type Page } from '@playwright/test';

// What the sign-out specs look at in a tab: the person's income-tax certificate, the header, the
// 'Ha finalizado tu sesión' dialog, what the tab holds of the person, and the provider's round trip.

export const certificatePath = '/certificados/certificado-declaracion-renta';
export const header = (page: Page) => page.getByRole('banner', { includeHidden: true });
export const closedDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Ha finalizado tu sesión' });
export const certificateReady = (page: Page) => page.getByRole('heading', { level: 2, name: 'Tu certificado está listo', includeHidden: true });

/** What a tab holds of the person in its session storage: tokens and document. */
export const heldInTab = (page: Page) =>
  page.evaluate(() => ({
    tokens: Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.user:')).length,
    document: [sessionStorage.getItem('documentType'), sessionStorage.getItem('documentNumber')],
  }));

/** The request to the provider's end-session address, from now on. */
export const logoutRequest = (page: Page) => page.waitForRequest((request) => request.url().includes('/protocol/openid-connect/logout'));

/**
 * Waits for the sign-out the portal started to go through the provider's end-session address
 * and come back, answering its confirmation when it asks.
 */
export async function throughProviderLogout(page: Page, ended: Promise<unknown>): Promise<void> {
  await ended;
  const confirm = page.getByRole('button', { name: 'Sí, cerrar sesión' });
  await Promise.race([
    confirm.click({ timeout: 10_000 }).catch(() => undefined),
    page.waitForURL((url) => !url.pathname.startsWith('/realms/'), { timeout: 10_000 }).catch(() => undefined),
  ]);
  await page.waitForURL((url) => !url.pathname.startsWith('/realms/'));
}

import { type BrowserContext, type Page } from '@playwright/test';
import { expect, testWithItsOwnContext as test } from '@test/support/browser/test';
import { expectRealFrames, installClockWithRealFrames } from '@test/support/browser/clock';
import { expectSessionTimeoutRunning } from '@test/support/browser/session-timeout';
import { personas, signInAs } from '@test/support/browser/sign-in';

// One sign-out for every tab: 'Cerrar sesión' or the inactivity sign-out in one tab of the portal
// ends the session in the others, on the tabs' channel, and each of them drops its tokens and the
// person's data and says 'Ha finalizado tu sesión'. Each test signs in on the provider's page, in a
// provider session of its own: the sign-out ends it.

const certificatePath = '/certificados/certificado-declaracion-renta';
const header = (page: Page) => page.getByRole('banner', { includeHidden: true });
const closedDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Ha finalizado tu sesión' });
const certificateReady = (page: Page) => page.getByRole('heading', { level: 2, name: 'Tu certificado está listo', includeHidden: true });

/** What a tab holds of the person in its session storage: tokens and document. */
const heldInTab = (page: Page) =>
  page.evaluate(() => ({
    tokens: Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.user:')).length,
    document: [sessionStorage.getItem('documentType'), sessionStorage.getItem('documentNumber')],
  }));

/** A second tab of the same browser opens the person's income-tax certificate, signed in by the startup's silent check. */
async function secondTabWithCertificate(context: BrowserContext): Promise<Page> {
  const other = await context.newPage();
  await other.goto(certificatePath);
  await expect(header(other).getByRole('button', { name: personas.maria.headerName, includeHidden: true })).toBeVisible({ timeout: 15_000 });
  await expect(certificateReady(other)).toBeVisible({ timeout: 15_000 });
  expect(await heldInTab(other)).toEqual({ tokens: 1, document: [personas.maria.documentType, personas.maria.documentNumber] });
  return other;
}

/** The other tab has nothing of the person left, and says why. */
async function expectEndedInTab(other: Page): Promise<void> {
  const dialog = closedDialog(other);
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toHaveAccessibleDescription('Se superó el tiempo de la sesión.');
  await expect(certificateReady(other)).toHaveCount(0);
  await expect(header(other).getByRole('button', { name: personas.maria.headerName, includeHidden: true })).toHaveCount(0);
  expect(await heldInTab(other)).toEqual({ tokens: 0, document: [null, null] });
  // 'Aceptar' leaves the page as it is now: anonymous, offering the sign-in again, with no redirect.
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
  await expect(other.getByText('Tu sesión ha finalizado. Inicia sesión de nuevo para continuar.')).toBeVisible();
  expect(new URL(other.url()).pathname).toBe(certificatePath);
}

/** Waits for a sign-out to go through the provider's end-session address and back, confirming when asked. */
async function throughProviderLogout(page: Page, ended: Promise<unknown>): Promise<void> {
  await ended;
  const confirm = page.getByRole('button', { name: 'Sí, cerrar sesión' });
  await Promise.race([
    confirm.click({ timeout: 10_000 }).catch(() => undefined),
    page.waitForURL((url) => !url.pathname.startsWith('/realms/'), { timeout: 10_000 }).catch(() => undefined),
  ]);
  await page.waitForURL((url) => !url.pathname.startsWith('/realms/'));
}

const logoutRequest = (page: Page) => page.waitForRequest((request) => request.url().includes('/protocol/openid-connect/logout'));

test.describe('un cierre de sesión para todas las pestañas', () => {
  test("'Cerrar sesión' en una pestaña quita a la otra los datos de la persona y sus tokens, y le muestra 'Ha finalizado tu sesión'", async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await signInAs(page, 'maria');
    const other = await secondTabWithCertificate(context);

    await page.bringToFront();
    const ended = logoutRequest(page);
    await header(page).getByRole('button', { name: personas.maria.headerName }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await throughProviderLogout(page, ended);

    await expectEndedInTab(other);
  });

  test("el cierre por inactividad de una pestaña también cierra la otra, que muestra 'Ha finalizado tu sesión'", async ({ page, context }) => {
    // Context-wide: both tabs run on the one clock, moved by the test.
    await installClockWithRealFrames(page);
    await page.goto('/');
    await signInAs(page, 'maria');
    await expectSessionTimeoutRunning(page);
    // The first tab has been idle 901 s: its /tiempo-restante window is open (99 s).
    await page.clock.fastForward(901_000);
    // The second tab signs in now: its own inactivity timers start from here.
    const other = await secondTabWithCertificate(context);
    await expectSessionTimeoutRunning(other);
    await expectRealFrames(other);

    // 1,021,000 ms without activity in the first tab, about 120 s in the second: only the first one expires.
    const ended = logoutRequest(page);
    await page.clock.fastForward(120_000);
    await page.clock.runFor(3_000);
    await page.clock.resume();
    await throughProviderLogout(page, ended);

    await expectEndedInTab(other);
  });
});

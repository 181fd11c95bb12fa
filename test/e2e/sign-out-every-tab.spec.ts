import { type BrowserContext, type Page } from '@playwright/test';
import { expect, testWithItsOwnContext as test } from '@test/support/browser/test';
import { expectRealFrames, installClockWithRealFrames } from '@test/support/browser/clock';
import { expectSessionTimeoutRunning } from '@test/support/browser/session-timeout';
import { personas, signInAs } from '@test/support/browser/sign-in';
import { certificatePath, certificateReady, closedDialog, header, heldInTab, logoutRequest, throughProviderLogout } from '@test/support/browser/sign-out';

// One sign-out for every tab: 'Cerrar sesión' or the inactivity sign-out in one tab of the portal
// ends the session in the others, on the tabs' channel, and each of them drops its tokens and the
// person's data and says 'Ha finalizado tu sesión'. Each test signs in on the provider's page, in a
// provider session of its own: the sign-out ends it.

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

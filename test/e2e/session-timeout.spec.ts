import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/layout';

// Session timeout (spec section 4). The closed-session dialog needs only the isExpired flag that
// an earlier visit left in localStorage (WebKeyValueStorage), so it runs with or without a
// signed-in session.

const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Servicios en línea' });
const closedDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Ha finalizado tu sesión' });
const storedFlag = (page: Page) => page.evaluate(() => window.localStorage.getItem('isExpired'));

/** Returns to the portal the way a visitor does after the session expired: the flag is already stored. */
async function returnAfterExpiry(page: Page): Promise<void> {
  await page.goto('/');
  await expect(homeHeading(page)).toBeVisible();
  await page.evaluate(() => window.localStorage.setItem('isExpired', 'true'));
  await page.reload();
  await expect(homeHeading(page)).toBeVisible();
}

test.describe('sesión finalizada', () => {
  test('al volver con isExpired guardado: diálogo accesible con el foco en Aceptar, que borra la marca', async ({
    page,
  }) => {
    await returnAfterExpiry(page);

    const dialog = closedDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('Se superó el tiempo de la sesión.');
    await expect(dialog.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    const accept = dialog.getByRole('button', { name: 'Aceptar' });
    await expect(accept).toBeFocused();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'el diálogo "Ha finalizado tu sesión"');

    await accept.click();
    await expect(dialog).toBeHidden();
    expect(await storedFlag(page)).toBeNull();

    // The flag is gone: the next visit does not show it again.
    await page.reload();
    await expect(homeHeading(page)).toBeVisible();
    await expect(closedDialog(page)).toHaveCount(0);
  });

  test('Escape lo cierra como Aceptar; un clic fuera no', async ({ page }) => {
    await returnAfterExpiry(page);
    const dialog = closedDialog(page);
    await expect(dialog.getByRole('button', { name: 'Aceptar' })).toBeFocused();

    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    expect(await storedFlag(page)).toBe('true');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await storedFlag(page)).toBeNull();
  });

  test('Iniciar sesión borra la marca y empieza el inicio de sesión', async ({ page }) => {
    await returnAfterExpiry(page);
    const dialog = closedDialog(page);
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(dialog).toBeHidden();
    // Whichever identity adapter is bound, the flag is cleared before sign-in starts.
    await expect.poll(() => storedFlag(page).catch(() => null)).toBeNull();
  });
});

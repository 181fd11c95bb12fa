import { type Page } from '@playwright/test';
import { expect, test, testWithItsOwnContext as testWithItsOwnClock } from '@test/support/browser/test';
import { expectNoAxeViolations } from '@test/support/browser/axe';
import { openWithTheProviderDown } from '@test/support/browser/identity-provider';
import { signInAs } from '@test/support/browser/sign-in';

// Against the sandbox identity provider (sandbox/identity, realm /realms/portal) in `vite preview`.
const header = (page: Page) => page.getByRole('banner');
const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Servicios en línea' });
const providerDown = 'No pudimos conectar con el servicio de inicio de sesión. Puedes seguir usando los servicios que no lo requieren.';

/** María Fernanda Restrepo Gómez (sandbox/data/personas.ts) signs in on the Spanish login page. */
async function signInAsMaria(page: Page) {
  await header(page).getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/realms\/portal\//);
  await page.getByLabel('Tipo de documento').selectOption('CC');
  await page.getByLabel('Número de documento').fill('1037600123');
  await page.getByLabel('Contraseña').fill('Maria2026*');
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
}

test.describe('identidad', () => {
  test('una página que exige sesión lleva al visitante anónimo al inicio de sesión y lo devuelve a esa página con sesión', async ({
    page,
  }) => {
    const path = '/certificados/certificado-defuncion-beneficiario';
    await page.goto(`${path}?desde=correo`);
    // No certificate step is shown to an anonymous visitor: the provider's page opens instead.
    await expect(page).toHaveURL(/\/realms\/portal\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'la página de ingreso del proveedor');

    await signInAs(page, 'maria', { fromHeader: false });

    expect(new URL(page.url()).pathname).toBe(path);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificado de defunción de beneficiario' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Tus beneficiarios' })).toBeVisible();
  });

  test('la comprobación silenciosa va en un marco oculto, fuera del orden de tabulación, que deja la página al terminar', async ({ page }) => {
    // Every frame the page gets, as it is when it comes in.
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      Object.assign(window, { framesSeen: seen });
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (!(node instanceof HTMLIFrameElement)) continue;
          const box = node.getBoundingClientRect();
          seen.push({ ariaHidden: node.getAttribute('aria-hidden'), tabIndex: node.tabIndex, visibility: getComputedStyle(node).visibility, size: [box.width, box.height] });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/subsidios');
    await expect(header(page).getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();

    await expect(page.locator('iframe')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { framesSeen: unknown[] }).framesSeen)).toEqual([
      { ariaHidden: 'true', tabIndex: -1, visibility: 'hidden', size: [0, 0] },
    ]);
  });

  test('inicia sesión y vuelve a la misma página, sin code ni state en la dirección, con el nombre en el encabezado', async ({ page }) => {
    await page.goto('/subsidios?origen=menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Subsidios' })).toBeVisible();

    await signInAsMaria(page);

    const name = header(page).getByRole('button', { name: 'María Restrepo' });
    await expect(name).toBeVisible();
    // Back where login started, without its query string; code and state are gone.
    expect(new URL(page.url()).pathname).toBe('/subsidios');
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByText(providerDown)).toHaveCount(0);
    // Tokens only in sessionStorage.
    const stores = await page.evaluate(() => ({
      session: Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.user:')).length,
      local: Object.keys(localStorage).filter((key) => /oidc|token/i.test(key)).length,
    }));
    expect(stores).toEqual({ session: 1, local: 0 });
    await expectNoAxeViolations(page, 'la vuelta del inicio de sesión');

    // A reload keeps the session (the refresh token is used), and the address stays clean.
    await page.reload();
    await expect(header(page).getByRole('button', { name: 'María Restrepo' })).toBeVisible();

    // The dropdown offers 'Actualizar datos' and 'Cerrar sesión'.
    await header(page).getByRole('button', { name: 'María Restrepo' }).click();
    await expect(page.getByRole('menuitem', { name: 'Actualizar datos' })).toBeVisible();
    const logout = page.getByRole('menuitem', { name: 'Cerrar sesión' });
    await expect(logout).toBeVisible();
    await expectNoAxeViolations(page, 'el menú del usuario');

    await logout.click();
    // The provider may ask to confirm (oidc-provider's end-session page); answer yes if it does.
    const confirm = page.getByRole('button', { name: 'Sí, cerrar sesión' });
    await Promise.race([
      confirm.click({ timeout: 5_000 }).catch(() => undefined),
      homeHeading(page).waitFor({ timeout: 5_000 }).catch(() => undefined),
    ]);
    await expect(homeHeading(page)).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.user:')).length)).toBe(0);
  });

  test('el proveedor recibe siempre la misma dirección de regreso (/auth/callback) y el inicio de sesión vuelve a la página profunda de la que salió', { tag: '@one-width' }, async ({
    page,
  }) => {
    const path = '/certificados/certificado-declaracion-renta';
    const redirects: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/protocol/openid-connect/auth')) redirects.push(url.searchParams.get('redirect_uri') ?? '');
    });
    const origin = new URL(String(test.info().project.use.baseURL)).origin;

    await page.goto(`${path}?desde=correo`);
    await signInAs(page, 'maria', { fromHeader: false });

    // The silent check came back to its page, the sign-in to its callback: no page address ever went to the provider.
    expect([...new Set(redirects)].sort()).toEqual([`${origin}/auth/callback`, `${origin}/silent-renew.html`]);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('heading', { level: 2, name: 'Tu certificado está listo' })).toBeVisible();
  });

  test('dos pestañas con el mismo refresh token (pestaña duplicada) cargan a la vez: una sola renovación y ambas con sesión', { tag: '@one-width' }, async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await signInAsMaria(page);
    await expect(header(page).getByRole('button', { name: 'María Restrepo' })).toBeVisible();
    // What duplicating a tab does: the new tab starts with a copy of the first one's sessionStorage.
    const copied = await page.evaluate(() => Object.entries(sessionStorage));
    const second = await context.newPage();
    await second.addInitScript((entries) => {
      if (Object.keys(sessionStorage).some((key) => key.startsWith('oidc.user:'))) return;
      for (const [key, value] of entries) sessionStorage.setItem(key, value);
    }, copied);
    const refreshes: string[] = [];
    context.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().includes('/protocol/openid-connect/token') && body.includes('grant_type=refresh_token')) refreshes.push(body);
    });

    // Both load at once; each startup check would use the refresh token they share.
    await Promise.all([page.reload(), second.goto('/')]);

    await expect(header(page).getByRole('button', { name: 'María Restrepo' })).toBeVisible();
    await expect(header(second).getByRole('button', { name: 'María Restrepo' })).toBeVisible();
    expect(refreshes).toHaveLength(1);
    // And the rotated token is good in both: a reload of each refreshes once more, without invalid_grant.
    await second.reload();
    await expect(header(second).getByRole('button', { name: 'María Restrepo' })).toBeVisible();
    await page.reload();
    await expect(header(page).getByRole('button', { name: 'María Restrepo' })).toBeVisible();
  });

  // Its own context: Playwright's clock jumps over the silent check's time limit.
  testWithItsOwnClock('con el proveedor de identidad caído el portal sigue anónimo y lo avisa', async ({ page }) => {
    // The notice comes with no input before it: its corner must move nothing (cumulative layout shift).
    await page.addInitScript(() => {
      const shifts = { sum: 0 };
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.sum += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openWithTheProviderDown(page, '/');

    await expect(homeHeading(page)).toBeVisible();
    await expect(page.getByTestId('toast').filter({ hasText: providerDown })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { shifts: { sum: number } }).shifts.sum)).toBeLessThanOrEqual(0.001);
    await expect(header(page).getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expectNoAxeViolations(page, 'el aviso de proveedor de identidad caído');
  });

  test('una llamada respondida 401 renueva los tokens una vez y se repite: el certificado sale sin que la persona note nada', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/certificados');
    await signInAsMaria(page);
    await expect(header(page).getByRole('button', { name: 'María Restrepo' })).toBeVisible();
    // The fund's gateway refuses the first attempt (a token revoked server-side); the real sandbox provider renews.
    let refused = 0;
    const bearers: string[] = [];
    await page.route('**/api/v1/certifications/certificates/downloadable', async (route) => {
      bearers.push(route.request().headers().authorization ?? '');
      if (refused === 0) {
        refused += 1;
        await route.fulfill({ status: 401, json: { error: 'unauthorized', message: 'Token inválido' } });
        return;
      }
      await route.fallback();
    });
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/protocol/openid-connect/token')) refreshes.push(request.postData() ?? '');
    });

    await page.goto('/certificados/certificado-declaracion-renta');
    await expect(page.getByRole('heading', { level: 2, name: 'Tu certificado está listo' })).toBeVisible();
    expect(bearers).toHaveLength(2);
    expect(bearers[1]).not.toBe(bearers[0]);
    expect(refreshes.filter((body) => body.includes('grant_type=refresh_token')).length).toBeGreaterThanOrEqual(1);
  });

  test("una sesión que la API rechaza aun renovada termina en 'Ha finalizado tu sesión', nunca en 'no cumple las condiciones'", async ({ page }) => {
    await page.goto('/certificados');
    await signInAsMaria(page);
    await expect(header(page).getByRole('button', { name: 'María Restrepo' })).toBeVisible();
    await page.route('**/api/v1/certifications/certificates/downloadable', (route) =>
      route.fulfill({ status: 401, json: { responseCode: 1, message: 'Token inválido' } }),
    );

    await page.goto('/certificados/certificado-declaracion-renta');
    const dialog = page.getByRole('alertdialog', { name: 'Ha finalizado tu sesión' });
    await expect(dialog).toBeVisible();
    await expect(page.getByText('No cumples con las condiciones para generar este certificado.')).toHaveCount(0);
    await expect(page.getByRole('alertdialog', { name: 'Error del sistema' })).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.user:')).length)).toBe(0);
    await expectNoAxeViolations(page, 'la sesión rechazada por la API');

    // 'Iniciar sesión' signs in again and comes back to this very page.
    await page.unroute('**/api/v1/certifications/certificates/downloadable');
    await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
    // The provider's own session may still be alive (only the portal's tokens were dropped): then
    // it signs her in without asking again.
    const passwordField = page.getByLabel('Contraseña');
    const signedInAgain = header(page).getByRole('button', { name: 'María Restrepo' });
    await expect(passwordField.or(signedInAgain)).toBeVisible({ timeout: 15_000 });
    if (await passwordField.isVisible()) await signInAs(page, 'maria', { fromHeader: false });
    await expect(signedInAgain).toBeVisible({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/certificados/certificado-declaracion-renta');
    await expect(page.getByRole('heading', { level: 2, name: 'Tu certificado está listo' })).toBeVisible();
  });
});

import { expect, type Page } from '@playwright/test';

/** The sandbox personas (sandbox/data/personas.ts) by what they exist for. */
export const personas = {
  maria: { documentType: 'CC', documentNumber: '1037600123', password: 'Maria2026*', headerName: 'María Restrepo' },
  carlos: { documentType: 'CC', documentNumber: '71650432', password: 'Carlos2026*', headerName: 'Carlos Zapata' },
  luz: { documentType: 'CC', documentNumber: '43218765', password: 'Luz2026*', headerName: 'Luz Ospina' },
  jose: { documentType: 'CE', documentNumber: '4567123', password: 'Jose2026*', headerName: 'José Hernández' },
  diana: { documentType: 'CC', documentNumber: '52500500', password: 'Diana2026*', headerName: 'Diana Cárdenas' },
  sergio: { documentType: 'CC', documentNumber: '80500500', password: 'Sergio2026*', headerName: 'Sergio Muñoz' },
} as const;
export type PersonaName = keyof typeof personas;

/**
 * Signs in on the sandbox provider's Spanish page, starting from the page that is open (its
 * 'Iniciar sesión' button in the header) or, on a page that requires sign-in, from the redirect
 * already under way. Resolves once the person's name is in the header.
 */
export async function signInAs(page: Page, who: PersonaName, { fromHeader = true } = {}): Promise<void> {
  const persona = personas[who];
  if (fromHeader) await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/realms\/portal\//);
  await page.getByLabel('Tipo de documento').selectOption(persona.documentType);
  await page.getByLabel('Número de documento').fill(persona.documentNumber);
  await page.getByLabel('Contraseña').fill(persona.password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  // Three navigations (provider consent, callback, the portal's start with its silent check) on a
  // busy two-core machine: more room than one in-page step gets. A page whose first call fails
  // may already have its modal up, which hides the header from the accessibility tree: the name
  // is looked for there too.
  const header = page.getByRole('banner', { includeHidden: true });
  await expect(header.getByRole('button', { name: persona.headerName, includeHidden: true })).toBeVisible({ timeout: 15_000 });
}

/**
 * Opens a page that requires sign-in as an anonymous visitor: the portal sends the browser to
 * the provider, and after signing in it comes back to `path`.
 */
export async function openSignedIn(page: Page, path: string, who: PersonaName): Promise<void> {
  await page.goto(path);
  await signInAs(page, who, { fromHeader: false });
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

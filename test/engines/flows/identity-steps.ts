import assert from 'node:assert/strict';
import type { EngineDriver, Query } from '../driver';
import { waitUntil } from '../waiting';
import { expectUrl } from './steps';

/** The sandbox personas the flows sign in as (sandbox/data/personas.ts; test/support/browser/sign-in.ts for Chromium). */
export const personas = {
  maria: { documentType: 'CC', documentNumber: '1037600123', password: 'Maria2026*', headerName: 'María Restrepo' },
  luz: { documentType: 'CC', documentNumber: '43218765', password: 'Luz2026*', headerName: 'Luz Ospina' },
} as const;
export type PersonaName = keyof typeof personas;

export const banner = { role: 'banner' } as const;
/** The person's name in the header (a menu button), also behind a modal, which hides the header from assistive technology. */
export const headerName = (who: PersonaName): Query => ({ role: 'button', name: personas[who].headerName, within: banner });

/**
 * Signs in on the sandbox provider's Spanish page, from the header's 'Iniciar sesión' or, on a page
 * that requires sign-in, from the redirect already under way. The portal's request carries a PKCE
 * challenge (S256) made with WebCrypto; the provider refuses the code without its verifier.
 */
export async function signInAs(driver: EngineDriver, who: PersonaName, { fromHeader = true } = {}): Promise<void> {
  const persona = personas[who];
  if (fromHeader) await driver.click({ role: 'button', name: 'Iniciar sesión', within: banner });
  await expectUrl(driver, /\/realms\/portal\//);
  await driver.select({ label: 'Tipo de documento' }, persona.documentType);
  await driver.type({ label: 'Número de documento' }, persona.documentNumber);
  await driver.type({ label: 'Contraseña' }, persona.password);
  await driver.click({ role: 'button', name: 'Ingresar', exact: true });
  await driver.waitFor(headerName(who), { includeHidden: true, timeoutMs: 20_000 });
}

/** What a tab holds of the person in its session storage: tokens and document (test/support/browser/sign-out.ts). */
export const heldInTab = (driver: EngineDriver) =>
  driver.evaluate(() => ({
    tokens: Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.user:')).length,
    document: [sessionStorage.getItem('documentType'), sessionStorage.getItem('documentNumber')],
  }));

/** Signs out from the header's menu and follows the provider's end-session round trip back to the portal. */
export async function signOutFromHeader(driver: EngineDriver, who: PersonaName): Promise<void> {
  await driver.click(headerName(who));
  await driver.click({ role: 'menuitem', name: 'Cerrar sesión' });
  // The provider may ask to confirm ('Sí, cerrar sesión'); either way the browser comes back.
  await waitUntil(
    async () => {
      const url = new URL(await driver.url());
      if (!url.pathname.startsWith('/realms/') && !url.pathname.includes('logout')) return true;
      if ((await driver.count({ role: 'button', name: 'Sí, cerrar sesión' })) > 0) await driver.click({ role: 'button', name: 'Sí, cerrar sesión' });
      return false;
    },
    'la vuelta del cierre de sesión del proveedor',
    20_000,
  );
  assert.equal(await driver.count(headerName(who), { includeHidden: true }), 0);
}

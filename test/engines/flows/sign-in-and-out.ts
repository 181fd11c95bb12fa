import assert from 'node:assert/strict';
import type { Flow } from '../flow';
import { headerName, heldInTab, personas, signInAs, signOutFromHeader } from './identity-steps';
import { h2 } from './steps';

const certificatePath = '/certificados/certificado-declaracion-renta';
const closedDialog = { role: 'alertdialog', name: 'Ha finalizado tu sesión' } as const;

/** Sign-in on the provider (authorization code with PKCE), a second tab signed in by the silent check, and 'Cerrar sesión' reaching it (BroadcastChannel). */
export const signInAndOut: Flow = {
  name: 'sesion-y-cierre-en-otra-pestana',
  title: "inicio de sesión con PKCE; una segunda pestaña con la sesión; 'Cerrar sesión' en la primera la cierra en la segunda",
  async run({ driver }) {
    await driver.open('/');
    await driver.waitFor({ role: 'heading', level: 1, name: 'Servicios en línea' });
    await signInAs(driver, 'maria');
    assert.equal(new URL(await driver.url()).pathname, '/');
    const first = driver.currentTab();

    // A second tab of the same browser: the startup's silent check finds the provider's session.
    const second = await driver.newTab(certificatePath);
    await driver.waitFor(headerName('maria'), { includeHidden: true, timeoutMs: 20_000 });
    await driver.waitFor(h2('Tu certificado está listo'), { includeHidden: true, timeoutMs: 20_000 });
    assert.deepEqual(await heldInTab(driver), { tokens: 1, document: [personas.maria.documentType, personas.maria.documentNumber] });

    await driver.switchTo(first);
    await signOutFromHeader(driver, 'maria');

    // The other tab hears it on the tabs' channel: the person's data and tokens go, and it says why.
    await driver.switchTo(second);
    await driver.waitFor(closedDialog, { timeoutMs: 15_000 });
    assert.deepEqual(await heldInTab(driver), { tokens: 0, document: [null, null] });
    assert.equal(await driver.count(h2('Tu certificado está listo'), { includeHidden: true }), 0);
    await driver.click({ role: 'button', name: 'Aceptar', within: closedDialog });
    await driver.waitFor(closedDialog, { gone: true });
    await driver.waitFor({ text: 'Tu sesión ha finalizado. Inicia sesión de nuevo para continuar.' });
    assert.equal(new URL(await driver.url()).pathname, certificatePath);
  },
};

import assert from 'node:assert/strict';
import type { Flow } from '../flow';
import { sandboxGridTitles } from '../../support/certificates/grid-titles';

const homeHeading = { role: 'heading', level: 1, name: 'Servicios en línea', exact: true } as const;
const grid = { role: 'list', name: 'Certificados disponibles' } as const;

/** The home's four cards, one of them to the certificate grid with its nine cards; leaving a page while its later chunks load. */
export const homeAndGrid: Flow = {
  name: 'inicio-y-certificados',
  title: 'inicio, sus cuatro tarjetas y la grilla de nueve certificados; salir de una página mientras cargan sus partes',
  async run({ driver }) {
    await driver.open('/');
    await driver.waitFor(homeHeading);
    const cards = { role: 'list', name: 'Servicios disponibles' } as const;
    assert.equal(await driver.count({ role: 'listitem', within: cards }), 4);
    for (const name of ['Ir a Pagos en línea', 'Ir a Certificados', 'Ir a Subsidios', 'Ir a Créditos']) {
      await driver.waitFor({ role: 'link', name, exact: true, within: cards });
    }

    await driver.click({ role: 'link', name: 'Ir a Certificados', within: cards });
    await driver.waitFor({ role: 'heading', level: 1, name: 'Certificados', exact: true });
    assert.equal(new URL(await driver.url()).pathname, '/certificados');
    await driver.waitFor({ role: 'listitem', within: grid });
    assert.equal(await driver.count({ role: 'listitem', within: grid }), 9);
    const titles = await driver.evaluate(() =>
      Array.from(document.querySelectorAll('main li h2'), (heading) => heading.textContent?.trim() ?? ''),
    );
    assert.deepEqual(titles.slice(0, 9), [...sandboxGridTitles]);
    // Three certificates anyone can request link to their page; the six others ask to sign in.
    assert.equal(await driver.count({ role: 'link', name: /^Descargar/, within: grid }), 3);
    assert.equal(await driver.count({ role: 'button', name: 'Iniciar sesión', within: grid }), 6);

    // Leaving the home while the start's chunks load (a person who follows a link out at once):
    // the page being left reports nothing. The link out is followed as soon as the start
    // (public/start-after-first-paint.js) has asked for the entry, while its imports are on their way.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await driver.open('/');
      await driver.evaluate(leaveOnceTheEntryIsAskedFor, '/sandbox/externo/inicio');
      await driver.waitFor({ text: 'Sitio externo simulado por el sandbox' });
    }
  },
};

/** Runs in the page: follows `away` as soon as the entry's preload is in the head (or at once if it is already). */
function leaveOnceTheEntryIsAskedFor(away: string): void {
  const entry = document.querySelector('script[data-portal-entry]')?.getAttribute('data-portal-entry');
  const asked = () => Array.from(document.querySelectorAll('link[rel="modulepreload"]')).some((link) => link.getAttribute('href') === entry);
  if (!entry || asked()) {
    location.assign(away);
    return;
  }
  const observer = new MutationObserver(() => {
    if (!asked()) return;
    observer.disconnect();
    location.assign(away);
  });
  observer.observe(document.head, { childList: true });
}

import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { EngineDriver } from '../driver';
import type { Flow } from '../flow';
import { waitUntil } from '../waiting';
import { button, fillDocument, h2, inMain } from './steps';

// The refund request with its encrypted draft (ADR 0019; test/e2e/bookings-drafts.spec.ts for
// Chromium): WebCrypto (AES-GCM) and IndexedDB in the engine, the key in the tab's session storage.

const buyer = { type: 'CE', number: '2030405' } as const;
const person = `${buyer.type} ${buyer.number}`;
const files = { support: 'historia-clinica-de-prueba.pdf', identity: 'cedula-escaneada-de-prueba.pdf', bank: 'certificacion-bancaria-de-prueba.pdf' } as const;
const typed = 'Hospitalización de la titular: no puede viajar en la fecha reservada.';
const lockNotice = inMain({ role: 'heading', level: 3, name: 'Hay una solicitud sin terminar en esta pestaña' });

async function validate(driver: EngineDriver): Promise<void> {
  await fillDocument(driver, buyer.type, buyer.number);
  await driver.click(inMain(button('Validar')));
}

/** The drafts in the origin's IndexedDB: how many, and how many files each keeps (ciphertext only). */
const storedDrafts = (driver: EngineDriver) =>
  driver.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const opening = indexedDB.open('portal-borradores');
        opening.onerror = () => resolve([-1]);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('drafts')) {
            db.close();
            resolve([]);
            return;
          }
          const reading = db.transaction('drafts').objectStore('drafts').getAll();
          reading.onsuccess = () => {
            resolve((reading.result as { files?: unknown[] }[]).map((record) => record.files?.length ?? 0));
            db.close();
          };
          reading.onerror = () => resolve([-1]);
        };
      }),
  );

/** Refund request up to step 5 with three files; a reload asks for the buyer's document and restores them; the draft goes once its tab is closed. */
export const refundDraft: Flow = {
  name: 'devolucion-con-adjuntos',
  title: 'solicitud de devolución con adjuntos; la recarga los restaura tras validar el documento; cerrar la pestaña borra el borrador',
  async run({ driver, fixtures }) {
    const attach = async (label: string, name: string) => {
      await driver.chooseFiles(inMain({ label, exact: true }), [join(fixtures, name)]);
      await driver.waitFor(inMain(button(`Quitar ${name}`)));
    };

    await driver.open('/solicitud-de-devolucion');
    await driver.waitFor(inMain(h2('Datos de quien hizo la compra')));
    await validate(driver);
    await driver.click(inMain(button('Ver detalles de la reserva RVA-2026-112001')), { timeoutMs: 15_000 });
    await driver.waitFor(inMain(h2('Detalle de la reserva')));
    await driver.click(inMain({ role: 'checkbox', name: `Seleccionar a ${person}` }));
    await driver.click(inMain(button('Continuar')));
    await driver.select(inMain({ role: 'combobox', name: new RegExp(`Motivo de la solicitud de ${person}`) }), 'fuerzaMayor');
    await attach(`Archivos de soporte de ${person}`, files.support);
    await driver.type(inMain({ label: 'Observaciones (opcional)' }), typed);
    await driver.click(inMain(button('Siguiente')));
    await driver.waitFor(inMain(h2('Documentos de quien hizo la compra')));
    await attach('Documento de identidad de quien hizo la compra', files.identity);
    await attach('Certificación bancaria', files.bank);
    // The whole draft, its three files encrypted, is on the disk.
    await waitUntil(async () => (await storedDrafts(driver)).join() === '3', 'el borrador con sus tres archivos en IndexedDB', 10_000);
    assert.ok(await driver.evaluate(() => sessionStorage.length > 0), 'la llave del borrador vive en el almacenamiento de la pestaña');

    // A reload: nothing is shown until the buyer's document is typed again, then everything comes back.
    const refundTab = driver.currentTab();
    await driver.open(await driver.url());
    await driver.waitFor(lockNotice, { timeoutMs: 15_000 });
    assert.doesNotMatch(await driver.text({ role: 'main' }), new RegExp(files.identity.replace(/\./g, '\\.')));
    await validate(driver);
    await driver.waitFor(inMain(h2('Documentos de quien hizo la compra')), { timeoutMs: 15_000 });
    await driver.waitFor(inMain(button(`Quitar ${files.identity}`)));
    await driver.waitFor(inMain(button(`Quitar ${files.bank}`)));
    await driver.click(inMain(button('Regresar')));
    await driver.waitFor(inMain(h2('Motivo y soportes por persona')));
    await driver.waitFor(inMain(button(`Quitar ${files.support}`)));
    assert.equal(await driver.evaluate(() => (document.querySelector('main textarea') as HTMLTextAreaElement | null)?.value), typed);

    // The tab closes: its key goes with it, and the next start of the portal deletes the draft.
    const next = await driver.newTab('/config.json');
    await driver.closeTab(refundTab);
    await driver.switchTo(next);
    assert.equal(await driver.evaluate(() => sessionStorage.length), 0);
    assert.deepEqual(await storedDrafts(driver), [3]);
    await driver.open('/');
    await driver.waitFor({ role: 'heading', level: 1, name: 'Servicios en línea' });
    await waitUntil(async () => (await storedDrafts(driver)).length === 0, 'que el inicio borre el borrador sin llave', 15_000);
  },
};

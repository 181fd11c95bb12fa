import { type Page } from '@playwright/test';
import { expectNoAxeViolations } from '@test/support/browser/axe';
import { expect, test } from '@test/support/browser/test';
import { decryptedDraft, recordShows, storedDraftRecords, tabSessionStorage } from '@test/support/bookings/booking-draft-browser';
import {
  attach,
  button,
  buyers,
  documentOf,
  filesInput,
  observations,
  openReservation,
  openStep1,
  paths,
  pdf,
  personCheckbox,
  reasonSelect,
  stepHeading,
  storedDrafts,
  validate,
} from '@test/support/bookings/booking-request-browser';
import { main } from '@test/support/browser/main-view';

// The refund draft on the disk (ADR 0019): IndexedDB keeps only ciphertext, under a key that lives
// in the tab's session storage. A closed tab takes the key along, and the next start of the portal
// deletes what it left. A page that did not keep the draft (a reload, a closed tab the browser
// reopens with its session storage) shows nothing of it until the buyer's document is typed again.

const person = documentOf(buyers.single);
const supportFile = pdf('historia-clinica-de-prueba.pdf');
const identityScan = pdf('cedula-escaneada-de-prueba.pdf');
const bankCertification = pdf('certificacion-bancaria-de-prueba.pdf');
const typed = 'Hospitalización de la titular: no puede viajar en la fecha reservada.';

/** What no one but the tab may read back: the typed text, the buyer's number, and each file as bytes and as base64. */
const personalData = [
  typed,
  buyers.single.number,
  ...[supportFile, identityScan, bankCertification].flatMap((file) => [file.name, file.buffer.toString('latin1'), file.buffer.toString('base64')]),
];

/** A refund for the one-person buyer, on step 4 with the reason and a support file. */
async function toStep4(page: Page): Promise<void> {
  await openStep1(page, 'refund');
  await validate(page, buyers.single);
  await openReservation(page, 'RVA-2026-112001');
  await personCheckbox(page, person).check();
  await button(page, 'Continuar').click();
  await reasonSelect(page, person).selectOption({ label: 'Fuerza mayor' });
  await attach(filesInput(page, person), supportFile, supportFile.name);
}

/** A refund for the one-person buyer, up to step 5 with a support file, the typed text and both buyer documents. */
async function fillRefund(page: Page): Promise<void> {
  await toStep4(page);
  await observations(page).fill(typed);
  await button(page, 'Siguiente').click();
  await expect(stepHeading(page, 'Documentos de quien hizo la compra')).toBeVisible();
  await attach(main(page).getByLabel('Documento de identidad de quien hizo la compra', { exact: true }), identityScan, identityScan.name);
  await attach(main(page).getByLabel('Certificación bancaria', { exact: true }), bankCertification, bankCertification.name);
}

/** Waits until the tab's whole step-5 draft is on the disk, readable with the tab's key, and returns that key. */
async function savedWithTheTabKey(page: Page): Promise<string> {
  const stored = async () => {
    const { draftKey } = await tabSessionStorage(page);
    const opened = await decryptedDraft((await storedDraftRecords(page))[0], draftKey);
    return { draftKey, draft: opened?.draft ?? null };
  };
  await expect
    .poll(async () => (await stored()).draft)
    .toMatchObject({
      step: 5,
      observation: typed,
      buyerDocuments: { identityDocument: { name: identityScan.name }, bankCertification: { name: bankCertification.name } },
    });
  return (await stored()).draftKey ?? '';
}

const lockNotice = (page: Page) => main(page).getByRole('heading', { level: 3, name: 'Hay una solicitud sin terminar en esta pestaña' });

test.describe('el borrador de una devolución en este navegador', () => {
  test('una pestaña cerrada que el navegador reabre con su almacenamiento de sesión no muestra escaneos, documento ni nombre hasta escribir el documento', async ({
    context,
    page,
  }) => {
    test.slow();
    await fillRefund(page);
    await savedWithTheTabKey(page);
    const closedTabSession = await page.evaluate(() => Object.entries(sessionStorage));
    await page.close();

    // "Reopen closed tab" (Ctrl+Shift+T) or a restored session: a new tab with the closed tab's
    // session storage, the draft's key and id included, before any code of the portal runs.
    const reopened = await context.newPage();
    await reopened.goto('/config.json');
    await reopened.evaluate((entries) => entries.forEach(([key, value]) => sessionStorage.setItem(key, value)), closedTabSession);
    await reopened.goto(paths.refund);

    await expect(lockNotice(reopened)).toBeVisible();
    await expect(stepHeading(reopened, 'Datos de quien hizo la compra')).toBeVisible();
    await expect(main(reopened).getByLabel('Número de documento')).toHaveValue('');
    const shown = (await reopened.locator('body').innerText()) + (await reopened.content());
    for (const personal of [typed, buyers.single.number, supportFile.name, identityScan.name, bankCertification.name, 'RVA-2026-112001']) {
      expect(shown).not.toContain(personal);
    }
    await expectNoAxeViolations(reopened, 'devolución, paso 1 con una solicitud sin terminar de una pestaña reabierta');
    // The draft is still there, waiting for its buyer.
    expect(await storedDrafts(reopened)).toBe(1);

    // Another document: it does not match, and nothing is shown.
    await validate(reopened, buyers.several);
    await expect(main(reopened).getByRole('alert')).toHaveText(/^El documento no coincide con el de la solicitud sin terminar\. Te quedan 2 intentos/);
    await expect(button(reopened, 'Validar')).toBeFocused();
    await expect(main(reopened)).not.toContainText(identityScan.name);

    // The buyer's own document brings everything back.
    await validate(reopened, buyers.single);
    await expect(stepHeading(reopened, 'Documentos de quien hizo la compra')).toBeFocused();
    await expect(main(reopened).getByRole('button', { name: `Quitar ${identityScan.name}` })).toBeVisible();
    await expect(main(reopened).getByRole('button', { name: `Quitar ${bankCertification.name}` })).toBeVisible();
  });

  test('una recarga justo después de escribir conserva la última tecla', async ({ page }) => {
    await toStep4(page);
    // The draft with its file is on the disk, as it is a moment after attaching: what is left to
    // write as the page goes is the typed text, as when a person types and then reloads.
    await expect.poll(async () => (await decryptedDraft((await storedDraftRecords(page))[0], (await tabSessionStorage(page)).draftKey))?.draft.step).toBe(4);
    await observations(page).pressSequentially('Viajamos el lunes!');

    // At once: the draft's delay after the last key has not run out.
    await page.reload();
    await expect(lockNotice(page)).toBeVisible();
    await validate(page, buyers.single);
    await expect(stepHeading(page, 'Motivo y soportes por persona')).toBeFocused();
    await expect(observations(page)).toHaveValue('Viajamos el lunes!');
  });

  test('al cerrar la pestaña lo que queda es cifrado y sin llave, y el portal lo borra al abrirse de nuevo', async ({ context, page }) => {
    test.slow();
    await fillRefund(page);
    const closedTabKey = await savedWithTheTabKey(page);

    await page.close();
    // A new tab of the same browser, on a page of the origin that runs none of the portal's code.
    const next = await context.newPage();
    await next.goto('/config.json');

    expect(await tabSessionStorage(next)).toEqual({ draftKey: null, length: 0 });
    const [left, ...others] = await storedDraftRecords(next);
    expect(others).toEqual([]);
    expect(left?.fields).toEqual(['ciphertext', 'files', 'id', 'iv', 'kind', 'savedAt', 'startedAt']);
    expect(left?.files).toHaveLength(3);
    expect(recordShows(left!, personalData)).toEqual([]);
    // It is the draft, files and all: only the key the closed tab took along would read it.
    const opened = await decryptedDraft(left, closedTabKey);
    expect(opened?.draft).toMatchObject({ step: 5, observation: typed });
    expect([...(opened?.files ?? [])].sort()).toEqual([supportFile, identityScan, bankCertification].map((file) => file.buffer.toString('base64')).sort());

    await next.goto('/');
    await expect(next.getByRole('main')).toBeVisible();
    await expect.poll(() => storedDrafts(next)).toBe(0);
  });

  test('una recarga pide el documento de quien compró y lo trae de vuelta entero: archivos y texto, con la misma llave de la pestaña', async ({ page }) => {
    test.slow();
    await fillRefund(page);
    const tabKey = await savedWithTheTabKey(page);

    await page.reload();

    await expect(lockNotice(page)).toBeVisible();
    await validate(page, buyers.single);
    await expect(stepHeading(page, 'Documentos de quien hizo la compra')).toBeFocused();
    await expect(main(page).getByRole('button', { name: `Quitar ${identityScan.name}` })).toBeVisible();
    await expect(main(page).getByRole('button', { name: `Quitar ${bankCertification.name}` })).toBeVisible();
    await expect(button(page, 'Enviar')).toBeEnabled();
    await button(page, 'Regresar').click();
    await expect(stepHeading(page, 'Motivo y soportes por persona')).toBeVisible();
    await expect(reasonSelect(page, person)).toHaveValue('fuerzaMayor');
    await expect(main(page).getByRole('button', { name: `Quitar ${supportFile.name}` })).toBeVisible();
    await expect(observations(page)).toHaveValue(typed);
    expect((await tabSessionStorage(page)).draftKey).toBe(tabKey);
    const [stored] = await storedDraftRecords(page);
    expect(recordShows(stored!, personalData)).toEqual([]);
  });
});

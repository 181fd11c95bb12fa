import { expect, type Locator, type Page } from '@playwright/test';
import { main } from '@test/support/browser/main-view';

// The booking request pages as the browser tests drive them: routes, sandbox buyers (docs/sandbox.md,
// 'Bookings, per buyer'), small valid files, the steps' controls and the drafts IndexedDB holds.

export const paths = { rescheduling: '/solicitud-de-reagendamiento', refund: '/solicitud-de-devolucion' } as const;
export const buyers = {
  /** Four purchases sent out of date order; RVA-2026-031401 has four people. */
  several: { type: 'CC', number: '1020304101' },
  /** One purchase, one reservation (RVA-2026-112001), one person. */
  single: { type: 'CE', number: '2030405' },
  /** 202: no purchases. */
  none: { type: 'CC', number: '1020304102' },
  /** Purchases load; create-request answers HTTP 500. */
  submitFails: { type: 'CC', number: '1020304103' },
  /** customer-purchases answers responseCode 404. */
  queryFails: { type: 'CC', number: '1020304104' },
} as const;
export type Buyer = (typeof buyers)[keyof typeof buyers];

export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`) });
export const jpeg = (name: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
});
export const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]),
});

export const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });
export const stepHeading = (page: Page, name: string) => main(page).getByRole('heading', { level: 2, name });
export const documentOf = (buyer: { type: string; number: string }) => `${buyer.type} ${buyer.number}`;
export const reasonSelect = (page: Page, person: string) => main(page).getByRole('combobox', { name: new RegExp(`Motivo de la solicitud de ${person}`) });
export const filesInput = (page: Page, person: string) => main(page).getByLabel(`Archivos de soporte de ${person}`, { exact: true });
export const observations = (page: Page) => main(page).getByLabel('Observaciones (opcional)');
export const personCheckbox = (page: Page, person: string) => main(page).getByRole('checkbox', { name: `Seleccionar a ${person}` });

export async function openStep1(page: Page, flow: keyof typeof paths): Promise<void> {
  await page.goto(paths[flow]);
  await expect(stepHeading(page, 'Datos de quien hizo la compra')).toBeVisible();
}

export async function validate(page: Page, buyer: Buyer): Promise<void> {
  await main(page).getByLabel('Tipo de documento').selectOption(buyer.type);
  await main(page).getByLabel('Número de documento').fill(buyer.number);
  await expect(button(page, 'Validar')).toBeEnabled();
  await button(page, 'Validar').click();
}

/** Step 2 → the reservation's detail (step 3); `purchaseDate` (dd/mm/yyyy) opens its purchase first when it is closed. */
export async function openReservation(page: Page, reservationCode: string, purchaseDate?: string): Promise<void> {
  if (purchaseDate !== undefined) {
    const purchase = main(page).getByRole('button', { name: new RegExp(`^Compra del ${purchaseDate.replaceAll('/', '\\/')}`) });
    if ((await purchase.getAttribute('aria-expanded')) !== 'true') await purchase.click();
  }
  await main(page).getByRole('button', { name: `Ver detalles de la reserva ${reservationCode}` }).click();
  await expect(stepHeading(page, 'Detalle de la reserva')).toBeVisible();
}

export async function attach(input: Locator, file: Parameters<Locator['setInputFiles']>[0], loadedName: string): Promise<void> {
  await input.setInputFiles(file);
  await expect(input.page().getByRole('main').getByRole('button', { name: `Quitar ${loadedName}` })).toBeVisible();
}

/** How many drafts the origin's IndexedDB holds (-1 when it cannot be read). */
export async function storedDrafts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const opening = indexedDB.open('portal-borradores');
        opening.onerror = () => resolve(-1);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('drafts')) {
            db.close();
            resolve(0);
            return;
          }
          const counting = db.transaction('drafts').objectStore('drafts').count();
          counting.onsuccess = () => {
            resolve(counting.result);
            db.close();
          };
          counting.onerror = () => resolve(-1);
        };
      }),
  );
}

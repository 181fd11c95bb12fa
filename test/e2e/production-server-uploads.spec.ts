import { openAsSignedIn } from '@test/support/browser/sign-in';
import { expect, expectSecurityHeaders, onlyOnDesktopWithNginx, test } from '@test/support/browser/production-server';
import { attach, button, buyers, documentOf, filesInput, openReservation, openStep1, pdf, personCheckbox, reasonSelect, stepHeading, validate } from '@test/support/bookings/booking-request-browser';

// The flows that upload files, behind nginx with its generated Content-Security-Policy
// (test/support/browser/production-server.ts): the school certificate with its help picture and an
// image uploaded, and a booking's rescheduling request with a support file, kept in the tab's draft
// and sent. Every form is handled by script under form-action 'none', no uploaded file is shown
// as a data: or blob: image, and nothing reaches a Trusted Types sink: zero violations.

onlyOnDesktopWithNginx();

const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]),
});

test.describe('servidor de producción (nginx + CSP): cargas de archivos', () => {
  test('certificado escolar: la imagen de ayuda y un PNG cargado para un beneficiario: cero violaciones de CSP', async ({ page, site, cspViolations, documentResponses }) => {
    test.slow();
    await openAsSignedIn(page, '/certificados/certificado-escolar', 'maria');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Cargar certificado', exact: true }).click();
    await main.getByRole('button', { name: 'Cargar certificado de la caja' }).click();
    await main.getByRole('textbox', { name: 'Número consecutivo' }).fill('00012345');

    await main.getByRole('button', { name: '¿Dónde encuentro el número consecutivo?' }).click();
    const help = page.getByRole('dialog', { name: 'Número consecutivo' });
    const picture = help.getByRole('img', { name: /número consecutivo resaltado/ });
    await expect(picture).toBeVisible();
    // Loaded from the portal's own files under img-src 'self'.
    expect(await picture.evaluate((image: HTMLImageElement) => [image.complete && image.naturalWidth > 0, new URL(image.currentSrc).origin])).toEqual([true, site.origin]);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    await main.getByRole('radio', { name: /Sofía Arango Restrepo/ }).check();
    await main.getByLabel('Certificado escolar', { exact: true }).setInputFiles(png('boletin.png'));
    await expect(main.getByRole('button', { name: 'Quitar boletin.png' })).toBeVisible();
    await main.getByRole('button', { name: 'Enviar certificado' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Certificado cargado' })).toBeVisible();

    expect(cspViolations).toEqual([]);
    for (const { url, headers } of documentResponses) expectSecurityHeaders(headers, site, url);
  });

  test('solicitud de reagendamiento: el comprador, la reserva, un soporte en PDF y el envío con su radicado: cero violaciones de CSP', async ({ page, site, cspViolations, documentResponses }) => {
    test.slow();
    await openStep1(page, 'rescheduling');
    await validate(page, buyers.single);
    await expect(stepHeading(page, 'Historial de compras')).toBeVisible();
    await openReservation(page, 'RVA-2026-112001');
    await personCheckbox(page, documentOf(buyers.single)).check();
    await button(page, 'Continuar').click();

    await expect(stepHeading(page, 'Motivo y soportes por persona')).toBeVisible();
    await reasonSelect(page, documentOf(buyers.single)).selectOption({ label: 'Caso fortuito' });
    await attach(filesInput(page, documentOf(buyers.single)), pdf('denuncia.pdf'), 'denuncia.pdf');

    await expect(button(page, 'Enviar')).toBeEnabled();
    await button(page, 'Enviar').click();
    const dialog = page.getByRole('dialog', { name: 'Solicitud generada con éxito' });
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await expect(dialog.getByRole('listitem')).toContainText(documentOf(buyers.single));

    expect(cspViolations).toEqual([]);
    expect(documentResponses.map(({ url }) => new URL(url).pathname)).toContain('/solicitud-de-reagendamiento');
    for (const { url, headers } of documentResponses) expectSecurityHeaders(headers, site, url);
  });
});

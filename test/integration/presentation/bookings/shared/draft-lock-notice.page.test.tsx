import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { main, pageTestOptions } from '@test/support/page-test-support';
import {
  attachedFile,
  button,
  buyer,
  draftAt,
  findStep,
  MemoryBookingDraftStore,
  openBookingRequest,
} from '@test/support/bookings/booking-request-page';

// A draft the page did not keep (a reload, a closed tab the browser reopened with its session
// storage): step 1 says one exists and shows nothing of it until its buyer's document is typed.

const numberField = () => within(main()).getByRole('textbox', { name: 'Número de documento' }) as HTMLInputElement;

/** A refund left on step 5 with a person's support and both of the buyer's documents. */
const leftOnStep5 = () =>
  new MemoryBookingDraftStore([
    draftAt('refund', 5, {
      attachments: { 'CC:1017234567': { reason: 'calamidadDomestica', files: [attachedFile('historia-clinica.pdf')] } },
      observation: 'Hospitalizada el viernes',
      buyerDocuments: { identityDocument: attachedFile('cedula-maria.pdf'), bankCertification: attachedFile('certificacion-bancaria.pdf') },
    }),
  ]);

describe('Booking requests: a draft the page did not keep', pageTestOptions, () => {
  it('opens at step 1 with a notice and nothing personal; the buyer’s document brings everything back and the step takes focus', async () => {
    const drafts = leftOnStep5();
    const { user, gateway } = await openBookingRequest('refund', { drafts });
    expect(await screen.findByRole('heading', { level: 3, name: 'Hay una solicitud sin terminar en esta pestaña' })).toBeTruthy();
    expect(within(main()).getByRole('heading', { level: 2, name: 'Paso 1 de 5 Datos de quien hizo la compra' })).toBeTruthy();
    const shown = main().textContent ?? '';
    for (const personal of ['1017234567', 'historia-clinica', 'cedula-maria', 'certificacion-bancaria', 'Hospitalizada', 'R-1001']) {
      expect(shown).not.toContain(personal);
    }
    expect(numberField().value).toBe('');

    await user.type(numberField(), buyer.documentNumber);
    await user.click(button('Validar'));
    const step5 = await findStep(5, 5, 'Documentos de quien hizo la compra');
    await waitFor(() => expect(document.activeElement).toBe(step5));
    expect(button('Quitar cedula-maria.pdf')).toBeTruthy();
    expect(button('Quitar certificacion-bancaria.pdf')).toBeTruthy();
    expect(gateway.findCustomerPurchases).not.toHaveBeenCalled();
  });

  it('another document is announced as not matching, with the tries left, and the focus stays on Validar; the third deletes the draft', async () => {
    const drafts = leftOnStep5();
    const { user, gateway } = await openBookingRequest('refund', { drafts });
    await screen.findByRole('heading', { level: 3, name: 'Hay una solicitud sin terminar en esta pestaña' });
    await user.type(numberField(), '71650432');
    await user.click(button('Validar'));

    const alert = await within(main()).findByRole('alert');
    expect(alert.textContent).toBe('El documento no coincide con el de la solicitud sin terminar. Te quedan 2 intentos; después la borraremos.');
    expect(document.activeElement).toBe(button('Validar'));
    expect(numberField().value).toBe('71650432');
    await user.click(button('Validar'));
    await waitFor(() => expect(within(main()).getByRole('alert').textContent).toContain('Te queda 1 intento;'));
    expect(gateway.findCustomerPurchases).not.toHaveBeenCalled();

    await user.click(button('Validar'));
    await waitFor(() => expect(drafts.drafts.has('refund')).toBe(false));
    // That document is then looked up as on any step 1.
    await waitFor(() => expect(gateway.findCustomerPurchases).toHaveBeenCalledOnce());
  });

  it("'Empezar una solicitud nueva' deletes it unseen, and the notice that says so takes the focus", async () => {
    const drafts = leftOnStep5();
    const { user } = await openBookingRequest('refund', { drafts });
    await user.click(await within(main()).findByRole('button', { name: 'Empezar una solicitud nueva' }));

    const status = await within(main()).findByText('Borramos la solicitud sin terminar. Ingresa el documento de quien hizo la compra para empezar una nueva.');
    expect(status.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(status.parentElement));
    await waitFor(() => expect(drafts.drafts.size).toBe(0));
    expect(within(main()).queryByRole('heading', { level: 3 })).toBeNull();
  });
});

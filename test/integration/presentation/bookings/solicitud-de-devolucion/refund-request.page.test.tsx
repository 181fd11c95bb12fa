import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { files } from '@test/support/picked-files';
import { fakeBookingsGateway, filedAnswer, filingNumber, purchasesAnswer } from '@test/support/bookings/fake-bookings-gateway';
import { main, pageTestOptions } from '@test/support/page-test-support';
import { attachedFile, button, draftAt, findStep, MemoryBookingDraftStore, openBookingRequest, purchases } from '@test/support/bookings/booking-request-page';

const buyerInput = (label: string) => within(main()).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

/** Two people of R-1001, both complete on step 4. */
const twoPeople = () =>
  draftAt('refund', 4, {
    selectedPeople: ['CC:1017234567', 'TI:1012345678'],
    attachments: {
      'CC:1017234567': { reason: 'derechoDeRetracto', files: [attachedFile('carta.pdf')] },
      'TI:1012345678': { reason: 'derechoDeRetracto', files: [attachedFile('registro.pdf')] },
    },
  });

describe('Refund request (/solicitud-de-devolucion)', pageTestOptions, () => {
  it("step 1 is 'Paso 1 de 5' with Regresar to the landing and Validar", async () => {
    await openBookingRequest('refund');
    expect(await findStep(1, 5, 'Datos de quien hizo la compra')).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'Regresar' }).getAttribute('href')).toBe('/reagenda-tu-reserva');
    expect(button('Validar').disabled).toBe(true);
  });

  it("step 4's Siguiente leads to step 5; Enviar only with both buyer documents; Regresar keeps step 4 as it was", async () => {
    const { user } = await openBookingRequest('refund', { drafts: new MemoryBookingDraftStore([twoPeople()], { keptByThisPage: true }) });
    await findStep(4, 5, 'Motivo y soportes por persona');
    expect(within(main()).getAllByRole('button', { name: /Completo$/ })).toHaveLength(2);
    await user.click(button('Siguiente'));

    await findStep(5, 5, 'Documentos de quien hizo la compra');
    const send = button('Enviar');
    expect(send.disabled).toBe(true);
    expect(document.getElementById(send.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Carga los dos documentos para poder enviar la solicitud.');
    await user.upload(buyerInput('Documento de identidad de quien hizo la compra'), files.pdf('cedula.pdf'));
    await screen.findByRole('button', { name: 'Quitar cedula.pdf' });
    expect(send.disabled).toBe(true);
    await user.upload(buyerInput('Certificación bancaria'), files.png('certificacion.png'));
    await screen.findByRole('button', { name: 'Quitar certificacion.png' });
    expect(send.disabled).toBe(false);
    // One file each: the slot's input is gone once it holds its file.
    expect(within(main()).queryByLabelText('Certificación bancaria', { selector: 'input' })).toBeNull();

    await user.click(button('Quitar cedula.pdf'));
    expect(button('Enviar').disabled).toBe(true);

    await user.click(button('Regresar'));
    await findStep(4, 5, 'Motivo y soportes por persona');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button('Quitar carta.pdf')).toBeTruthy();
  });

  it('sends both people with the refund codes and the buyer documents; the success modal lists each filing number and Escape leaves for /reagenda-tu-reserva', async () => {
    const gateway = fakeBookingsGateway({
      findCustomerPurchases: async () => purchasesAnswer(purchases),
      createRequest: async () => filedAnswer([filingNumber('1012345678', 'RAD-7'), filingNumber('1017234567', 'RAD-6')]),
    });
    const drafts = new MemoryBookingDraftStore([
      { ...twoPeople(), step: 5, buyerDocuments: { identityDocument: attachedFile('cedula.pdf'), bankCertification: attachedFile('banco.pdf') } },
    ], { keptByThisPage: true });
    const { user, router } = await openBookingRequest('refund', { gateway, drafts });
    await findStep(5, 5, 'Documentos de quien hizo la compra');
    await user.click(button('Enviar'));

    const dialog = await screen.findByRole('dialog', { name: 'Solicitud generada con éxito' });
    expect(within(within(dialog).getByRole('list', { name: 'Números de radicado' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'CC 1017234567: radicado RAD-6',
      'TI 1012345678: radicado RAD-7',
    ]);
    const request = gateway.createRequest.mock.calls[0]?.[0];
    expect(request?.kind).toBe('refund');
    expect(request?.reservations[0]?.people.map((person) => [person.documentType, person.process, person.status, person.motive])).toEqual([
      ['PT', 3, 14, 1],
      ['PT', 3, 14, 1],
    ]);
    expect(request?.buyer.identityDocument?.name).toBe('cedula');
    expect(request?.buyer.bankCertification?.name).toBe('banco');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reagenda-tu-reserva'));
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreateRequestAnswer, UploadProgress, UploadProgressListener } from '@/application/bookings/bookings-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { fakeBookingsGateway, filedAnswer, filingNumber, noPurchasesAnswer, purchasesAnswer } from '@test/support/bookings/fake-bookings-gateway';
import { main, pageTestOptions } from '@test/support/page-test-support';
import { expectBusyCommand, expectWaitingCommand } from '@test/support/busy-command';
import {
  attachedFile,
  button,
  draftAt,
  findStep,
  MemoryBookingDraftStore,
  openBookingRequest,
  purchases,
  reasonSelect,
} from '@test/support/bookings/booking-request-page';

const numberField = () => within(main()).getByRole('textbox', { name: 'Número de documento' }) as HTMLInputElement;

describe('Rescheduling request (/solicitud-de-reagendamiento)', pageTestOptions, () => {
  it('step 1 to step 4: Validar waits for a valid number, the history is newest first, the detail table selects people, Continuar carries them', async () => {
    const { user, gateway } = await openBookingRequest('rescheduling');
    expect(await findStep(1, 4, 'Datos de quien hizo la compra')).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'Regresar' }).getAttribute('href')).toBe('/reagenda-tu-reserva');

    const validate = button('Validar');
    expect(validate.disabled).toBe(true);
    expect(document.getElementById(validate.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Ingresa un número de documento válido para continuar.',
    );
    await user.type(numberField(), '1017234567');
    expect(validate.disabled).toBe(false);
    await user.click(validate);

    // Step 2: the heading takes focus; the newest purchase comes first and starts open.
    const history = await findStep(2, 4, 'Historial de compras');
    await waitFor(() => expect(document.activeElement).toBe(history));
    expect(gateway.findCustomerPurchases).toHaveBeenCalledWith({ documentType: 'CC', documentNumber: '1017234567' });
    const triggers = within(main()).getAllByRole('button', { name: /^Compra del/ });
    expect(triggers.map((trigger) => trigger.textContent)).toEqual([
      'Compra del 02/11/2026Valor de la compra: $ 440.000',
      'Compra del 15/10/2026Valor de la compra: $ 90.000',
    ]);
    const reservations = within(main()).getByRole('list', { name: 'Reservas de la compra del 02/11/2026' });
    expect(within(reservations).getByRole('heading', { level: 4, name: 'Piscina cubierta' })).toBeTruthy();
    expect(within(reservations).getByText('20/12/2026 09:00')).toBeTruthy();
    await user.click(within(reservations).getByRole('button', { name: 'Ver detalles de la reserva R-1001' }));

    // Step 3: the reservation's data and its four people.
    await findStep(3, 4, 'Detalle de la reserva');
    const table = within(main()).getByRole('table', { name: 'Personas de la reserva R-1001' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Número de documento: 1017234567',
      'Número de documento: 1012345678',
      'Número de documento: 43000111',
      'Número de documento: 1234567890',
    ]);
    expect(within(main()).getByText('CC 1017234567')).toBeTruthy();
    expect(within(main()).getByText('09:00')).toBeTruthy();
    const carry = button('Continuar');
    expect(carry.disabled).toBe(true);
    expect(document.getElementById(carry.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Selecciona al menos una persona para continuar.',
    );

    const selectAll = within(main()).getByRole('checkbox', { name: 'Seleccionar todas las personas' }) as HTMLInputElement;
    await user.click(within(main()).getByRole('checkbox', { name: 'Seleccionar a TI 1012345678' }));
    expect(selectAll.indeterminate).toBe(true);
    expect(selectAll.checked).toBe(false);
    expect(within(main()).getByRole('status').textContent).toBe('1 persona seleccionada');
    await user.click(selectAll);
    expect(selectAll.indeterminate).toBe(false);
    expect(selectAll.checked).toBe(true);
    await user.click(selectAll);
    expect(selectAll.checked).toBe(false);
    expect(carry.disabled).toBe(true);

    await user.click(within(main()).getByRole('checkbox', { name: 'Seleccionar a RC 1234567890' }));
    await user.click(within(main()).getByRole('checkbox', { name: 'Seleccionar a CC 1017234567' }));
    await user.click(button('Continuar'));

    // Step 4: one panel per person, in the table's order, each pending.
    await findStep(4, 4, 'Motivo y soportes por persona');
    const panels = within(main()).getAllByRole('button', { name: /Pendiente$/ });
    expect(panels.map((panel) => panel.textContent)).toEqual(['CC 1017234567Pendiente', 'RC 1234567890Pendiente']);
    expect(button('Enviar').disabled).toBe(true);
  });

  it('a 202 shows the no-purchase toast and keeps the document on step 1', async () => {
    const gateway = fakeBookingsGateway({ findCustomerPurchases: async () => noPurchasesAnswer() });
    const { user } = await openBookingRequest('rescheduling', { gateway });
    await user.type(numberField(), '99887766');
    await user.click(button('Validar'));

    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('No existe una compra asociada al tipo y número de documento ingresado. Por favor verifica la información.');
    expect(numberField().value).toBe('99887766');
    expect(screen.getByRole('heading', { level: 2, name: /Datos de quien hizo la compra/ })).toBeTruthy();
  });

  it("step 3's Regresar shows the history with the reservation's purchase open; step 2's Regresar starts over on step 1", async () => {
    const drafts = new MemoryBookingDraftStore([draftAt('rescheduling', 3, { purchases: [...purchases].reverse() })], { keptByThisPage: true });
    const { user } = await openBookingRequest('rescheduling', { drafts });
    await findStep(3, 4, 'Detalle de la reserva');
    await user.click(button('Regresar'));

    await findStep(2, 4, 'Historial de compras');
    expect(button(/^Compra del 02\/11\/2026/).getAttribute('aria-expanded')).toBe('true');
    expect(button(/^Compra del 15\/10\/2026/).getAttribute('aria-expanded')).toBe('false');
    await user.click(button('Regresar'));
    expect(await findStep(1, 4, 'Datos de quien hizo la compra')).toBeTruthy();
    await waitFor(() => expect(drafts.drafts.size).toBe(0));
  });

  it('draws step 1 while it looks for the draft, says so to screen readers, then shows the step the draft was on without taking focus', async () => {
    let release: () => void = () => undefined;
    const drafts = new MemoryBookingDraftStore([draftAt('rescheduling', 3)], { keptByThisPage: true });
    const load = drafts.load.bind(drafts);
    drafts.load = (kind) => new Promise((resolve) => (release = () => resolve(load(kind))));
    await openBookingRequest('rescheduling', { drafts });
    const status = within(main()).getByRole('status');
    expect(status.textContent).toBe('Recuperando tu solicitud…');
    // Step 1 is drawn meanwhile (the browser test checks that the status takes no room).
    expect(within(main()).getByRole('heading', { level: 2, name: 'Paso 1 de 4 Datos de quien hizo la compra' })).toBeTruthy();
    expect(within(main()).getByText(/^Solicita una nueva fecha/)).toBeTruthy();
    expect(numberField()).toBeTruthy();
    expect(button('Validar').disabled).toBe(true);
    const focused = document.activeElement;

    await act(async () => release());
    expect(await findStep(3, 4, 'Detalle de la reserva')).toBeTruthy();
    expect(within(main()).queryByRole('status', { name: 'Recuperando tu solicitud…' })).toBeNull();
    expect(document.activeElement).toBe(focused);
  });

  it('keeps step 1 where it is when no draft is found, with what was typed while it was looked for', async () => {
    let release: () => void = () => undefined;
    const drafts = new MemoryBookingDraftStore();
    const load = drafts.load.bind(drafts);
    drafts.load = (kind) => new Promise((resolve) => (release = () => resolve(load(kind))));
    const { user } = await openBookingRequest('rescheduling', { drafts });
    const heading = within(main()).getByRole('heading', { level: 2, name: 'Paso 1 de 4 Datos de quien hizo la compra' });
    const field = numberField();
    await user.type(field, '1017234567');

    await act(async () => release());
    await waitFor(() => expect(within(main()).queryByText('Recuperando tu solicitud…')).toBeNull());
    expect(numberField()).toBe(field);
    expect(field.value).toBe('1017234567');
    expect(document.activeElement).toBe(field);
    expect(within(main()).getByRole('heading', { level: 2 }).textContent).toBe(heading.textContent);
    expect(button('Validar').disabled).toBe(false);
  });

  it('keeps what is chosen on step 4 in the draft while the page is open', async () => {
    const drafts = new MemoryBookingDraftStore([draftAt('rescheduling', 4)], { keptByThisPage: true });
    const { user } = await openBookingRequest('rescheduling', { drafts });
    await findStep(4, 4, 'Motivo y soportes por persona');
    await user.selectOptions(reasonSelect('CC 1017234567'), 'Fallecimiento');
    await waitFor(() => expect(drafts.drafts.get('rescheduling')?.attachments['CC:1017234567']?.reason).toBe('fallecimiento'));
  });

  it("a failed submission shows 'Error del sistema' and leaves everything in the draft for the reload", async () => {
    const gateway = fakeBookingsGateway({
      findCustomerPurchases: async () => purchasesAnswer(purchases),
      createRequest: async () => ({ ok: false, reason: 'server' }),
    });
    const attachments = { 'CC:1017234567': { reason: 'casoFortuito' as const, files: [attachedFile('denuncia.pdf')] } };
    const drafts = new MemoryBookingDraftStore([draftAt('rescheduling', 4, { attachments, observation: 'Se inundó la casa' })], { keptByThisPage: true });
    const { user } = await openBookingRequest('rescheduling', { gateway, drafts });
    await findStep(4, 4, 'Motivo y soportes por persona');
    await user.click(button('Enviar'));

    expect(await screen.findByRole('alertdialog', { name: 'Error del sistema' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const kept = drafts.drafts.get('rescheduling');
    expect(kept?.step).toBe(4);
    expect(kept?.attachments).toEqual(attachments);
    expect(kept?.observation).toBe('Se inundó la casa');
  });

  it("step 4's Regresar asks first: Cancelar stays with everything, 'Sí, continuar' goes to step 3", async () => {
    const drafts = new MemoryBookingDraftStore([
      draftAt('rescheduling', 4, { attachments: { 'CC:1017234567': { reason: 'fuerzaMayor', files: [attachedFile('incapacidad.pdf')] } } }),
    ], { keptByThisPage: true });
    const { user } = await openBookingRequest('rescheduling', { drafts });
    await findStep(4, 4, 'Motivo y soportes por persona');

    await user.click(button('Regresar'));
    let dialog = await screen.findByRole('dialog', { name: '¿Quieres volver al detalle de la reserva?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reasonSelect('CC 1017234567').value).toBe('fuerzaMayor');
    expect(button('Quitar incapacidad.pdf')).toBeTruthy();

    await user.click(button('Regresar'));
    dialog = await screen.findByRole('dialog', { name: '¿Quieres volver al detalle de la reserva?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, continuar' }));
    expect(await findStep(3, 4, 'Detalle de la reserva')).toBeTruthy();
    expect((within(main()).getByRole('checkbox', { name: 'Seleccionar a CC 1017234567' }) as HTMLInputElement).checked).toBe(true);
  });

  it('Enviar shows the upload progress (percentage, then processing) with Enviar busy and Regresar waiting, then the filing numbers; their button goes to /reagenda-tu-reserva', async () => {
    let report: UploadProgressListener = () => undefined;
    let answer: (value: GatewayAnswer<CreateRequestAnswer>) => void = () => undefined;
    const gateway = fakeBookingsGateway({
      findCustomerPurchases: async () => purchasesAnswer(purchases),
      createRequest: (_request, onProgress) => {
        report = onProgress ?? report;
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    const drafts = new MemoryBookingDraftStore([
      draftAt('rescheduling', 4, { attachments: { 'CC:1017234567': { reason: 'calamidadDomestica', files: [attachedFile('incapacidad.pdf')] } } }),
    ], { keptByThisPage: true });
    const { user, router } = await openBookingRequest('rescheduling', { gateway, drafts });
    await findStep(4, 4, 'Motivo y soportes por persona');

    await user.click(button('Enviar'));
    await waitFor(() => expect(gateway.createRequest).toHaveBeenCalledOnce());
    const sent: UploadProgress = { sentBytes: 42, totalBytes: 100 };
    act(() => report(sent));
    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('42'));
    expect(within(main()).getByText('Enviando tu solicitud… 42 %', { selector: 'p' })).toBeTruthy();
    // The upload's progress takes the focus (it is what the person waits for); 'Enviar' stays busy.
    expect(document.activeElement?.textContent).toContain('Enviando tu solicitud… 42 %');
    expectBusyCommand(button('Enviar'), { hasFocus: false });
    expectWaitingCommand(button('Regresar'));

    act(() => report({ sentBytes: 100, totalBytes: 100 }));
    await waitFor(() => expect(within(main()).getByText('Procesando la solicitud…', { selector: 'p' })).toBeTruthy());
    expect(screen.getByRole('progressbar').hasAttribute('aria-valuenow')).toBe(false);

    await act(async () => answer(filedAnswer([filingNumber('1017234567', 'RAD-2026-000101')])));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitud generada con éxito' });
    expect(within(dialog).getByRole('list', { name: 'Números de radicado' }).textContent).toBe('CC 1017234567: radicado RAD-2026-000101');
    expect(within(dialog).getByText('La respuesta será enviada a través de “Canal pendiente”')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(drafts.drafts.size).toBe(0));

    const request = gateway.createRequest.mock.calls[0]?.[0];
    expect(request?.kind).toBe('rescheduling');
    expect(request?.reservations[0]?.people.map((person) => [person.documentNumber, person.process, person.status, person.reasonType])).toEqual([
      ['1017234567', 2, 9, 'calamidadDomestica'],
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Volver a reservas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reagenda-tu-reserva'));
  });
});

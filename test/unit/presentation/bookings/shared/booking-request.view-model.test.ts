import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingRequest, CreateRequestAnswer, CustomerPurchasesAnswer, UploadProgressListener } from '@/application/bookings/bookings-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { draftSaveDelayMs } from '@/presentation/bookings/shared/booking-draft-sync.view-model';
import { ana, answer, buyer, newer, otherBuyer, setupBookingRequest as setup, toCompleteAttachments, toHistory, tomas } from '@test/support/bookings/booking-request-view-model';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BookingRequestViewModel', () => {
  it('starts on step 1 when the tab has no draft, with the flow’s number of steps', async () => {
    const { vm } = setup('refund');
    expect(vm.phase).toBe('restoring');
    await vm.load();
    expect(vm.phase).toBe('buyer');
    expect(vm.step).toBe(1);
    expect(vm.lastStep).toBe(5);
    expect(setup('rescheduling').vm.lastStep).toBe(4);
  });

  it('a document validated while the draft is looked for goes on from step 1; the draft is not brought back over it', async () => {
    const first = setup('refund');
    await toHistory(first.vm, otherBuyer);
    const draft = first.vm.draft;
    expect(draft).toMatchObject({ step: 2, buyer: otherBuyer });
    const validatingWhileRestoring = () => {
      let answerNow: () => void = () => undefined;
      const purchases = answer<CustomerPurchasesAnswer>(200, { purchases: [newer] });
      const { vm, store } = setup('refund', { findCustomerPurchases: () => new Promise((resolve) => (answerNow = () => resolve(purchases))) });
      let findDraft: () => void = () => undefined;
      store.load = vi.fn(() => new Promise((resolve) => (findDraft = () => resolve(draft && { draft, keptByThisPage: true }))));
      const loading = vm.load();
      vm.buyerStep.changeQuery(buyer);
      const validating = vm.buyerStep.validate();
      return { vm, loading, validating, findDraft: () => findDraft(), answerNow: () => answerNow() };
    };

    // The answer comes before the draft: the history of the document typed.
    const answerFirst = validatingWhileRestoring();
    answerFirst.answerNow();
    await answerFirst.validating;
    answerFirst.findDraft();
    await answerFirst.loading;
    expect(answerFirst.vm.phase).toBe('history');
    expect(answerFirst.vm.historyStep.buyer).toEqual(buyer);

    // The draft comes while the answer is awaited: step 1 stays, then the answer moves on.
    const draftFirst = validatingWhileRestoring();
    draftFirst.findDraft();
    await draftFirst.loading;
    expect(draftFirst.vm.phase).toBe('buyer');
    draftFirst.answerNow();
    await draftFirst.validating;
    expect(draftFirst.vm.phase).toBe('history');
    expect(draftFirst.vm.historyStep.buyer).toEqual(buyer);
  });

  it('files a rescheduling from step 4 with the fixed codes and lists the filing numbers per person', async () => {
    const { vm, gateway, store, modals } = setup('rescheduling');
    await toCompleteAttachments(vm);
    vm.attachmentsStep.changeObservation('  Llegamos el sábado  ');
    await vm.attachmentsStep.finishAttachments();
    const request = vi.mocked(gateway.createRequest).mock.calls[0]![0];
    expect(request.kind).toBe('rescheduling');
    expect(request.reservations).toEqual([
      {
        reservationCode: 'RES-2',
        observation: 'Llegamos el sábado',
        people: [ana, tomas].map((person) => ({
          documentType: 'PT',
          documentNumber: person.documentNumber,
          process: 2,
          status: 9,
          motive: 1,
          reasonType: 'calamidadDomestica',
          files: [{ name: `soporte-${person.documentNumber}`, type: 'application/pdf', binary: btoa(`%PDF-soporte-${person.documentNumber}.pdf`) }],
        })),
      },
    ]);
    expect(vm.phase).toBe('filed');
    expect(vm.filings).toEqual([
      { documentType: 'CC', documentNumber: ana.documentNumber, filingNumber: 'RAD-1' },
      { documentType: 'TI', documentNumber: tomas.documentNumber, filingNumber: 'RAD-2' },
    ]);
    // The success is the shell's modal (UiFeedback), like every other: its list names each person's filing.
    expect(modals).toEqual([
      expect.objectContaining({
        tone: 'success',
        title: 'Solicitud generada con éxito',
        message: 'Estos son los números de radicado de cada persona:',
        list: { label: 'Números de radicado', items: [`CC ${ana.documentNumber}: radicado RAD-1`, `TI ${tomas.documentNumber}: radicado RAD-2`] },
        note: 'La respuesta será enviada a través de “Canal pendiente”',
        actions: [expect.objectContaining({ label: 'Volver a reservas' })],
      }),
    ]);
    expect(vm.isFinished).toBe(false);
    modals[0]?.actions?.[0]?.onSelect?.();
    expect(vm.isFinished).toBe(true);
    expect(store.drafts.has('rescheduling')).toBe(false);
    vi.advanceTimersByTime(draftSaveDelayMs * 2);
    expect(store.drafts.has('rescheduling')).toBe(false);
  });

  it('sends once for a double click, and shows progress in whole percents while it goes', async () => {
    let listener: UploadProgressListener | undefined;
    let answerNow: (value: GatewayAnswer<CreateRequestAnswer>) => void = () => undefined;
    const createRequest = vi.fn(
      (_request: BookingRequest, onProgress?: UploadProgressListener) =>
        new Promise<GatewayAnswer<CreateRequestAnswer>>((resolve) => {
          listener = onProgress;
          answerNow = resolve;
        }),
    );
    const { vm } = setup('rescheduling', { createRequest });
    await toCompleteAttachments(vm, [ana]);
    const first = vm.send();
    const second = vm.send();
    await vi.waitFor(() => expect(listener).toBeDefined());
    expect(createRequest).toHaveBeenCalledTimes(1);
    expect(vm.upload.progress).toEqual({ stage: 'uploading', percent: 0 });
    expect(vm.attachmentsStep.canFinishAttachments).toBe(false);
    listener?.({ sentBytes: 4_219, totalBytes: 10_000 });
    expect(vm.upload.progress).toEqual({ stage: 'uploading', percent: 42 });
    listener?.({ sentBytes: 10_000, totalBytes: 10_000 });
    expect(vm.upload.progress).toEqual({ stage: 'awaitingAnswer' });
    answerNow(answer<CreateRequestAnswer>(200, { uploadedDocuments: [{ documentId: 'RAD-9', documentType: 'PT', documentNumber: ana.documentNumber }] }));
    await Promise.all([first, second]);
    expect(vm.upload.progress).toBeNull();
    expect(vm.filings).toEqual([{ documentType: 'CC', documentNumber: ana.documentNumber, filingNumber: 'RAD-9' }]);
  });

  it('keeps everything and the draft when the submission fails, and reloads on closing the error', async () => {
    const { vm, ui, store } = setup('rescheduling', { createRequest: async () => answer<CreateRequestAnswer>(500, { uploadedDocuments: null }) });
    await toCompleteAttachments(vm);
    vm.attachmentsStep.changeObservation('Nota');
    await vm.attachmentsStep.finishAttachments();
    expect(ui.showSystemError).toHaveBeenCalledWith('reloadOnly');
    expect(vm.phase).toBe('attachments');
    expect(vm.attachmentsStep.allPeopleComplete).toBe(true);
    // Written before sending, without waiting for the save delay.
    expect(store.drafts.get('rescheduling')).toMatchObject({ step: 4, observation: 'Nota', reservationCode: 'RES-2' });
  });
});

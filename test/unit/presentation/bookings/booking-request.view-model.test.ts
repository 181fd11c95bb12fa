import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingDraftStore } from '@/application/bookings/booking-draft-store.port';
import { BookingDrafts } from '@/application/bookings/booking-drafts.use-case';
import type {
  BookingRequest,
  BookingsGateway,
  CreateRequestAnswer,
  CustomerPurchasesAnswer,
  UploadProgressListener,
} from '@/application/bookings/bookings-gateway.port';
import { FindCustomerPurchases } from '@/application/bookings/find-customer-purchases.use-case';
import { SubmitBookingRequest } from '@/application/bookings/submit-booking-request.use-case';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { draftLifetimeMs, type BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { AttachedFile, BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import { personKey, type BookingPerson, type Purchase } from '@/domain/bookings/purchase.entity';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { bookingRequestMessages as m } from '@/presentation/bookings/shared/booking-request.messages';
import { BookingRequestViewModel, draftSaveDelayMs } from '@/presentation/bookings/shared/booking-request.view-model';
import { fakeUiFeedback } from '@test/support/fake-ui-feedback';
import { ManualScheduler } from '@test/support/manual-scheduler';

const buyer: DocumentQuery = { documentType: 'CC', documentNumber: '1020304050' };
const otherBuyer: DocumentQuery = { documentType: 'CC', documentNumber: '1020304051' };
const ana: BookingPerson = { process: 'Reserva', status: 'Confirmada', documentType: 'CC', documentNumber: '1020304050', serviceValue: 120_000 };
const tomas: BookingPerson = { process: 'Reserva', status: 'Confirmada', documentType: 'TI', documentNumber: '1034567891', serviceValue: 60_000 };
const lucia: BookingPerson = { process: 'Reserva', status: 'Confirmada', documentType: 'RC', documentNumber: '1156789012', serviceValue: 0 };
const older: Purchase = {
  purchaseDate: '2026-03-01 09:00:00',
  purchasePrice: 90_000,
  reservations: [{ serviceName: 'Piscina adultos', reservationCode: 'RES-1', reservationDate: '2026-12-01 08:00:00', people: [ana] }],
};
const newer: Purchase = {
  purchaseDate: '2026-11-02 14:35:10',
  purchasePrice: 180_000,
  reservations: [{ serviceName: 'Cabaña familiar', reservationCode: 'RES-2', reservationDate: '2026-12-20 15:00:00', people: [ana, tomas, lucia] }],
};
const pdf = (name: string): AttachedFile => ({ name, mimeType: 'application/pdf', size: 9, base64: btoa(`%PDF-${name}`) });

class MemoryDraftStore implements BookingDraftStore {
  readonly drafts = new Map<BookingRequestKind, BookingDraft>();
  readonly saves: BookingDraft[] = [];
  load = vi.fn(async (kind: BookingRequestKind) => this.drafts.get(kind) ?? null);
  // Stored by structured clone, as IndexedDB does: a MobX proxy in the draft would throw here.
  save = vi.fn(async (draft: BookingDraft) => {
    const stored = structuredClone(draft);
    this.saves.push(stored);
    this.drafts.set(draft.kind, stored);
  });
  discard = vi.fn(async (kind: BookingRequestKind) => void this.drafts.delete(kind));
  sweep = vi.fn(async () => undefined);
}

const answer = <T>(code: number | null, value: T): GatewayAnswer<T> => ({ ok: true, code, value });

function setup(kind: BookingRequestKind, gateway: Partial<BookingsGateway> = {}) {
  const fullGateway: BookingsGateway = {
    findCustomerPurchases: vi.fn(async () => answer<CustomerPurchasesAnswer>(200, { purchases: [older, newer] })),
    createRequest: vi.fn(async (request: BookingRequest) =>
      answer<CreateRequestAnswer>(200, {
        uploadedDocuments: request.reservations[0]!.people.map((person, index) => ({
          documentId: `RAD-${index + 1}`,
          documentType: 'PT',
          documentNumber: person.documentNumber,
        })),
      }),
    ),
    ...gateway,
  };
  const store = new MemoryDraftStore();
  const scheduler = new ManualScheduler();
  const { ui, modals } = fakeUiFeedback();
  const vm = new BookingRequestViewModel(
    new FindCustomerPurchases(fullGateway),
    new SubmitBookingRequest(fullGateway),
    new BookingDrafts(store, scheduler),
    ui,
  );
  vm.configure(kind);
  return { vm, store, scheduler, ui, modals, gateway: fullGateway };
}

/** Steps 1-4 filled for the people given, each with a reason and one file. */
async function toCompleteAttachments(vm: BookingRequestViewModel, people: readonly BookingPerson[] = [ana, tomas]) {
  await vm.enter();
  vm.changeQuery(buyer);
  await vm.validate();
  vm.openReservation('RES-2');
  for (const person of people) vm.toggle(personKey(person));
  vm.continueToAttachments();
  for (const person of people) {
    vm.chooseReason(personKey(person), 'calamidadDomestica');
    vm.addFile(personKey(person), pdf(`soporte-${person.documentNumber}.pdf`));
  }
}

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
    await vm.enter();
    expect(vm.phase).toBe('buyer');
    expect(vm.step).toBe(1);
    expect(vm.lastStep).toBe(5);
    expect(setup('rescheduling').vm.lastStep).toBe(4);
  });

  it('validates only a valid document, shows the purchases newest first on step 2', async () => {
    const { vm, gateway } = setup('rescheduling');
    await vm.enter();
    expect(vm.canValidate).toBe(false);
    await vm.validate();
    expect(gateway.findCustomerPurchases).not.toHaveBeenCalled();
    vm.changeQuery(buyer);
    await vm.validate();
    expect(gateway.findCustomerPurchases).toHaveBeenCalledWith(buyer);
    expect(vm.phase).toBe('history');
    expect(vm.step).toBe(2);
    expect(vm.purchases.map((purchase) => purchase.purchaseDate)).toEqual(['2026-11-02 14:35:10', '2026-03-01 09:00:00']);
  });

  it('keeps the document and shows the spec’s toast on 202', async () => {
    const { vm, ui } = setup('refund', { findCustomerPurchases: async () => answer<CustomerPurchasesAnswer>(202, { purchases: [] }) });
    await vm.enter();
    vm.changeQuery(otherBuyer);
    await vm.validate();
    expect(vm.phase).toBe('buyer');
    expect(vm.query).toEqual(otherBuyer);
    expect(ui.showToast).toHaveBeenCalledWith({ tone: 'warning', message: m.buyer.noPurchases });
    expect(m.buyer.noPurchases).toBe('No existe una compra asociada al tipo y número de documento ingresado. Por favor verifica la información.');
  });

  it('shows the generic error that reloads the page on any other answer', async () => {
    const { vm, ui } = setup('refund', { findCustomerPurchases: async () => ({ ok: false, reason: 'network' }) });
    await vm.enter();
    vm.changeQuery(buyer);
    await vm.validate();
    expect(ui.showSystemError).toHaveBeenCalledWith('reloadOnly');
    expect(vm.phase).toBe('buyer');
  });

  it('selects people on step 3 with a select-all that is partial, full or empty', async () => {
    const { vm } = setup('rescheduling');
    await vm.enter();
    vm.changeQuery(buyer);
    await vm.validate();
    vm.openReservation('RES-2');
    expect(vm.step).toBe(3);
    expect(vm.people).toEqual([ana, tomas, lucia]);
    expect(vm.selectAllState).toBe('none');
    expect(vm.canContinueToAttachments).toBe(false);
    vm.toggle(personKey(lucia));
    expect(vm.selectAllState).toBe('some');
    vm.toggleAll();
    expect(vm.selectAllState).toBe('all');
    vm.toggleAll();
    expect(vm.selectAllState).toBe('none');
    vm.toggle(personKey(lucia));
    vm.toggle(personKey(ana));
    vm.continueToAttachments();
    // The table's order, not the order of the clicks.
    expect(vm.attachmentPeople.map(({ person }) => person)).toEqual([ana, lucia]);
    expect(vm.step).toBe(4);
  });

  it('marks the reason invalid when files come without one, and a person complete with both', async () => {
    const { vm } = setup('rescheduling');
    await vm.enter();
    vm.changeQuery(buyer);
    await vm.validate();
    vm.openReservation('RES-2');
    vm.toggle(personKey(tomas));
    vm.continueToAttachments();
    const key = personKey(tomas);
    expect(vm.reasonValidity(key)).toBeNull();
    vm.addFile(key, pdf('a.pdf'));
    expect(vm.reasonValidity(key)).toBe(false);
    expect(vm.canFinishAttachments).toBe(false);
    vm.chooseReason(key, 'fuerzaMayor');
    expect(vm.reasonValidity(key)).toBe(true);
    expect(vm.isPersonComplete(key)).toBe(true);
    vm.addFile(key, pdf('b.pdf'));
    vm.addFile(key, pdf('c.pdf'));
    expect(vm.canAddFile(key)).toBe(false);
    vm.addFile(key, pdf('d.pdf'));
    expect(vm.attachmentsOf(key).files.map((file) => file.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    vm.removeFile(key, 1);
    expect(vm.attachmentsOf(key).files.map((file) => file.name)).toEqual(['a.pdf', 'c.pdf']);
    expect(vm.canFinishAttachments).toBe(true);
  });

  it('cuts observations at 500 characters', async () => {
    const { vm } = setup('rescheduling');
    vm.changeObservation('x'.repeat(501));
    expect(vm.observation).toHaveLength(500);
  });

  it('asks before leaving step 4 of a rescheduling: Cancelar stays, Sí, continuar goes to step 3 keeping the forms', async () => {
    const { vm, modals } = setup('rescheduling');
    await toCompleteAttachments(vm);
    vm.backFromAttachments();
    expect(vm.phase).toBe('attachments');
    const modal = modals.at(-1);
    expect(modal?.actions?.map((action) => action.label)).toEqual(['Cancelar', 'Sí, continuar']);
    modal?.actions?.[0]?.onSelect?.();
    expect(vm.phase).toBe('attachments');
    modal?.actions?.[1]?.onSelect?.();
    expect(vm.phase).toBe('detail');
    vm.continueToAttachments();
    expect(vm.allPeopleComplete).toBe(true);
  });

  it('goes straight back from step 4 of a refund', async () => {
    const { vm, modals } = setup('refund');
    await toCompleteAttachments(vm);
    vm.backFromAttachments();
    expect(modals).toHaveLength(0);
    expect(vm.phase).toBe('detail');
  });

  it('files a rescheduling from step 4 with the fixed codes and lists the filing numbers per person', async () => {
    const { vm, gateway, store } = setup('rescheduling');
    await toCompleteAttachments(vm);
    vm.changeObservation('  Llegamos el sábado  ');
    await vm.finishAttachments();
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
    expect(store.drafts.has('rescheduling')).toBe(false);
    vi.advanceTimersByTime(draftSaveDelayMs * 2);
    expect(store.drafts.has('rescheduling')).toBe(false);
  });

  it('needs both buyer documents on step 5 of a refund and sends them', async () => {
    const { vm, gateway } = setup('refund');
    await toCompleteAttachments(vm, [lucia]);
    await vm.finishAttachments();
    expect(vm.phase).toBe('buyerDocuments');
    expect(gateway.createRequest).not.toHaveBeenCalled();
    expect(vm.canSend).toBe(false);
    vm.setBuyerDocument('identityDocument', pdf('cedula.pdf'));
    expect(vm.canSend).toBe(false);
    vm.setBuyerDocument('bankCertification', pdf('certificado.pdf'));
    expect(vm.canSend).toBe(true);
    await vm.send();
    const request = vi.mocked(gateway.createRequest).mock.calls[0]![0];
    expect(request.buyer.identityDocument?.name).toBe('cedula');
    expect(request.buyer.bankCertification?.name).toBe('certificado');
    expect(request.reservations[0]!.people[0]).toMatchObject({ documentType: 'PT', process: 3, status: 14, motive: 1 });
    expect(vm.phase).toBe('filed');
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
    expect(vm.progress).toEqual({ stage: 'uploading', percent: 0 });
    expect(vm.canFinishAttachments).toBe(false);
    listener?.({ sentBytes: 4_219, totalBytes: 10_000 });
    expect(vm.progress).toEqual({ stage: 'uploading', percent: 42 });
    listener?.({ sentBytes: 10_000, totalBytes: 10_000 });
    expect(vm.progress).toEqual({ stage: 'awaitingAnswer' });
    answerNow(answer<CreateRequestAnswer>(200, { uploadedDocuments: [{ documentId: 'RAD-9', documentType: 'PT', documentNumber: ana.documentNumber }] }));
    await Promise.all([first, second]);
    expect(vm.progress).toBeNull();
    expect(vm.filings).toEqual([{ documentType: 'CC', documentNumber: ana.documentNumber, filingNumber: 'RAD-9' }]);
  });

  it('keeps everything and the draft when the submission fails, and reloads on closing the error', async () => {
    const { vm, ui, store } = setup('rescheduling', { createRequest: async () => answer<CreateRequestAnswer>(500, { uploadedDocuments: null }) });
    await toCompleteAttachments(vm);
    vm.changeObservation('Nota');
    await vm.finishAttachments();
    expect(ui.showSystemError).toHaveBeenCalledWith('reloadOnly');
    expect(vm.phase).toBe('attachments');
    expect(vm.allPeopleComplete).toBe(true);
    // Written before sending, without waiting for the save delay.
    expect(store.drafts.get('rescheduling')).toMatchObject({ step: 4, observation: 'Nota', reservationCode: 'RES-2' });
  });

  it('keeps the draft a moment after each change, and a new page of the same tab comes back to it', async () => {
    const first = setup('refund');
    const stop = first.vm.keepDraft();
    await toCompleteAttachments(first.vm);
    first.vm.changeObservation('Viajamos otro día');
    expect(first.store.saves).toHaveLength(0);
    vi.advanceTimersByTime(draftSaveDelayMs);
    await vi.waitFor(() => expect(first.store.drafts.get('refund')?.observation).toBe('Viajamos otro día'));
    stop();

    const reloaded = setup('refund');
    reloaded.store.drafts.set('refund', first.store.drafts.get('refund')!);
    await reloaded.vm.enter();
    expect(reloaded.vm.phase).toBe('attachments');
    expect(reloaded.vm.buyer).toEqual(buyer);
    expect(reloaded.vm.observation).toBe('Viajamos otro día');
    expect(reloaded.vm.attachmentPeople.map(({ person }) => person)).toEqual([ana, tomas]);
    expect(reloaded.vm.attachmentsOf(personKey(tomas)).files.map((file) => file.name)).toEqual(['soporte-1034567891.pdf']);
    expect(reloaded.vm.canFinishAttachments).toBe(true);
  });

  it('leaving the page right after a change writes it at once: the person comes back to it', async () => {
    const { vm, store } = setup('rescheduling');
    const stop = vm.keepDraft();
    vm.changeQuery(buyer);
    await vm.validate();
    vm.openReservation('RES-2');
    vm.toggle(personKey(ana));
    vi.advanceTimersByTime(draftSaveDelayMs - 1);
    expect(store.saves).toHaveLength(0);

    stop();

    await vi.waitFor(() => expect(store.drafts.get('rescheduling')?.selectedPeople).toEqual([personKey(ana)]));
    const saves = store.saves.length;
    vi.advanceTimersByTime(draftSaveDelayMs * 2);
    expect(store.saves).toHaveLength(saves);
  });

  it('leaving the page with nothing waiting writes nothing more', async () => {
    const { vm, store } = setup('rescheduling');
    const stop = vm.keepDraft();
    vm.changeQuery(buyer);
    stop();
    vi.advanceTimersByTime(draftSaveDelayMs * 2);
    expect(store.saves).toHaveLength(0);
  });

  it('brings back an expired draft as nothing, and forgets it', async () => {
    const { vm, store, scheduler } = setup('refund');
    store.drafts.set('refund', {
      kind: 'refund',
      buyer,
      step: 3,
      purchases: [newer],
      reservationCode: 'RES-2',
      selectedPeople: [personKey(ana)],
      attachments: {},
      observation: '',
      buyerDocuments: { identityDocument: null, bankCertification: null },
      startedAt: scheduler.now() - draftLifetimeMs,
    });
    await vm.enter();
    expect(vm.phase).toBe('buyer');
    expect(store.drafts.has('refund')).toBe(false);
  });

  it('forgets everything going back to step 1, and never carries a selection to another buyer', async () => {
    const { vm, store } = setup('rescheduling');
    const stop = vm.keepDraft();
    await toCompleteAttachments(vm);
    vi.advanceTimersByTime(draftSaveDelayMs);
    await vi.waitFor(() => expect(store.drafts.has('rescheduling')).toBe(true));
    vm.backFromAttachments();
    vm.backToHistory();
    vm.backToBuyer();
    await vi.waitFor(() => expect(store.drafts.has('rescheduling')).toBe(false));
    vi.advanceTimersByTime(draftSaveDelayMs * 2);
    expect(store.drafts.has('rescheduling')).toBe(false);
    vm.changeQuery(otherBuyer);
    await vm.validate();
    vm.openReservation('RES-2');
    expect(vm.selectAllState).toBe('none');
    expect(vm.attachmentsOf(personKey(ana)).files).toEqual([]);
    stop();
  });
});

import { vi } from 'vitest';
import type { BookingDraftStore, StoredBookingDraft } from '@/application/bookings/booking-draft-store.port';
import { BookingDrafts } from '@/application/bookings/booking-drafts.use-case';
import type { BookingRequest, BookingsGateway, CreateRequestAnswer, CustomerPurchasesAnswer } from '@/application/bookings/bookings-gateway.port';
import { FindCustomerPurchases } from '@/application/bookings/find-customer-purchases.use-case';
import { SubmitBookingRequest } from '@/application/bookings/submit-booking-request.use-case';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { AttachedFile, BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import { personKey, type BookingPerson, type Purchase } from '@/domain/bookings/purchase.entity';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { BookingRequestViewModel } from '@/presentation/bookings/shared/booking-request.view-model';
import { fakeUiFeedback } from '@test/support/fake-ui-feedback';
import { ManualScheduler } from '@test/support/manual-scheduler';
import { MemoryStorage } from '@test/support/memory-storage';

/** The booking request's view model with its step models, over fakes: the unit tests' fixtures. */

export const buyer: DocumentQuery = { documentType: 'CC', documentNumber: '1020304050' };
export const otherBuyer: DocumentQuery = { documentType: 'CC', documentNumber: '1020304051' };
export const ana: BookingPerson = { process: 'Reserva', status: 'Confirmada', documentType: 'CC', documentNumber: '1020304050', serviceValue: 120_000 };
export const tomas: BookingPerson = { process: 'Reserva', status: 'Confirmada', documentType: 'TI', documentNumber: '1034567891', serviceValue: 60_000 };
export const lucia: BookingPerson = { process: 'Reserva', status: 'Confirmada', documentType: 'RC', documentNumber: '1156789012', serviceValue: 0 };
const older: Purchase = {
  purchaseDate: '2026-03-01 09:00:00',
  purchasePrice: 90_000,
  reservations: [{ serviceName: 'Piscina adultos', reservationCode: 'RES-1', reservationDate: '2026-12-01 08:00:00', people: [ana] }],
};
export const newer: Purchase = {
  purchaseDate: '2026-11-02 14:35:10',
  purchasePrice: 180_000,
  reservations: [{ serviceName: 'Cabaña familiar', reservationCode: 'RES-2', reservationDate: '2026-12-20 15:00:00', people: [ana, tomas, lucia] }],
};
export const pdf = (name: string): AttachedFile => ({ name, mimeType: 'application/pdf', size: 9, base64: btoa(`%PDF-${name}`) });

/**
 * The tab's draft store in memory, every write recorded. A draft put in `drafts` by a test was left
 * by an earlier page of the tab (a reload) unless its flow is in `kept`; a draft saved is this page's.
 */
export class MemoryDraftStore implements BookingDraftStore {
  readonly drafts = new Map<BookingRequestKind, BookingDraft>();
  readonly kept = new Set<BookingRequestKind>();
  readonly saves: BookingDraft[] = [];
  load = vi.fn(async (kind: BookingRequestKind): Promise<StoredBookingDraft | null> => {
    const draft = this.drafts.get(kind);
    return draft === undefined ? null : { draft, keptByThisPage: this.kept.has(kind) };
  });
  // Stored by structured clone, as IndexedDB does: a MobX proxy in the draft would throw here.
  save = vi.fn(async (draft: BookingDraft) => {
    const stored = structuredClone(draft);
    this.saves.push(stored);
    this.drafts.set(draft.kind, stored);
    this.kept.add(draft.kind);
  });
  discard = vi.fn(async (kind: BookingRequestKind) => {
    this.drafts.delete(kind);
    this.kept.delete(kind);
  });
  sweep = vi.fn(async () => undefined);
}

export const answer = <T>(code: number | null, value: T): GatewayAnswer<T> => ({ ok: true, code, value });

/** A view model of the flow `kind` over a gateway that finds `older` and `newer` and files every person. */
export function setupBookingRequest(kind: BookingRequestKind, gateway: Partial<BookingsGateway> = {}) {
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
  const session = new MemoryStorage();
  const drafts = new BookingDrafts(store, scheduler, session);
  const vm = new BookingRequestViewModel(new FindCustomerPurchases(fullGateway), new SubmitBookingRequest(fullGateway), drafts, ui);
  vm.configure(kind);
  return { vm, store, scheduler, drafts, session, ui, modals, gateway: fullGateway };
}

/** Step 1 done with `buyer`: the history of step 2 shows. */
export async function toHistory(vm: BookingRequestViewModel, query: DocumentQuery = buyer) {
  await vm.load();
  vm.buyerStep.changeQuery(query);
  await vm.buyerStep.validate();
}

/** Steps 1-4 filled for the people given, each with a reason and one file. */
export async function toCompleteAttachments(vm: BookingRequestViewModel, people: readonly BookingPerson[] = [ana, tomas]) {
  await toHistory(vm);
  vm.historyStep.openReservation('RES-2');
  for (const person of people) vm.detailStep.toggle(personKey(person));
  vm.detailStep.continueToAttachments();
  for (const person of people) {
    vm.attachmentsStep.chooseReason(personKey(person), 'calamidadDomestica');
    vm.attachmentsStep.addFile(personKey(person), pdf(`soporte-${person.documentNumber}.pdf`));
  }
}

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingDraftStore, type StoredBookingDraft } from '@/application/bookings/booking-draft-store.port';
import type { BookingsGateway } from '@/application/bookings/bookings-gateway.port';
import type { BookingDraft } from '@/domain/bookings/booking-draft.entity';
import type { BookingRequestKind } from '@/domain/bookings/booking-request.rules';
import {
  attachedFile,
  bindBookingsGateway,
  bookingPerson,
  bookingPurchase,
  bookingReservation,
  fakeBookingsGateway,
  purchasesAnswer,
} from '@test/support/bookings/fake-bookings-gateway';
import { findPageTitle, main } from '@test/support/page-test-support';
import { renderRoute } from '@test/support/render-route';

/**
 * The tab's draft store, in memory: what the page keeps and brings back, without IndexedDB. The
 * drafts it starts with were left by an earlier page of the tab (a reload, a reopened tab), unless
 * `keptByThisPage` says this page kept them (a return to the page by a link); a draft saved is this page's.
 */
export class MemoryBookingDraftStore implements BookingDraftStore {
  readonly drafts = new Map<BookingRequestKind, BookingDraft>();
  readonly kept = new Set<BookingRequestKind>();

  constructor(initial: readonly BookingDraft[] = [], options: { keptByThisPage?: boolean } = {}) {
    for (const draft of initial) {
      this.drafts.set(draft.kind, draft);
      if (options.keptByThisPage === true) this.kept.add(draft.kind);
    }
  }

  async load(kind: BookingRequestKind): Promise<StoredBookingDraft | null> {
    const draft = this.drafts.get(kind);
    return draft === undefined ? null : { draft, keptByThisPage: this.kept.has(kind) };
  }

  /** By structured clone, as IndexedDB stores: a MobX proxy left in the draft throws here as it would there. */
  async save(draft: BookingDraft): Promise<void> {
    this.drafts.set(draft.kind, structuredClone(draft));
    this.kept.add(draft.kind);
  }

  async discard(kind: BookingRequestKind): Promise<void> {
    this.drafts.delete(kind);
    this.kept.delete(kind);
  }

  async sweep(): Promise<void> {}
}

const paths = { rescheduling: '/solicitud-de-reagendamiento', refund: '/solicitud-de-devolucion' } as const;
const titles = { rescheduling: 'Solicitud de reagendamiento', refund: 'Solicitud de devolución' } as const;

/** The buyer: CC 1017234567. */
export const buyer = { documentType: 'CC', documentNumber: '1017234567' } as const;

/** A reservation of four people, so select-all can be partial. */
const family = [
  bookingPerson('1017234567', { process: 'Reserva', status: 'Activa', serviceValue: 120_000 }),
  bookingPerson('1012345678', { documentType: 'TI', process: 'Reserva', status: 'Activa', serviceValue: 80_000 }),
  bookingPerson('43000111', { process: 'Reserva', status: 'Activa', serviceValue: 120_000 }),
  bookingPerson('1234567890', { documentType: 'RC', process: 'Reserva', status: 'Activa', serviceValue: 0 }),
];

/** Two purchases, the older one first as the fund may send them; the page shows the newest first. */
export const purchases = [
  bookingPurchase('2026-10-15 10:00:00', [bookingReservation('R-0900', [bookingPerson('1017234567')], { serviceName: 'Hotel Tonusco', reservationDate: '2026-11-30' })], {
    purchasePrice: 90_000,
  }),
  bookingPurchase('2026-11-02 14:35:10', [bookingReservation('R-1001', family, { serviceName: 'Piscina cubierta', reservationDate: '2026-12-20 09:00:00' })], {
    purchasePrice: 440_000,
  }),
];

/** A draft left on step `step` of reservation R-1001 with these people, as a reload finds it. */
export function draftAt(kind: BookingRequestKind, step: BookingDraft['step'], overrides: Partial<BookingDraft> = {}): BookingDraft {
  return {
    kind,
    buyer,
    step,
    purchases,
    reservationCode: 'R-1001',
    selectedPeople: ['CC:1017234567'],
    attachments: {},
    observation: '',
    buyerDocuments: { identityDocument: null, bankCertification: null },
    startedAt: Date.now(),
    ...overrides,
  };
}

export { attachedFile };

/**
 * Opens the page with a fake gateway (purchases answer 200 with `purchases` unless told) and a
 * memory draft store (empty unless a draft is given).
 */
export async function openBookingRequest(
  kind: BookingRequestKind,
  options: { gateway?: ReturnType<typeof fakeBookingsGateway>; drafts?: MemoryBookingDraftStore } = {},
) {
  const user = userEvent.setup({ applyAccept: false });
  const gateway = options.gateway ?? fakeBookingsGateway({ findCustomerPurchases: async () => purchasesAnswer(purchases) });
  const drafts = options.drafts ?? new MemoryBookingDraftStore();
  const view = renderRoute(paths[kind], {
    arrange: (container) => {
      bindBookingsGateway(container, gateway as unknown as BookingsGateway);
      if (container.isBound(BookingDraftStore)) container.unbind(BookingDraftStore);
      container.bind<BookingDraftStore>(BookingDraftStore).toConstantValue(drafts);
    },
  });
  await findPageTitle(titles[kind]);
  return { user, gateway, drafts, ...view };
}

/** The h2 of a step (its name starts with 'Paso N de M'). */
export const findStep = (step: number, last: number, heading: string) =>
  screen.findByRole('heading', { level: 2, name: `Paso ${step} de ${last} ${heading}` }, { timeout: 5000 });

export const button = (name: string | RegExp) => within(main()).getByRole('button', { name }) as HTMLButtonElement;

/** A person's file input in step 4, by their document ('CC 1017234567'). */
export const filesInput = (document: string) =>
  within(main()).getByLabelText(`Archivos de soporte de ${document}`, { selector: 'input' }) as HTMLInputElement;

export const reasonSelect = (document: string) =>
  within(main()).getByRole('combobox', { name: `Motivo de la solicitud de ${document}` }) as HTMLSelectElement;

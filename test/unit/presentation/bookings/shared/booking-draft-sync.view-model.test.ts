import { observable, runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingDrafts } from '@/application/bookings/booking-drafts.use-case';
import { draftLifetimeMs, type BookingDraft } from '@/domain/bookings/booking-draft.entity';
import { personKey } from '@/domain/bookings/purchase.entity';
import { BookingDraftSync, draftSaveDelayMs } from '@/presentation/bookings/shared/booking-draft-sync.view-model';
import {
  ana,
  buyer,
  MemoryDraftStore,
  newer,
  otherBuyer,
  setupBookingRequest as setup,
  toCompleteAttachments,
  toHistory,
  tomas,
} from '@test/support/bookings/booking-request-view-model';
import { ManualScheduler } from '@test/support/manual-scheduler';
import { CountingPage } from '@test/support/leaving-page';
import { MemoryStorage } from '@test/support/memory-storage';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const draftWith = (observation: string, startedAt: number): BookingDraft => ({
  kind: 'refund',
  buyer,
  step: 4,
  purchases: [newer],
  reservationCode: 'RES-2',
  selectedPeople: [personKey(ana)],
  attachments: {},
  observation,
  buyerDocuments: { identityDocument: null, bankCertification: null },
  startedAt,
});

/** A synchroniser over an in-memory store, watching an observable box as the view model's draft. */
function syncOverBox() {
  const store = new MemoryDraftStore();
  const scheduler = new ManualScheduler();
  const sync = new BookingDraftSync(new BookingDrafts(store, scheduler, new MemoryStorage()), () => 'refund');
  const current = observable.box<BookingDraft | null>(null, { deep: false });
  const change = (draft: BookingDraft | null) => runInAction(() => current.set(draft));
  const page = new CountingPage();
  return { store, scheduler, sync, change, page, startedAt: scheduler.now(), stop: sync.watch(() => current.get(), page) };
}

describe('BookingDraftSync', () => {
  it('writes once a pause after a burst of changes, the last one', async () => {
    const { store, change, startedAt, stop } = syncOverBox();
    change(draftWith('V', startedAt));
    vi.advanceTimersByTime(draftSaveDelayMs - 1);
    change(draftWith('Vi', startedAt));
    vi.advanceTimersByTime(draftSaveDelayMs - 1);
    change(draftWith('Via', startedAt));
    expect(store.saves).toHaveLength(0);
    vi.advanceTimersByTime(draftSaveDelayMs);
    await vi.waitFor(() => expect(store.saves.map((saved) => saved.observation)).toEqual(['Via']));
    stop();
  });

  it('writes a change waiting for its delay at once when it stops, and nothing after', async () => {
    const { store, change, startedAt, stop } = syncOverBox();
    change(draftWith('Antes de salir', startedAt));
    vi.advanceTimersByTime(draftSaveDelayMs - 1);
    stop();
    await vi.waitFor(() => expect(store.drafts.get('refund')?.observation).toBe('Antes de salir'));
    change(draftWith('Después', startedAt));
    vi.advanceTimersByTime(draftSaveDelayMs * 2);
    expect(store.saves).toHaveLength(1);
  });

  it('writes the draft as it is when the delay ends: none, if it was forgotten in between', () => {
    const { store, change, startedAt, stop } = syncOverBox();
    change(draftWith('Nota', startedAt));
    change(null);
    vi.advanceTimersByTime(draftSaveDelayMs);
    stop();
    expect(store.save).not.toHaveBeenCalled();
  });

  it('leaving the document writes a waiting change to the store at once, and leaves no listener', async () => {
    const { store, change, page, startedAt, stop } = syncOverBox();
    change(draftWith('Último carácter', startedAt));
    page.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(store.drafts.get('refund')?.observation).toBe('Último carácter'));
    expect(page.listeners).toBe(0);
    stop();
  });

  it('begins a draft now, forgetting the stored one; discarding ends it and forgets it too', async () => {
    const { store, scheduler, sync, stop } = syncOverBox();
    stop();
    store.drafts.set('refund', draftWith('Vieja', scheduler.now() - 1_000));
    sync.begin();
    expect(sync.startedAt).toBe(scheduler.now());
    await vi.waitFor(() => expect(store.drafts.has('refund')).toBe(false));
    store.drafts.set('refund', draftWith('Otra', scheduler.now()));
    sync.discard();
    expect(sync.startedAt).toBeNull();
    await vi.waitFor(() => expect(store.drafts.has('refund')).toBe(false));
  });
});

describe('BookingRequestViewModel’s draft', () => {
  it('keeps the draft a moment after each change; a new page of the same tab shows nothing of it until the buyer’s document is typed', async () => {
    const first = setup('refund');
    const stop = first.vm.keepDraft();
    await toCompleteAttachments(first.vm);
    first.vm.attachmentsStep.changeObservation('Viajamos otro día');
    expect(first.store.saves).toHaveLength(0);
    vi.advanceTimersByTime(draftSaveDelayMs);
    await vi.waitFor(() => expect(first.store.drafts.get('refund')?.observation).toBe('Viajamos otro día'));
    stop();

    // A reload, or a closed tab the browser reopened: the draft is there, the page did not keep it.
    const reloaded = setup('refund');
    reloaded.store.drafts.set('refund', first.store.drafts.get('refund')!);
    await reloaded.vm.load();
    const step = reloaded.vm.attachmentsStep;
    expect(reloaded.vm.phase).toBe('buyer');
    expect(reloaded.vm.buyerStep.draftLock).toEqual({ kind: 'locked', triesLeft: 3 });
    expect(reloaded.vm.buyerStep.query).toEqual({ documentType: 'CC', documentNumber: '' });
    expect(reloaded.vm.historyStep.purchases).toEqual([]);
    expect(step.observation).toBe('');
    expect(step.attachmentPeople).toEqual([]);
    expect(reloaded.vm.draft).toBeNull();

    reloaded.vm.buyerStep.changeQuery(buyer);
    await reloaded.vm.buyerStep.validate();
    expect(reloaded.vm.phase).toBe('attachments');
    expect(reloaded.vm.buyerStep.draftLock).toBeNull();
    expect(reloaded.vm.historyStep.buyer).toEqual(buyer);
    expect(step.observation).toBe('Viajamos otro día');
    expect(step.attachmentPeople.map(({ person }) => person)).toEqual([ana, tomas]);
    expect(step.attachmentsOf(personKey(tomas)).files.map((file) => file.name)).toEqual(['soporte-1034567891.pdf']);
    expect(step.canFinishAttachments).toBe(true);
    // The document unlocked it without asking the fund again.
    expect(reloaded.gateway.findCustomerPurchases).not.toHaveBeenCalled();
  });

  it('another buyer’s document leaves the draft locked, two tries left; the third deletes it and looks that document up', async () => {
    const first = setup('refund');
    await toCompleteAttachments(first.vm);
    await first.drafts.keep(first.vm.draft!);

    const next = setup('refund');
    next.store.drafts.set('refund', first.store.drafts.get('refund')!);
    await next.vm.load();
    next.vm.buyerStep.changeQuery(otherBuyer);
    await next.vm.buyerStep.validate();
    expect(next.vm.buyerStep.draftLock).toEqual({ kind: 'mismatch', triesLeft: 2 });
    expect(next.vm.phase).toBe('buyer');
    await next.vm.buyerStep.validate();
    expect(next.vm.buyerStep.draftLock).toEqual({ kind: 'mismatch', triesLeft: 1 });
    expect(next.gateway.findCustomerPurchases).not.toHaveBeenCalled();
    expect(next.vm.buyerStep.isQuerying).toBe(false);

    await next.vm.buyerStep.validate();
    expect(next.vm.buyerStep.draftLock).toEqual({ kind: 'deleted', by: 'tries' });
    expect(next.store.drafts.has('refund')).toBe(false);
    expect(next.gateway.findCustomerPurchases).toHaveBeenCalledExactlyOnceWith(otherBuyer);
    expect(next.vm.phase).toBe('history');
    expect(next.vm.historyStep.buyer).toEqual(otherBuyer);
    expect(next.vm.attachmentsStep.attachmentPeople).toEqual([]);
  });

  it("'Empezar una solicitud nueva' deletes a locked draft unseen; step 1 goes on as usual", async () => {
    const first = setup('rescheduling');
    await toCompleteAttachments(first.vm);
    await first.drafts.keep(first.vm.draft!);

    const next = setup('rescheduling');
    next.store.drafts.set('rescheduling', first.store.drafts.get('rescheduling')!);
    await next.vm.load();
    next.vm.buyerStep.discardDraft();
    expect(next.vm.buyerStep.draftLock).toEqual({ kind: 'deleted', by: 'person' });
    await vi.waitFor(() => expect(next.store.drafts.has('rescheduling')).toBe(false));
    next.vm.buyerStep.changeQuery(buyer);
    await next.vm.buyerStep.validate();
    expect(next.gateway.findCustomerPurchases).toHaveBeenCalledExactlyOnceWith(buyer);
    expect(next.vm.phase).toBe('history');
  });

  it('leaving the page right after a change writes it at once: the person comes back to it', async () => {
    const { vm, store } = setup('rescheduling');
    const stop = vm.keepDraft();
    await toHistory(vm);
    vm.historyStep.openReservation('RES-2');
    vm.detailStep.toggle(personKey(ana));
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
    vm.buyerStep.changeQuery(buyer);
    stop();
    vi.advanceTimersByTime(draftSaveDelayMs * 2);
    expect(store.saves).toHaveLength(0);
  });

  it('brings back an expired draft as nothing, and forgets it', async () => {
    const { vm, store, scheduler } = setup('refund');
    store.drafts.set('refund', { ...draftWith('', scheduler.now() - draftLifetimeMs), step: 3 });
    await vm.load();
    expect(vm.phase).toBe('buyer');
    expect(store.drafts.has('refund')).toBe(false);
  });

  it('brings back no draft whose reservation is not in it, nor a step 5 on a rescheduling', async () => {
    const refund = setup('refund');
    refund.store.drafts.set('refund', { ...draftWith('', refund.scheduler.now()), reservationCode: 'RES-404' });
    await refund.vm.load();
    expect(refund.vm.phase).toBe('buyer');
    const rescheduling = setup('rescheduling');
    rescheduling.store.drafts.set('rescheduling', { ...draftWith('', rescheduling.scheduler.now()), kind: 'rescheduling', step: 5 });
    await rescheduling.vm.load();
    expect(rescheduling.vm.phase).toBe('buyer');
  });

  it('forgets everything going back to step 1, and never carries a selection to another buyer', async () => {
    const { vm, store } = setup('rescheduling');
    const stop = vm.keepDraft();
    await toCompleteAttachments(vm);
    vi.advanceTimersByTime(draftSaveDelayMs);
    await vi.waitFor(() => expect(store.drafts.has('rescheduling')).toBe(true));
    vm.attachmentsStep.backFromAttachments();
    vm.detailStep.backToHistory();
    vm.historyStep.backToBuyer();
    await vi.waitFor(() => expect(store.drafts.has('rescheduling')).toBe(false));
    vi.advanceTimersByTime(draftSaveDelayMs * 2);
    expect(store.drafts.has('rescheduling')).toBe(false);
    vm.buyerStep.changeQuery(otherBuyer);
    await vm.buyerStep.validate();
    vm.historyStep.openReservation('RES-2');
    expect(vm.detailStep.selectAllState).toBe('none');
    expect(vm.attachmentsStep.attachmentsOf(personKey(ana)).files).toEqual([]);
    stop();
  });
});

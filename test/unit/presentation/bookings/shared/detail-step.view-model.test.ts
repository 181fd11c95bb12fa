import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { personKey } from '@/domain/bookings/purchase.entity';
import { ana, lucia, setupBookingRequest as setup, toHistory, tomas } from '@test/support/bookings/booking-request-view-model';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DetailStepViewModel (step 3)', () => {
  it('selects people on step 3 with a select-all that is partial, full or empty', async () => {
    const { vm } = setup('rescheduling');
    await toHistory(vm);
    vm.historyStep.openReservation('RES-2');
    const detail = vm.detailStep;
    expect(vm.step).toBe(3);
    expect(detail.people).toEqual([ana, tomas, lucia]);
    expect(detail.selectAllState).toBe('none');
    expect(detail.canContinueToAttachments).toBe(false);
    detail.toggle(personKey(lucia));
    expect(detail.selectAllState).toBe('some');
    detail.toggleAll();
    expect(detail.selectAllState).toBe('all');
    detail.toggleAll();
    expect(detail.selectAllState).toBe('none');
    detail.toggle(personKey(lucia));
    detail.toggle(personKey(ana));
    detail.continueToAttachments();
    // The table's order, not the order of the clicks.
    expect(vm.attachmentsStep.attachmentPeople.map(({ person }) => person)).toEqual([ana, lucia]);
    expect(vm.step).toBe(4);
  });

  it('continues with nobody checked to nowhere, and Regresar shows the history', async () => {
    const { vm } = setup('rescheduling');
    await toHistory(vm);
    vm.historyStep.openReservation('RES-2');
    vm.detailStep.continueToAttachments();
    expect(vm.phase).toBe('detail');
    vm.detailStep.backToHistory();
    expect(vm.phase).toBe('history');
  });
});

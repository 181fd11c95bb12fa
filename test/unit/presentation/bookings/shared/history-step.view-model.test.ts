import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { personKey } from '@/domain/bookings/purchase.entity';
import { ana, pdf, setupBookingRequest as setup, toHistory } from '@test/support/bookings/booking-request-view-model';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('HistoryStepViewModel (step 2)', () => {
  it('opens only a reservation of the history', async () => {
    const { vm } = setup('rescheduling');
    await toHistory(vm);
    vm.historyStep.openReservation('RES-404');
    expect(vm.phase).toBe('history');
    expect(vm.detailStep.reservationCode).toBeNull();
    vm.historyStep.openReservation('RES-2');
    expect(vm.phase).toBe('detail');
    expect(vm.detailStep.reservation?.serviceName).toBe('Cabaña familiar');
  });

  it('keeps the selection when the same reservation opens again, and starts a new one for another', async () => {
    const { vm } = setup('rescheduling');
    await toHistory(vm);
    vm.historyStep.openReservation('RES-2');
    vm.detailStep.toggle(personKey(ana));
    vm.detailStep.continueToAttachments();
    vm.attachmentsStep.addFile(personKey(ana), pdf('a.pdf'));
    vm.attachmentsStep.changeObservation('Nota');
    vm.go('history');
    vm.historyStep.openReservation('RES-2');
    expect(vm.detailStep.isChecked(personKey(ana))).toBe(true);
    expect(vm.attachmentsStep.observation).toBe('Nota');
    vm.go('history');
    vm.historyStep.openReservation('RES-1');
    expect(vm.detailStep.selectAllState).toBe('none');
    expect(vm.attachmentsStep.selectedPeople).toEqual([]);
    expect(vm.attachmentsStep.attachmentsOf(personKey(ana)).files).toEqual([]);
    expect(vm.attachmentsStep.observation).toBe('');
  });
});

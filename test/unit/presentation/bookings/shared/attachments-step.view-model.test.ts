import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { personKey } from '@/domain/bookings/purchase.entity';
import { pdf, setupBookingRequest as setup, toCompleteAttachments, toHistory, tomas } from '@test/support/bookings/booking-request-view-model';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AttachmentsStepViewModel (step 4)', () => {
  it('marks the reason invalid when files come without one, and a person complete with both', async () => {
    const { vm } = setup('rescheduling');
    await toHistory(vm);
    vm.historyStep.openReservation('RES-2');
    vm.detailStep.toggle(personKey(tomas));
    vm.detailStep.continueToAttachments();
    const step = vm.attachmentsStep;
    const key = personKey(tomas);
    expect(step.reasonValidity(key)).toBeNull();
    step.addFile(key, pdf('a.pdf'));
    expect(step.reasonValidity(key)).toBe(false);
    expect(step.canFinishAttachments).toBe(false);
    step.chooseReason(key, 'fuerzaMayor');
    expect(step.reasonValidity(key)).toBe(true);
    expect(step.isPersonComplete(key)).toBe(true);
    step.addFile(key, pdf('b.pdf'));
    step.addFile(key, pdf('c.pdf'));
    expect(step.canAddFile(key)).toBe(false);
    step.addFile(key, pdf('d.pdf'));
    expect(step.attachmentsOf(key).files.map((file) => file.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    step.removeFile(key, 1);
    expect(step.attachmentsOf(key).files.map((file) => file.name)).toEqual(['a.pdf', 'c.pdf']);
    expect(step.canFinishAttachments).toBe(true);
  });

  it('cuts observations at 500 characters', async () => {
    const { vm } = setup('rescheduling');
    vm.attachmentsStep.changeObservation('x'.repeat(501));
    expect(vm.attachmentsStep.observation).toHaveLength(500);
  });

  it('shows every empty reason when the forward button is pressed too soon', async () => {
    const { vm, gateway } = setup('rescheduling');
    await toHistory(vm);
    vm.historyStep.openReservation('RES-2');
    vm.detailStep.toggle(personKey(tomas));
    vm.detailStep.continueToAttachments();
    await vm.attachmentsStep.finishAttachments();
    expect(vm.attachmentsStep.reasonValidity(personKey(tomas))).toBe(false);
    expect(vm.phase).toBe('attachments');
    expect(gateway.createRequest).not.toHaveBeenCalled();
  });

  it('asks before leaving step 4 of a rescheduling: Cancelar stays, Sí, continuar goes to step 3 keeping the forms', async () => {
    const { vm, modals } = setup('rescheduling');
    await toCompleteAttachments(vm);
    vm.attachmentsStep.backFromAttachments();
    expect(vm.phase).toBe('attachments');
    const modal = modals.at(-1);
    expect(modal?.actions?.map((action) => action.label)).toEqual(['Cancelar', 'Sí, continuar']);
    modal?.actions?.[0]?.onSelect?.();
    expect(vm.phase).toBe('attachments');
    modal?.actions?.[1]?.onSelect?.();
    expect(vm.phase).toBe('detail');
    vm.detailStep.continueToAttachments();
    expect(vm.attachmentsStep.allPeopleComplete).toBe(true);
  });

  it('goes straight back from step 4 of a refund', async () => {
    const { vm, modals } = setup('refund');
    await toCompleteAttachments(vm);
    vm.attachmentsStep.backFromAttachments();
    expect(modals).toHaveLength(0);
    expect(vm.phase).toBe('detail');
  });
});

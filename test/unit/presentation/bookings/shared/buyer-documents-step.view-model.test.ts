import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lucia, pdf, setupBookingRequest as setup, toCompleteAttachments } from '@test/support/bookings/booking-request-view-model';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BuyerDocumentsStepViewModel (refund step 5)', () => {
  it('needs both buyer documents on step 5 of a refund and sends them', async () => {
    const { vm, gateway } = setup('refund');
    await toCompleteAttachments(vm, [lucia]);
    await vm.attachmentsStep.finishAttachments();
    const step = vm.buyerDocumentsStep;
    expect(vm.phase).toBe('buyerDocuments');
    expect(gateway.createRequest).not.toHaveBeenCalled();
    expect(step.canSend).toBe(false);
    step.setBuyerDocument('identityDocument', pdf('cedula.pdf'));
    expect(step.canSend).toBe(false);
    step.setBuyerDocument('bankCertification', pdf('certificado.pdf'));
    expect(step.canSend).toBe(true);
    await vm.send();
    const request = vi.mocked(gateway.createRequest).mock.calls[0]![0];
    expect(request.buyer.identityDocument?.name).toBe('cedula');
    expect(request.buyer.bankCertification?.name).toBe('certificado');
    expect(request.reservations[0]!.people[0]).toMatchObject({ documentType: 'PT', process: 3, status: 14, motive: 1 });
    expect(vm.phase).toBe('filed');
  });

  it('removes a document, and Regresar shows step 4 as it was', async () => {
    const { vm } = setup('refund');
    await toCompleteAttachments(vm, [lucia]);
    await vm.attachmentsStep.finishAttachments();
    vm.buyerDocumentsStep.setBuyerDocument('identityDocument', pdf('cedula.pdf'));
    vm.buyerDocumentsStep.setBuyerDocument('identityDocument', null);
    expect(vm.buyerDocumentsStep.buyerDocuments.identityDocument).toBeNull();
    vm.buyerDocumentsStep.backToAttachments();
    expect(vm.phase).toBe('attachments');
    expect(vm.attachmentsStep.allPeopleComplete).toBe(true);
  });
});

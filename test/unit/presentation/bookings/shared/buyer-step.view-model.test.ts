import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerPurchasesAnswer } from '@/application/bookings/bookings-gateway.port';
import { bookingRequestMessages as m } from '@/presentation/bookings/shared/booking-request.messages';
import { answer, buyer, otherBuyer, setupBookingRequest as setup } from '@test/support/bookings/booking-request-view-model';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BuyerStepViewModel (step 1)', () => {
  it('validates only a valid document, shows the purchases newest first on step 2', async () => {
    const { vm, gateway } = setup('rescheduling');
    await vm.load();
    expect(vm.buyerStep.canValidate).toBe(false);
    await vm.buyerStep.validate();
    expect(gateway.findCustomerPurchases).not.toHaveBeenCalled();
    vm.buyerStep.changeQuery(buyer);
    await vm.buyerStep.validate();
    expect(gateway.findCustomerPurchases).toHaveBeenCalledWith(buyer);
    expect(vm.phase).toBe('history');
    expect(vm.step).toBe(2);
    expect(vm.historyStep.buyer).toEqual(buyer);
    expect(vm.historyStep.purchases.map((purchase) => purchase.purchaseDate)).toEqual(['2026-11-02 14:35:10', '2026-03-01 09:00:00']);
  });

  it('keeps the document and shows the no-purchase toast on 202', async () => {
    const { vm, ui } = setup('refund', { findCustomerPurchases: async () => answer<CustomerPurchasesAnswer>(202, { purchases: [] }) });
    await vm.load();
    vm.buyerStep.changeQuery(otherBuyer);
    await vm.buyerStep.validate();
    expect(vm.phase).toBe('buyer');
    expect(vm.buyerStep.query).toEqual(otherBuyer);
    expect(ui.showToast).toHaveBeenCalledWith({ tone: 'warning', message: m.buyer.noPurchases });
    expect(m.buyer.noPurchases).toBe('No existe una compra asociada al tipo y número de documento ingresado. Por favor verifica la información.');
  });

  it('shows the generic error that reloads the page on any other answer', async () => {
    const { vm, ui } = setup('refund', { findCustomerPurchases: async () => ({ ok: false, reason: 'network' }) });
    await vm.load();
    vm.buyerStep.changeQuery(buyer);
    await vm.buyerStep.validate();
    expect(ui.showSystemError).toHaveBeenCalledWith('reloadOnly');
    expect(vm.phase).toBe('buyer');
  });

  it('is busy while the query runs: no second Validar', async () => {
    let answerNow: (value: ReturnType<typeof answer<CustomerPurchasesAnswer>>) => void = () => undefined;
    const findCustomerPurchases = vi.fn(() => new Promise<ReturnType<typeof answer<CustomerPurchasesAnswer>>>((resolve) => (answerNow = resolve)));
    const { vm } = setup('rescheduling', { findCustomerPurchases });
    await vm.load();
    vm.buyerStep.changeQuery(buyer);
    const validating = vm.buyerStep.validate();
    expect(vm.buyerStep.isQuerying).toBe(true);
    expect(vm.buyerStep.canValidate).toBe(false);
    await vm.buyerStep.validate();
    answerNow(answer<CustomerPurchasesAnswer>(202, { purchases: [] }));
    await validating;
    expect(findCustomerPurchases).toHaveBeenCalledTimes(1);
    expect(vm.buyerStep.isQuerying).toBe(false);
  });
});

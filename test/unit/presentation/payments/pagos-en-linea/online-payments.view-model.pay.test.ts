import { describe, expect, it, vi } from 'vitest';
import type { PaymentRequestAnswer } from '@/application/payments/payments-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { storageKeys } from '@/application/shared/key-value-storage.port';
import { onlinePaymentsMessages as m } from '@/presentation/payments/pagos-en-linea/online-payments.messages';
import { OnlinePaymentsViewModel } from '@/presentation/payments/pagos-en-linea/online-payments.view-model';
import { answer, noAnswer } from '@test/support/gateway-answers';
import { ana, comeBack, configuredTitle, created, deferred, first, information, listed, onPendingStep, processUrl, rows, second, setup, third } from '@test/support/payments/online-payments-view-model';

describe('OnlinePaymentsViewModel: pay', () => {
  it("card -> redirect: the checkout's process URL through the navigator, the buttons stay disabled", async () => {
    const { vm, gateway, navigator, storage, ui, loader } = await onPendingStep({ gateway: { requestPayment: async () => created() } });
    vm.toggle(first);
    vm.toggle(third);
    await vm.pay('card');
    expect(gateway.requestPayment).toHaveBeenCalledExactlyOnceWith({
      payer: ana,
      payments: [rows[0], rows[2]],
      userAgent: 'Vitest',
      ipClient: '203.0.113.7',
      method: 'card',
    });
    expect(navigator.leaveTo).toHaveBeenCalledExactlyOnceWith(processUrl);
    expect(storage.get(storageKeys.requestId)).toBe('4321');
    expect(vm.isLeaving).toBe(true);
    expect(vm.submission.isSubmitting).toBe(false);
    expect(vm.canPay).toBe(false);
    expect(vm.phase).toBe('pending');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(ui.showSystemError).not.toHaveBeenCalled();
    await vm.pay('card');
    expect(gateway.requestPayment).toHaveBeenCalledOnce();
  });

  it('pays for the document the table was found with, whatever the form says afterwards', async () => {
    const { vm, gateway } = await onPendingStep({ gateway: { requestPayment: async () => created() } });
    vm.changeQuery({ documentType: 'CE', documentNumber: '4567123' });
    vm.toggle(first);
    await vm.pay('card');
    expect(gateway.requestPayment.mock.calls[0]?.[0].payer).toEqual(ana);
  });

  it('a checkout outside checkoutOrigins is never followed: the generic error', async () => {
    const { vm, navigator, ui } = await onPendingStep({
      gateway: { requestPayment: async () => created({ processUrl: 'https://evil.example/spa/session/4321' }) },
    });
    vm.toggle(first);
    await vm.pay('card');
    expect(navigator.leaveTo).not.toHaveBeenCalled();
    expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('reloadOnly');
    expect(vm.isLeaving).toBe(false);
    expect(vm.canPay).toBe(true);
  });

  it('cash -> step 3 with the CUS and the references of the pending transaction', async () => {
    const { vm, gateway, navigator } = await onPendingStep({
      gateway: {
        requestPayment: async () => created({ processUrl: null, paymentPending: { cus: '2600100001', references: [first, second] } }),
      },
    });
    vm.toggle(first);
    vm.toggle(second);
    await vm.pay('cash');
    expect(gateway.requestPayment.mock.calls[0]?.[0].method).toBe('cash');
    expect(vm.phase).toBe('transactionPending');
    expect(vm.cus).toBe('2600100001');
    expect(vm.pendingReferences).toEqual([first, second]);
    expect(navigator.leaveTo).not.toHaveBeenCalled();
    expect(vm.isLeaving).toBe(false);
  });

  it("noRegisteredEmail -> the modal titled from configuration, 'Aceptar' and 'Crear cuenta'; 'Crear cuenta' starts sign-in", async () => {
    const { vm, modals, identity, ui } = await onPendingStep({
      gateway: { requestPayment: async () => answer<PaymentRequestAnswer>(404, { status: 'FAILED', requestId: null, processUrl: null, paymentPending: null }) },
    });
    vm.toggle(first);
    await vm.pay('card');
    expect(modals).toHaveLength(1);
    const modal = modals[0]!;
    expect(modal).toMatchObject({ tone: 'error', title: configuredTitle, message: m.noRegisteredEmail.message });
    expect(modal.actions?.map((action) => action.label)).toEqual(['Aceptar', 'Crear cuenta']);
    expect(ui.showSystemError).not.toHaveBeenCalled();
    expect(vm.phase).toBe('pending');
    expect(vm.canPay).toBe(true);

    modal.actions?.[0]?.onSelect?.();
    expect(identity.login).not.toHaveBeenCalled();
    modal.actions?.[1]?.onSelect?.();
    expect(identity.login).toHaveBeenCalledOnce();
  });

  it.each([
    ['no answer', noAnswer<PaymentRequestAnswer>('timeout')],
    ['status FAILED', created({ status: 'FAILED' })],
    ['a pending transaction without its CUS', created({ paymentPending: { cus: null, references: ['x'] } })],
  ])("systemError (%s) -> 'Error del sistema' that only reloads; step 2 stays, payable again", async (_, result) => {
    const { vm, ui, navigator } = await onPendingStep({ gateway: { requestPayment: async () => result } });
    vm.toggle(first);
    await vm.pay('cash');
    expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('reloadOnly');
    expect(navigator.leaveTo).not.toHaveBeenCalled();
    expect(vm.phase).toBe('pending');
    expect(vm.isSelected(first)).toBe(true);
    expect(vm.canPay).toBe(true);
  });

  it('a second pay while the first is in flight sends nothing, and canPay is false meanwhile', async () => {
    const answerLater = deferred<GatewayAnswer<PaymentRequestAnswer>>();
    const { vm, gateway, navigator } = await onPendingStep({ gateway: { requestPayment: () => answerLater.promise } });
    vm.toggle(first);
    const paying = vm.pay('card');
    expect(vm.submission.isSubmitting).toBe(true);
    expect(vm.canPay).toBe(false);
    await vm.pay('card');
    await vm.pay('cash');
    await vi.waitFor(() => expect(gateway.requestPayment).toHaveBeenCalled());
    answerLater.resolve(created());
    await paying;
    expect(gateway.requestPayment).toHaveBeenCalledOnce();
    expect(navigator.leaveTo).toHaveBeenCalledOnce();
  });
});

describe('OnlinePaymentsViewModel: going back', () => {
  it('backToQuery from step 2: the form with the document as typed, the table and the selection gone', async () => {
    const { vm } = await onPendingStep();
    vm.toggle(first);
    vm.backToQuery();
    expect(vm.phase).toBe('query');
    expect(vm.query).toEqual(ana);
    expect(vm.payments).toEqual([]);
    expect(vm.selected.size).toBe(0);
    expect(vm.canContinue).toBe(true);
  });

  it("backToQuery from step 3 ('Volver a pagos') drops the CUS and the references", async () => {
    const { vm } = await onPendingStep({
      gateway: { requestPayment: async () => created({ paymentPending: { cus: '2600100000', references: [first] } }) },
    });
    vm.toggle(first);
    await vm.pay('cash');
    vm.backToQuery();
    expect(vm.phase).toBe('query');
    expect(vm.query).toEqual(ana);
    expect(vm.cus).toBeNull();
    expect(vm.pendingReferences).toEqual([]);
  });

  it('startOver clears everything: document, table, selection, status, transaction and the tab’s payment trace', async () => {
    const { vm, storage } = setup({
      requestId: '4321',
      gateway: { getPaymentInformation: async () => information(), findPendingPayments: async () => listed() },
    });
    await comeBack(vm, 'abc-state');
    vm.changeQuery(ana);
    vm.startOver();
    expect(vm.phase).toBe('query');
    expect(vm.query).toEqual({ documentType: 'CC', documentNumber: '' });
    expect(vm.status).toBeNull();
    expect(vm.transaction).toBeNull();
    expect(vm.payments).toEqual([]);
    expect(vm.selected.size).toBe(0);
    expect(vm.cus).toBeNull();
    expect(vm.pendingReferences).toEqual([]);
    expect(vm.canContinue).toBe(false);
    expect(storage.get(storageKeys.requestId)).toBeNull();
    expect(storage.get(storageKeys.estadoPago)).toBeNull();
  });

  it('startOver with no result shown leaves the tab’s trace alone', () => {
    const { vm, storage } = setup({ requestId: '4321' });
    vm.startOver();
    expect(storage.get(storageKeys.requestId)).toBe('4321');
  });
});

describe('OnlinePaymentsViewModel: one per visit', () => {
  it('the container gives each visit a fresh view model: a return from the checkout is read, nothing of an earlier visit stays', () => {
    const { vm, container } = setup();
    expect(container.get(OnlinePaymentsViewModel)).not.toBe(vm);
  });
});

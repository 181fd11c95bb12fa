import { describe, expect, it } from 'vitest';
import type { FrequentQuestionsAnswer, PendingPaymentsAnswer } from '@/application/payments/payments-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { onlinePaymentsMessages as m } from '@/presentation/payments/pagos-en-linea/online-payments.messages';
import { answer, noAnswer } from '@test/support/gateway-answers';
import { ana, deferred, first, listed, onPendingStep, pdf, rows, second, setup, third } from '@test/support/payments/online-payments-view-model';

describe('OnlinePaymentsViewModel: step 1, the query', () => {
  it.each([
    ['nothing typed', { documentType: 'CC', documentNumber: '' }, false],
    ['too short for a CC', { documentType: 'CC', documentNumber: '12' }, false],
    ['too long for a CC', { documentType: 'CC', documentNumber: '12345678901' }, false],
    ['letters in a CC', { documentType: 'CC', documentNumber: '12AB567' }, false],
    ['a valid CC', ana, true],
    ['a valid passport', { documentType: 'PA', documentNumber: 'AB123456' }, true],
  ] as const)('canContinue with %s: %s', (_, query, expected) => {
    const { vm } = setup();
    expect(vm.canContinue).toBe(false);
    vm.changeQuery(query);
    expect(vm.canContinue).toBe(expected);
  });

  it('consult with an invalid document asks nothing', async () => {
    const { vm, gateway } = setup();
    vm.changeQuery({ documentType: 'CC', documentNumber: '12' });
    await vm.consult();
    expect(gateway.findPendingPayments).not.toHaveBeenCalled();
    expect(vm.phase).toBe('query');
  });

  it('canContinue is false while the query runs, and a second consult asks nothing', async () => {
    const answerLater = deferred<GatewayAnswer<PendingPaymentsAnswer>>();
    const { vm, gateway, loader } = setup({ gateway: { findPendingPayments: () => answerLater.promise } });
    vm.changeQuery(ana);
    const consulting = vm.consult();
    expect(vm.isQuerying).toBe(true);
    expect(vm.canContinue).toBe(false);
    await vm.consult();
    answerLater.resolve(listed());
    await consulting;
    expect(gateway.findPendingPayments).toHaveBeenCalledOnce();
    expect(loader).toHaveBeenCalledOnce();
    expect(vm.isQuerying).toBe(false);
    expect(vm.canContinue).toBe(true);
  });

  it('pending -> step 2 with the rows, nothing selected, the trimmed document asked for', async () => {
    const { vm, gateway, ui } = setup({ gateway: { findPendingPayments: async () => listed() } });
    vm.changeQuery({ documentType: 'CC', documentNumber: ' 1017234567 ' });
    await vm.consult();
    expect(gateway.findPendingPayments).toHaveBeenCalledExactlyOnceWith(ana);
    expect(vm.phase).toBe('pending');
    expect(vm.payments).toEqual(rows);
    expect(vm.selected.size).toBe(0);
    expect(vm.selectedPayments).toEqual([]);
    expect(vm.selectAllState).toBe('none');
    expect(vm.total).toBe(0);
    expect(vm.canPay).toBe(false);
    expect(ui.showToast).not.toHaveBeenCalled();
    expect(ui.showSystemError).not.toHaveBeenCalled();
  });

  it.each([
    ['pagos null or empty', listed([])],
    ['code 200 with an empty list', answer<PendingPaymentsAnswer>(200, { payments: [], message: 'sin pagos' })],
  ])("noPendingPayments (%s) -> the no-pending-payments info toast, the document kept, still on step 1", async (_, found) => {
    const { vm, ui } = setup({ gateway: { findPendingPayments: async () => found } });
    vm.changeQuery(ana);
    await vm.consult();
    expect(ui.showToast).toHaveBeenCalledExactlyOnceWith({
      tone: 'info',
      message: 'La persona con los datos ingresados no tiene pagos pendientes.',
    });
    expect(vm.phase).toBe('query');
    expect(vm.query).toEqual(ana);
    expect(vm.payments).toEqual([]);
    expect(vm.canContinue).toBe(true);
    expect(ui.showSystemError).not.toHaveBeenCalled();
  });

  it.each([
    ['no answer', noAnswer<PendingPaymentsAnswer>('network')],
    ['an unnamed code', answer<PendingPaymentsAnswer>(500, { payments: rows, message: null })],
    ['an unreadable list', listed(null)],
  ])("systemError (%s) -> 'Error del sistema' that only reloads, still on step 1", async (_, found) => {
    const { vm, ui } = setup({ gateway: { findPendingPayments: async () => found } });
    vm.changeQuery(ana);
    await vm.consult();
    expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('reloadOnly');
    expect(ui.showToast).not.toHaveBeenCalled();
    expect(vm.phase).toBe('query');
    expect(vm.query).toEqual(ana);
    expect(vm.canContinue).toBe(true);
  });
});

describe('OnlinePaymentsViewModel: step 2, the selection', () => {
  it('toggle checks and unchecks one row; the total is the sum of the checked rows', async () => {
    const { vm } = await onPendingStep();
    vm.toggle(first);
    expect(vm.isSelected(first)).toBe(true);
    expect(vm.isSelected(second)).toBe(false);
    expect(vm.total).toBe(185_000);
    vm.toggle(third);
    expect(vm.selectedPayments.map((row) => row.reference)).toEqual([first, third]);
    expect(vm.total).toBe(185_000 + 452_500);
    vm.toggle(first);
    expect(vm.isSelected(first)).toBe(false);
    expect(vm.total).toBe(452_500);
  });

  it('selectAllState: none, some, all', async () => {
    const { vm } = await onPendingStep();
    expect(vm.selectAllState).toBe('none');
    vm.toggle(second);
    expect(vm.selectAllState).toBe('some');
    vm.toggle(first);
    expect(vm.selectAllState).toBe('some');
    vm.toggle(third);
    expect(vm.selectAllState).toBe('all');
  });

  it('toggleAll checks every row from none or some, and none from all', async () => {
    const { vm } = await onPendingStep();
    vm.toggleAll();
    expect(vm.selectAllState).toBe('all');
    expect(vm.total).toBe(757_500);
    vm.toggleAll();
    expect(vm.selectAllState).toBe('none');
    expect(vm.total).toBe(0);
    vm.toggle(second);
    vm.toggleAll();
    expect(vm.selectAllState).toBe('all');
    expect(rows.every((row) => vm.isSelected(row.reference))).toBe(true);
  });

  it('canPay once a row is checked, and not after it is unchecked', async () => {
    const { vm } = await onPendingStep();
    expect(vm.canPay).toBe(false);
    vm.toggle(second);
    expect(vm.canPay).toBe(true);
    vm.toggle(second);
    expect(vm.canPay).toBe(false);
  });

  it('pay with nothing checked asks nothing', async () => {
    const { vm, gateway } = await onPendingStep();
    await vm.pay('card');
    expect(gateway.requestPayment).not.toHaveBeenCalled();
  });
});

describe('OnlinePaymentsViewModel: frequent questions', () => {
  it('prepares the tab in the click, before the PDF arrives, then shows it with its name', async () => {
    const answerLater = deferred<GatewayAnswer<FrequentQuestionsAnswer>>();
    const { vm, viewer, tab, modals } = setup({ gateway: { getFrequentQuestions: () => answerLater.promise } });
    const opening = vm.openFrequentQuestions();
    expect(viewer.prepare).toHaveBeenCalledOnce();
    expect(tab.show).not.toHaveBeenCalled();
    answerLater.resolve(answer<FrequentQuestionsAnswer>(0, { binary: pdf, name: null }));
    await opening;
    expect(tab.show).toHaveBeenCalledExactlyOnceWith(pdf, 'preguntas-frecuentes.pdf');
    expect(tab.cancel).not.toHaveBeenCalled();
    expect(modals).toEqual([]);
  });

  it('uses the name the fund gives', async () => {
    const { vm, tab } = setup({ gateway: { getFrequentQuestions: async () => answer<FrequentQuestionsAnswer>(0, { binary: pdf, name: 'faq.pdf' }) } });
    await vm.openFrequentQuestions();
    expect(tab.show).toHaveBeenCalledExactlyOnceWith(pdf, 'faq.pdf');
  });

  it.each([
    ['no answer', noAnswer<FrequentQuestionsAnswer>()],
    ['another code', answer<FrequentQuestionsAnswer>(1, { binary: pdf, name: null })],
    ['something that is not a PDF', answer<FrequentQuestionsAnswer>(0, { binary: btoa('<html></html>'), name: null })],
  ])("systemError (%s) -> the blank tab closes and 'Error del sistema' shows, closed without leaving step 1", async (_, result) => {
    const { vm, tab, modals, ui } = setup({ gateway: { getFrequentQuestions: async () => result } });
    await vm.openFrequentQuestions();
    expect(tab.cancel).toHaveBeenCalledOnce();
    expect(tab.show).not.toHaveBeenCalled();
    expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('stayOnPage', m.frequentQuestionsError);
    expect(modals).toEqual([]);
  });

  it("the viewer finds the document 'invalid' -> the error modal", async () => {
    const { vm, tab, ui } = setup({
      shows: 'invalid',
      gateway: { getFrequentQuestions: async () => answer<FrequentQuestionsAnswer>(0, { binary: pdf, name: null }) },
    });
    await vm.openFrequentQuestions();
    expect(tab.show).toHaveBeenCalledOnce();
    expect(ui.showSystemError).toHaveBeenCalledExactlyOnceWith('stayOnPage', m.frequentQuestionsError);
  });

  it('a blocked tab (the PDF saved as a download instead) shows no error', async () => {
    const { vm, modals, ui } = setup({
      shows: 'blocked',
      gateway: { getFrequentQuestions: async () => answer<FrequentQuestionsAnswer>(0, { binary: pdf, name: null }) },
    });
    await vm.openFrequentQuestions();
    expect(modals).toEqual([]);
    expect(ui.showSystemError).not.toHaveBeenCalled();
  });
});

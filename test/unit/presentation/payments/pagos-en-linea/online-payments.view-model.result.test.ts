import { describe, expect, it } from 'vitest';
import type { PaymentInformationAnswer } from '@/application/payments/payments-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { storageKeys } from '@/application/shared/key-value-storage.port';
import { onlinePaymentsMessages as m } from '@/presentation/payments/pagos-en-linea/online-payments.messages';
import { type OnlinePaymentsViewModel } from '@/presentation/payments/pagos-en-linea/online-payments.view-model';
import { noAnswer } from '@test/support/gateway-answers';
import { attempt, comeBack, created, deferred, first, information, onPendingStep, request, second, setup } from '@test/support/payments/online-payments-view-model';

describe('OnlinePaymentsViewModel: step 4, back from the checkout', () => {
  it("configure(state) + load -> checkingResult while the fund is asked, then the result's status and transaction", async () => {
    const answerLater = deferred<GatewayAnswer<PaymentInformationAnswer>>();
    const { vm, gateway, storage, loader } = setup({ requestId: '4321', gateway: { getPaymentInformation: () => answerLater.promise } });
    const entering = comeBack(vm, 'abc-state');
    expect(vm.phase).toBe('checkingResult');
    answerLater.resolve(information());
    await entering;
    expect(gateway.getPaymentInformation).toHaveBeenCalledExactlyOnceWith('4321');
    expect(storage.get(storageKeys.estadoPago)).toBe('abc-state');
    expect(loader).toHaveBeenCalledOnce();
    expect(vm.phase).toBe('result');
    expect(vm.status).toBe('APPROVED');
    expect(vm.transaction).toEqual({
      reference: '2026110451',
      description: 'Cuota de crédito social - noviembre',
      amount: 1_234_567,
      date: '2026-11-24T10:15:30-05:00',
      paymentMethod: 'Visa',
      issuer: 'Banco de Pruebas',
      authorization: '999999',
      receipt: '1122',
      buyerFullName: 'Ana Lucía Mejía Torres',
      ipAddress: '203.0.113.7',
    });
  });

  it('the first return keeps the transaction in the view model: the trace’s awaited-return mark is used up', async () => {
    const { vm, storage } = setup({ requestId: '4321', gateway: { getPaymentInformation: async () => information() } });
    await comeBack(vm, 'abc-state');
    expect(vm.transactionWithheld).toBe(false);
    expect(vm.transaction?.buyerFullName).toBe('Ana Lucía Mejía Torres');
    expect([...storage.values].map(([key]) => key)).toEqual([storageKeys.requestId, storageKeys.estadoPago]);
  });

  it.each(['APPROVED', 'REJECTED', 'PENDING'] as const)('a reload or a reopened tab (the trace without the mark) -> the %s outcome alone, no transaction to show or print', async (status) => {
    const { vm, gateway } = setup({
      requestId: '4321',
      returnAwaited: false,
      gateway: { getPaymentInformation: async () => information({ payments: [{ ...attempt, status }] }) },
    });
    await comeBack(vm, 'abc-state');
    expect(gateway.getPaymentInformation).toHaveBeenCalledExactlyOnceWith('4321');
    expect(vm.phase).toBe('result');
    expect(vm.status).toBe(status);
    expect(vm.transaction).toBeNull();
    expect(vm.transactionWithheld).toBe(true);
    expect(vm.transactionRows.every(([, value]) => value === 'No registra')).toBe(true);
  });

  it("'Volver' after an outcome alone: a new query, nothing withheld any more, the trace gone", async () => {
    const { vm, storage } = setup({ requestId: '4321', returnAwaited: false, gateway: { getPaymentInformation: async () => information() } });
    await comeBack(vm, 'abc-state');
    vm.startOver();
    expect(vm.phase).toBe('query');
    expect(vm.transactionWithheld).toBe(false);
    expect(storage.values.size).toBe(0);
  });

  it("a failed reading -> the result screen with status 'error' and no transaction", async () => {
    const { vm } = setup({ requestId: '4321', gateway: { getPaymentInformation: async () => noAnswer<PaymentInformationAnswer>() } });
    await comeBack(vm, 'abc-state');
    expect(vm.phase).toBe('result');
    expect(vm.status).toBe('error');
    expect(vm.transaction).toBeNull();
  });

  it('configure(null) + load stays on the query and asks nothing', async () => {
    const { vm, gateway, loader } = setup({ requestId: '4321' });
    await comeBack(vm, null);
    expect(vm.phase).toBe('query');
    expect(vm.status).toBeNull();
    expect(gateway.getPaymentInformation).not.toHaveBeenCalled();
    expect(loader).not.toHaveBeenCalled();
  });

  it('load runs once however often the page asks (StrictMode)', async () => {
    const { vm, gateway } = setup({ requestId: '4321', gateway: { getPaymentInformation: async () => information() } });
    vm.configure('abc-state');
    await Promise.all([vm.load(), vm.load()]);
    await vm.load();
    expect(gateway.getPaymentInformation).toHaveBeenCalledOnce();
    expect(vm.phase).toBe('result');
  });

  it("transactionRows: the labels, an es-CO date and amount; 'No registra' for what the fund did not send", async () => {
    const { vm } = setup({
      requestId: '4321',
      gateway: {
        getPaymentInformation: async () =>
          information({
            request: { ...request, buyerName: null, buyerSurname: null, ipAddress: null },
            // A zone-less text is shown as written (one with an offset is shown in the device's zone).
            payments: [{ ...attempt, date: '2026-11-24 10:15:30', issuerName: null, receipt: null }],
          }),
      },
    });
    await comeBack(vm, 'abc-state');
    expect(vm.transactionRows).toEqual([
      ['Referencia', '2026110451'],
      ['Descripción', 'Cuota de crédito social - noviembre'],
      ['Valor', '$ 1.234.567'],
      ['Fecha', '24/11/2026 10:15'],
      ['Medio de pago', 'Visa'],
      ['Entidad financiera', 'No registra'],
      ['Autorización', '999999'],
      ['Recibo', 'No registra'],
      ['Pagador', 'No registra'],
      ['Dirección IP', 'No registra'],
    ]);
  });

  it("transactionRows with no transaction at all: every value 'No registra'", () => {
    const { vm } = setup();
    expect(vm.transactionRows.map(([label]) => label)).toEqual(Object.values(m.result.fields));
    expect(vm.transactionRows.every(([, value]) => value === 'No registra')).toBe(true);
  });

  it('a date without a time of day is shown as the date alone', async () => {
    const { vm } = setup({
      requestId: '4321',
      gateway: { getPaymentInformation: async () => information({ payments: [{ ...attempt, date: '2026-11-24' }] }) },
    });
    await comeBack(vm, 'abc-state');
    expect(vm.transactionRows[3]).toEqual(['Fecha', '24/11/2026']);
  });
});

describe('OnlinePaymentsViewModel: printing', () => {
  it("printResult prints the status's text and the transaction rows", async () => {
    const { vm, printer, ui } = setup({ requestId: '4321', gateway: { getPaymentInformation: async () => information() } });
    await comeBack(vm, 'abc-state');
    await vm.printResult();
    expect(printer.print).toHaveBeenCalledExactlyOnceWith({ title: 'Tu pago ha sido realizado con éxito', rows: vm.transactionRows });
    expect(ui.showToast).not.toHaveBeenCalled();
  });

  it('printResult before any status is known is titled with the heading', async () => {
    const { vm, printer } = setup();
    await vm.printResult();
    expect(printer.print.mock.calls[0]?.[0].title).toBe('Resultado del pago');
  });

  it('printTransactionPending prints the CUS, the references and the PENDIENTE text', async () => {
    const { vm, printer } = await onPendingStep({
      gateway: { requestPayment: async () => created({ paymentPending: { cus: '2600100000', references: [first, second] } }) },
    });
    vm.toggle(first);
    await vm.pay('cash');
    await vm.printTransactionPending();
    expect(printer.print).toHaveBeenCalledExactlyOnceWith({
      title: 'Transacción pendiente',
      headingLines: [m.transactionPending.message(`${first}, ${second}`)],
      rows: [
        ['CUS', '2600100000'],
        ['Referencias', `${first}, ${second}`],
      ],
    });
    expect(printer.print.mock.calls[0]?.[0].headingLines?.[0]).toContain('2026110451, 2026110452');
  });

  it.each([
    ['printResult', (vm: OnlinePaymentsViewModel) => vm.printResult()],
    ['printTransactionPending', (vm: OnlinePaymentsViewModel) => vm.printTransactionPending()],
  ])('%s: a printer that cannot print -> the error toast, nothing thrown', async (_, print) => {
    const { vm, ui } = setup({
      print: async () => {
        throw new Error('frame never loaded');
      },
    });
    await expect(print(vm)).resolves.toBeUndefined();
    expect(ui.showToast).toHaveBeenCalledExactlyOnceWith({ tone: 'error', message: 'No pudimos preparar la impresión. Intenta de nuevo.' });
  });
});

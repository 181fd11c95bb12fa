import { describe, expect, it, vi } from 'vitest';
import type {
  FrequentQuestionsAnswer,
  PaymentInformationAnswer,
  PaymentRequestAnswer,
  PaymentsGateway,
  PendingPaymentsAnswer,
} from '@/application/payments/payments-gateway.port';
import { ClientEnvironment } from '@/application/shared/client-environment.port';
import { ClientIpLookup } from '@/application/shared/client-ip/client-ip-lookup.port';
import { DocumentViewer, type DocumentShowOutcome, type PendingDocumentTab } from '@/application/shared/document-viewer.port';
import { ExternalNavigator } from '@/application/shared/external-navigator.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import { KeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import { ReceiptPrinter } from '@/application/shared/receipt-printer.port';
import { Identity } from '@/application/shared/session/identity.port';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { PaymentRecord, PaymentRequestRecord } from '@/domain/payments/payment-transaction.entity';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { onlinePaymentsMessages as m } from '@/presentation/payments/pagos-en-linea/online-payments.messages';
import { OnlinePaymentsViewModel } from '@/presentation/payments/pagos-en-linea/online-payments.view-model';
import { fakeUiFeedback } from '@test/support/fake-ui-feedback';
import { FakeIdentity } from '@test/support/fake-identity';
import { answer, bindPaymentsGateway, fakePaymentsGateway, noAnswer, pendingPayment } from '@test/support/payments/fake-payments-gateway';
import { MemoryStorage } from '@test/support/memory-storage';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

type Methods = { [K in keyof PaymentsGateway]: PaymentsGateway[K] };

const checkout = 'https://checkout.placetopay.example';
const processUrl = `${checkout}/spa/session/4321/abcdef`;
const configuredTitle = 'Datos de contacto incompletos';
const ana: DocumentQuery = { documentType: 'CC', documentNumber: '1017234567' };
const rows = [
  pendingPayment('2026110451', 185_000, { description: 'Cuota de crédito social - noviembre' }),
  pendingPayment('2026110452', 120_000, { description: 'Matrícula curso de natación infantil' }),
  pendingPayment('2026110453', 452_500, { description: 'Reserva de cabaña en el centro recreacional' }),
];
const [first, second, third] = rows.map((row) => row.reference) as [string, string, string];
const pdf = btoa('%PDF-1.7\n% preguntas frecuentes\n');

const listed = (payments: PendingPaymentsAnswer['payments'] = rows) => answer<PendingPaymentsAnswer>(null, { payments, message: null });
const created = (overrides: Partial<PaymentRequestAnswer> = {}) =>
  answer<PaymentRequestAnswer>(null, { status: 'OK', requestId: '4321', processUrl, paymentPending: null, ...overrides });

const request: PaymentRequestRecord = {
  reference: '2026110451',
  description: 'Cuota de crédito social - noviembre',
  amount: 185_000,
  ipAddress: '203.0.113.7',
  buyerName: 'Ana Lucía',
  buyerSurname: 'Mejía Torres',
};
const attempt: PaymentRecord = {
  status: 'APPROVED',
  date: '2026-11-24T10:15:30-05:00',
  amount: 1_234_567,
  paymentMethodName: 'Visa',
  issuerName: 'Banco de Pruebas',
  authorization: '999999',
  receipt: '1122',
};
const information = (overrides: Partial<PaymentInformationAnswer> = {}) =>
  answer<PaymentInformationAnswer>(0, { error: false, sessionStatus: 'APPROVED', request, payments: [attempt], ...overrides });

/** A promise the test settles when it chooses: the call is still in flight until then. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

interface Setup {
  readonly gateway?: Partial<Methods>;
  readonly print?: () => Promise<void>;
  readonly shows?: DocumentShowOutcome;
  readonly requestId?: string;
}

/**
 * The view model with its real use cases over a fake gateway, and fakes for every port it (and
 * they) reach: feedback, viewer, printer, navigator, storage, IP lookup, user agent, identity.
 */
function setup(given: Setup = {}) {
  const texts = { ...testConfig().texts, paymentEmailErrorTitle: configuredTitle };
  const container = createTestContainer(testConfig({ checkoutOrigins: [checkout], texts }));
  const storage = new MemoryStorage();
  if (given.requestId !== undefined) storage.set(storageKeys.requestId, given.requestId);
  container.rebind<KeyValueStorage>(KeyValueStorage).toConstantValue(storage);
  container.rebind<ClientIpLookup>(ClientIpLookup).toConstantValue({ lookup: async () => '203.0.113.7' });
  container.rebind<ClientEnvironment>(ClientEnvironment).toConstantValue({ userAgent: () => 'Vitest' });
  const gateway = fakePaymentsGateway(given.gateway);
  bindPaymentsGateway(container, gateway);
  const feedback = fakeUiFeedback();
  container.rebind<UiFeedback>(UiFeedback).toConstantValue(feedback.ui);
  const identity = new FakeIdentity();
  container.rebind<Identity>(Identity).toConstantValue(identity);
  const tab = {
    opened: true,
    show: vi.fn<PendingDocumentTab['show']>(() => given.shows ?? 'shown'),
    cancel: vi.fn<PendingDocumentTab['cancel']>(),
  };
  const viewer = { prepare: vi.fn<DocumentViewer['prepare']>(() => tab) };
  container.rebind<DocumentViewer>(DocumentViewer).toConstantValue(viewer);
  const printer = { print: vi.fn<ReceiptPrinter['print']>(given.print ?? (async () => undefined)) };
  container.rebind<ReceiptPrinter>(ReceiptPrinter).toConstantValue(printer);
  const navigator = { leaveTo: vi.fn<ExternalNavigator['leaveTo']>() };
  container.rebind<ExternalNavigator>(ExternalNavigator).toConstantValue(navigator);
  const vm = container.get(OnlinePaymentsViewModel);
  return { vm, gateway, storage, identity, tab, viewer, printer, navigator, container, ...feedback };
}

/** The page opened with the checkout's return `state` (null on a plain visit): configured, then loaded. */
function comeBack(vm: OnlinePaymentsViewModel, returnState: string | null): Promise<void> {
  vm.configure(returnState);
  return vm.load();
}

/** Step 2 with Ana's three rows, found with her document. */
async function onPendingStep(given: Setup = {}) {
  const made = setup({ ...given, gateway: { findPendingPayments: async () => listed(), ...given.gateway } });
  made.vm.changeQuery(ana);
  await made.vm.consult();
  expect(made.vm.phase).toBe('pending');
  return made;
}

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
  ])("noPendingPayments (%s) -> the spec's info toast, the document kept, still on step 1", async (_, found) => {
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
  ])('systemError (%s) -> the blank tab closes and the error modal shows', async (_, result) => {
    const { vm, tab, modals } = setup({ gateway: { getFrequentQuestions: async () => result } });
    await vm.openFrequentQuestions();
    expect(tab.cancel).toHaveBeenCalledOnce();
    expect(tab.show).not.toHaveBeenCalled();
    expect(modals).toEqual([{ tone: 'error', title: 'Error del sistema', message: m.frequentQuestionsError.message }]);
  });

  it("the viewer finds the document 'invalid' -> the error modal", async () => {
    const { vm, tab, modals } = setup({
      shows: 'invalid',
      gateway: { getFrequentQuestions: async () => answer<FrequentQuestionsAnswer>(0, { binary: pdf, name: null }) },
    });
    await vm.openFrequentQuestions();
    expect(tab.show).toHaveBeenCalledOnce();
    expect(modals).toEqual([{ tone: 'error', title: m.frequentQuestionsError.title, message: m.frequentQuestionsError.message }]);
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

  it('startOver clears everything: document, table, selection, status and transaction', async () => {
    const { vm } = setup({
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
  });
});

describe('OnlinePaymentsViewModel: one per visit', () => {
  it('the container gives each visit a fresh view model: a return from the checkout is read, nothing of an earlier visit stays', () => {
    const { vm, container } = setup();
    expect(container.get(OnlinePaymentsViewModel)).not.toBe(vm);
  });
});

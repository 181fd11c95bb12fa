import { expect, vi } from 'vitest';
import type {
  PaymentInformationAnswer,
  PaymentRequestAnswer,
  PaymentsGateway,
  PendingPaymentsAnswer,
} from '@/application/payments/payments-gateway.port';
import { paymentReturnAwaitedKey } from '@/application/payments/payment-trace.eraser';
import { ClientEnvironment } from '@/application/shared/client-environment.port';
import { ClientIpLookup } from '@/application/shared/client-ip/client-ip-lookup.port';
import { DocumentViewer, type DocumentShowOutcome, type PendingDocumentTab } from '@/application/shared/document-viewer.port';
import { ExternalNavigator } from '@/application/shared/external-navigator.port';
import { KeyValueStorage, SessionKeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import { ReceiptPrinter } from '@/application/shared/receipt-printer.port';
import { Identity } from '@/application/shared/session/identity.port';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import type { PaymentRecord, PaymentRequestRecord } from '@/domain/payments/payment-transaction.entity';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { OnlinePaymentsViewModel } from '@/presentation/payments/pagos-en-linea/online-payments.view-model';
import { fakeUiFeedback } from '@test/support/fake-ui-feedback';
import { FakeIdentity } from '@test/support/fake-identity';
import { answer, bindPaymentsGateway, fakePaymentsGateway, pendingPayment } from '@test/support/payments/fake-payments-gateway';
import { MemoryStorage } from '@test/support/memory-storage';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

/*
 * The online-payments view model's test bench: Ana's pending payments, the checkout's answers, and
 * the view model over its real use cases with every port it reaches faked (setup).
 */

type Methods = { [K in keyof PaymentsGateway]: PaymentsGateway[K] };

const checkout = 'https://checkout.placetopay.example';
export const processUrl = `${checkout}/spa/session/4321/abcdef`;
export const configuredTitle = 'Datos de contacto incompletos';
export const ana: DocumentQuery = { documentType: 'CC', documentNumber: '1017234567' };
export const rows = [
  pendingPayment('2026110451', 185_000, { description: 'Cuota de crédito social - noviembre' }),
  pendingPayment('2026110452', 120_000, { description: 'Matrícula curso de natación infantil' }),
  pendingPayment('2026110453', 452_500, { description: 'Reserva de cabaña en el centro recreacional' }),
];
export const [first, second, third] = rows.map((row) => row.reference) as [string, string, string];
export const pdf = btoa('%PDF-1.7\n% preguntas frecuentes\n');

export const listed = (payments: PendingPaymentsAnswer['payments'] = rows) => answer<PendingPaymentsAnswer>(null, { payments, message: null });
export const created = (overrides: Partial<PaymentRequestAnswer> = {}) =>
  answer<PaymentRequestAnswer>(null, { status: 'OK', requestId: '4321', processUrl, paymentPending: null, ...overrides });

export const request: PaymentRequestRecord = {
  reference: '2026110451',
  description: 'Cuota de crédito social - noviembre',
  amount: 185_000,
  ipAddress: '203.0.113.7',
  buyerName: 'Ana Lucía',
  buyerSurname: 'Mejía Torres',
};
export const attempt: PaymentRecord = {
  status: 'APPROVED',
  date: '2026-11-24T10:15:30-05:00',
  amount: 1_234_567,
  paymentMethodName: 'Visa',
  issuerName: 'Banco de Pruebas',
  authorization: '999999',
  receipt: '1122',
};
export const information = (overrides: Partial<PaymentInformationAnswer> = {}) =>
  answer<PaymentInformationAnswer>(0, { error: false, sessionStatus: 'APPROVED', request, payments: [attempt], ...overrides });

/** A promise the test settles when it chooses: the call is still in flight until then. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

export interface Setup {
  readonly gateway?: Partial<Methods>;
  readonly print?: () => Promise<void>;
  readonly shows?: DocumentShowOutcome;
  /** The request id a payment left in the tab's session storage before the checkout. */
  readonly requestId?: string;
  /**
   * Whether the tab still awaits the checkout's return (the first page back): true by default
   * with a `requestId`; false plays a reload of the result or a reopened or restored tab.
   */
  readonly returnAwaited?: boolean;
}

/**
 * The view model with its real use cases over a fake gateway, and fakes for every port it (and
 * they) reach: feedback, viewer, printer, navigator, storage, IP lookup, user agent, identity.
 */
export function setup(given: Setup = {}) {
  const texts = { ...testConfig().texts, paymentEmailErrorTitle: configuredTitle };
  const container = createTestContainer(testConfig({ checkoutOrigins: [checkout], texts }));
  // The tab's session storage, where the payment trace lives (ADR 0013), and local storage.
  const storage = new MemoryStorage();
  if (given.requestId !== undefined) storage.set(storageKeys.requestId, given.requestId);
  if (given.requestId !== undefined && given.returnAwaited !== false) storage.set(paymentReturnAwaitedKey, given.requestId);
  container.rebind<SessionKeyValueStorage>(SessionKeyValueStorage).toConstantValue(storage);
  container.rebind<KeyValueStorage>(KeyValueStorage).toConstantValue(new MemoryStorage());
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
export function comeBack(vm: OnlinePaymentsViewModel, returnState: string | null): Promise<void> {
  vm.configure(returnState);
  return vm.load();
}

/** Step 2 with Ana's three rows, found with her document. */
export async function onPendingStep(given: Setup = {}) {
  const made = setup({ ...given, gateway: { findPendingPayments: async () => listed(), ...given.gateway } });
  made.vm.changeQuery(ana);
  await made.vm.consult();
  expect(made.vm.phase).toBe('pending');
  return made;
}

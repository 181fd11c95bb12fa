import { CheckPaymentStatus } from '@/application/payments/check-payment-status.use-case';
import { FindPendingPayments } from '@/application/payments/find-pending-payments.use-case';
import { LoadFrequentQuestions } from '@/application/payments/load-frequent-questions.use-case';
import { RequestPayment } from '@/application/payments/request-payment.use-case';
import { ClientIpLookup } from '@/application/shared/client-ip/client-ip-lookup.port';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { SessionKeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import { pendingPayment } from '@test/support/payments/fake-payments-gateway';
import { faultMatrixRow, type FaultMatrixRow } from '@test/support/fault-matrix/fault-matrix.model';
import { faults, pdf, systemError, worker } from './row-helpers';

const pagos = '/api/pagos';
const checkoutOrigin = 'https://checkout.placetopay.example';

/** The payments API: four anonymous calls (no bearer needed; one goes along when signed in). */
export const paymentsRows: readonly FaultMatrixRow<unknown>[] = [
  faultMatrixRow({
    call: 'PaymentsGateway.findPendingPayments',
    method: 'get',
    path: `${pagos}/consulta`,
    session: false,
    invoke: (container) => container.get(FindPendingPayments).execute(worker),
    // A query answer carrying a code the table does not name, with pagos null: never 'no pending payments'.
    codeBody: (code) => ({ code, message: 'Respuesta del fondo', pagos: null }),
    successBody: {
      message: 'Consulta exitosa',
      pagos: [{ descripcion: 'Cuota de crédito', referenciaPago: 'REF-1', fechaMaximaPago: '2026-12-15', valor: { total: 150_000, moneda: 'COP' } }],
    },
    success: { kind: 'pending' },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'PaymentsGateway.requestPayment',
    method: 'post',
    path: `${pagos}/getUrlPlaceToPay`,
    session: false,
    invoke: (container) => {
      // The checkout the success answer names is allowed; the IP is found at once.
      const config = container.get<AppConfig>(AppConfig);
      container.rebind<AppConfig>(AppConfig).toConstantValue({ ...config, checkoutOrigins: [checkoutOrigin] });
      container.rebind<ClientIpLookup>(ClientIpLookup).toConstantValue({ lookup: async () => '203.0.113.7' });
      return container.get(RequestPayment).execute({ payer: worker, payments: [pendingPayment('REF-1', 150_000)], method: 'card' });
    },
    // Neither 'OK' nor a payment pending nor 404: the generic error.
    codeBody: (code) => ({ data: { code, status: 'FAILED', message: 'Respuesta del fondo' } }),
    successBody: { data: { status: 'OK', requestId: 4321, processUrl: `${checkoutOrigin}/spa/session/4321/abcdef` } },
    success: { kind: 'redirect', requestId: '4321' },
    expected: faults(systemError, systemError),
  }),
  faultMatrixRow({
    call: 'PaymentsGateway.getPaymentInformation',
    method: 'get',
    path: `${pagos}/information`,
    session: false,
    invoke: (container) => {
      // Where the payment request left it: the tab's session storage (ADR 0013).
      container.get<SessionKeyValueStorage>(SessionKeyValueStorage).set(storageKeys.requestId, '4321');
      return container.get(CheckPaymentStatus).execute('APPROVED');
    },
    codeBody: (code) => ({ error: false, data: { code, detail: null } }),
    successBody: {
      error: false,
      data: {
        code: 0,
        detail: {
          status: { status: 'APPROVED', date: '2026-11-24T10:16:00-05:00' },
          request: { payment: { reference: 'REF-1', description: 'Cuota de crédito', amount: { total: 150_000 } } },
          payment: [{ status: { status: 'APPROVED', date: '2026-11-24T10:15:30-05:00' }, amount: { from: { total: 150_000 } } }],
        },
      },
    },
    success: { kind: 'APPROVED' },
    // Every failure is the result screen's 'error' status, with no transaction to show.
    expected: faults({ kind: 'error', transaction: null, transactionWithheld: false } as const, { kind: 'error', transaction: null, transactionWithheld: false } as const),
  }),
  faultMatrixRow({
    call: 'PaymentsGateway.getFrequentQuestions',
    method: 'get',
    path: `${pagos}/consultarPreguntasFrecuentes`,
    session: false,
    invoke: (container) => container.get(LoadFrequentQuestions).execute(),
    codeBody: (code) => ({ responseCode: code, data: null }),
    successBody: { responseCode: 0, data: pdf },
    success: { kind: 'ready' },
    expected: faults(systemError, systemError),
  }),
];

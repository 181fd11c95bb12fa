import { PaymentsGateway, type PaymentRequest } from '@/application/payments/payments-gateway.port';
import { AccessTokenSource } from '@/application/shared/session/identity.port';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { FakeTokenSource } from '@test/support/fake-token-source';
import { pendingPayment } from '@test/support/payments/fake-payments-gateway';
import type { TransportCall } from '@test/support/gateway-transport-contract';
import { createTestContainer } from '@test/support/test-container';
import { testConfig } from '@test/support/test-config';

// The payments gateway's four calls as the axios-payments.gateway tests drive them: what each
// sends and a success answer. Every body here and in those tests is defined there, not taken from
// the sandbox: they pin the adapter's reading of the contract's shapes (docs/api/openapi.yaml) and
// of ADR 0013, whatever the sandbox answers.

export type Json = Record<string, unknown>;

const query: DocumentQuery = { documentType: 'CC', documentNumber: '1037600123' };
export const pdf = 'JVBERi0xLjcKJcfsj6IK';
export const processUrl = 'https://checkout.placetopay.example/spa/session/4321/abcdef';
export const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0';

export const paymentRequest: PaymentRequest = {
  payer: query,
  payments: [
    pendingPayment('REF-1', 150_000, { description: 'Cuota de crédito noviembre' }),
    pendingPayment('REF-2', 48_500, { description: 'Matrícula curso de natación', amount: { total: 48_500, currency: 'COP' } }),
  ],
  userAgent,
  ipClient: '203.0.113.7',
  method: 'card',
};

export function gatewayWith(token: string | null = null, requestTimeoutMs = 2_000): PaymentsGateway {
  const container = createTestContainer(testConfig({ requestTimeoutMs }));
  container.rebind<AccessTokenSource>(AccessTokenSource).toConstantValue(new FakeTokenSource(token));
  return container.get<PaymentsGateway>(PaymentsGateway);
}

export const calls: readonly (TransportCall<PaymentsGateway> & { readonly name: keyof PaymentsGateway })[] = [
  {
    name: 'findPendingPayments',
    signedIn: false,
    method: 'get',
    path: '/api/pagos/consulta',
    invoke: (gateway) => gateway.findPendingPayments(query),
    // The contract's own spelling, typo included.
    query: { tipoIdenteficacion: 'CC', numeroIdentificacion: '1037600123' },
    body: undefined,
    success: { message: 'Consulta exitosa', pagos: null },
  },
  {
    name: 'requestPayment',
    signedIn: false,
    method: 'post',
    path: '/api/pagos/getUrlPlaceToPay',
    invoke: (gateway) => gateway.requestPayment(paymentRequest),
    query: {},
    body: {
      tipoDocumento: 'CC',
      numeroDocumento: '1037600123',
      pagos: [
        { referencia: 'REF-1', valor: { total: 150_000, moneda: 'COP' }, descripcion: 'Cuota de crédito noviembre' },
        { referencia: 'REF-2', valor: { total: 48_500, moneda: 'COP' }, descripcion: 'Matrícula curso de natación' },
      ],
      userAgent,
      ipClient: '203.0.113.7',
      paymentMethod: '',
    },
    success: { data: { status: 'OK', requestId: 4321, processUrl } },
  },
  {
    name: 'getPaymentInformation',
    signedIn: false,
    method: 'get',
    path: '/api/pagos/information',
    invoke: (gateway) => gateway.getPaymentInformation('4321'),
    query: { requestId: '4321' },
    body: undefined,
    success: { error: false, data: { code: 0, detail: { status: { status: 'APPROVED' } } } },
  },
  {
    name: 'getFrequentQuestions',
    signedIn: false,
    method: 'get',
    path: '/api/pagos/consultarPreguntasFrecuentes',
    invoke: (gateway) => gateway.getFrequentQuestions(),
    query: {},
    body: undefined,
    success: { responseCode: 0, data: pdf },
  },
];

export const callNamed = (name: keyof PaymentsGateway) => calls.find((call) => call.name === name)!;

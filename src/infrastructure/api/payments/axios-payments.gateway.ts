import { inject, injectable } from 'inversify';
import type {
  FrequentQuestionsAnswer,
  PaymentInformationAnswer,
  PaymentRequest,
  PaymentRequestAnswer,
  PaymentsGateway,
  PendingPaymentsAnswer,
} from '@/application/payments/payments-gateway.port';
import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { toGatewayAnswer } from '@/infrastructure/http/gateway-answer.mapper';
import { HttpClient } from '@/infrastructure/http/http-client.port';
import { paymentRequestDto, readFrequentQuestions, readPaymentInformation, readPaymentRequest, readPendingPayments } from './payments.mapper';

const base = '/api/pagos';

/** The paths of the contract's Payments operations (docs/api/openapi.yaml); appended to `apiBaseUrl` by the HTTP client. */
const paymentsApiPaths = {
  pendingPayments: `${base}/consulta`,
  paymentRequest: `${base}/getUrlPlaceToPay`,
  information: `${base}/information`,
  frequentQuestions: `${base}/consultarPreguntasFrecuentes`,
} as const;

/**
 * {@link PaymentsGateway} over the {@link HttpClient}. None of the four calls needs a session; the
 * client adds the bearer when someone is signed in, which the contract allows. Decoding lives in
 * `payments.mapper.ts`; the envelope and the business code are read by the shared `toGatewayAnswer`:
 * `code` first for the query (which usually carries none), `data.code` first for the payment
 * request and the information (where the contract puts it), `responseCode` first for the document.
 */
@injectable()
export class AxiosPaymentsGateway implements PaymentsGateway {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async findPendingPayments(query: DocumentQuery): Promise<GatewayAnswer<PendingPaymentsAnswer>> {
    const response = await this.http.get(paymentsApiPaths.pendingPayments, {
      // The fund's own spelling, as the contract's `findPendingPayments` has it: tipoIdenteficacion.
      params: { tipoIdenteficacion: query.documentType, numeroIdentificacion: query.documentNumber },
    });
    return toGatewayAnswer(response, 'code-first', readPendingPayments);
  }

  async requestPayment(request: PaymentRequest): Promise<GatewayAnswer<PaymentRequestAnswer>> {
    const response = await this.http.post(paymentsApiPaths.paymentRequest, paymentRequestDto(request));
    return toGatewayAnswer(response, 'data-code-first', readPaymentRequest);
  }

  async getPaymentInformation(requestId: string): Promise<GatewayAnswer<PaymentInformationAnswer>> {
    const response = await this.http.get(paymentsApiPaths.information, { params: { requestId } });
    return toGatewayAnswer(response, 'data-code-first', readPaymentInformation);
  }

  async getFrequentQuestions(): Promise<GatewayAnswer<FrequentQuestionsAnswer>> {
    return toGatewayAnswer(await this.http.get(paymentsApiPaths.frequentQuestions), 'responseCode-first', readFrequentQuestions);
  }
}

import type { GatewayAnswer } from '@/application/shared/gateway-answer.model';
import type { PaymentMethod } from '@/domain/payments/payment-method.entity';
import type { PaymentRecord, PaymentRequestRecord } from '@/domain/payments/payment-transaction.entity';
import type { PendingPayment } from '@/domain/payments/pending-payment.entity';
import type { DocumentQuery } from '@/domain/shared/documents/document-number.rules';

/**
 * The fund's payments API (docs/api/openapi.yaml, the four `/api/pagos` calls) as the payment use cases
 * need it. The adapter (`AxiosPaymentsGateway`) speaks HTTP and JSON; this port speaks answers: the
 * business code and the fields the flow reads, type-checked, in the readings of ADR 0013. What an
 * answer means (table, toast, modal, checkout) is the domain's outcome tables' business.
 *
 * None of the four needs a session; the bearer goes along when someone is signed in.
 * Every method resolves, never rejects.
 */
export interface PaymentsGateway {
  /** GET consulta?tipoIdenteficacion&numeroIdentificacion (the API's spelling). */
  findPendingPayments(query: DocumentQuery): Promise<GatewayAnswer<PendingPaymentsAnswer>>;

  /** POST getUrlPlaceToPay: a checkout session for the chosen rows. */
  requestPayment(request: PaymentRequest): Promise<GatewayAnswer<PaymentRequestAnswer>>;

  /** GET information?requestId: the checkout session's result. Success: data.code 0. */
  getPaymentInformation(requestId: string): Promise<GatewayAnswer<PaymentInformationAnswer>>;

  /** GET consultarPreguntasFrecuentes: the frequent-questions PDF. Success: responseCode 0. */
  getFrequentQuestions(): Promise<GatewayAnswer<FrequentQuestionsAnswer>>;
}
export const PaymentsGateway = Symbol.for('PaymentsGateway');

export interface PendingPaymentsAnswer {
  /**
   * The rows of `pagos`: empty when `pagos` is null, absent or `[]` (the person owes nothing);
   * null when it is anything else or holds a row without a reference or a numeric total (ADR 0013).
   */
  readonly payments: readonly PendingPayment[] | null;
  readonly message: string | null;
}

/** The POST body's content (the contract's `requestPayment`); the adapter spells it as the API does. */
export interface PaymentRequest {
  /** tipoDocumento, numeroDocumento. */
  readonly payer: DocumentQuery;
  /** The chosen rows: pagos [{referencia, valor {total, moneda}, descripcion}]. */
  readonly payments: readonly PendingPayment[];
  readonly userAgent: string;
  /** The stored public IP, '' when none could be found. */
  readonly ipClient: string;
  /** paymentMethod: '' for the card, 'Efectivo' for cash. */
  readonly method: PaymentMethod;
}

/** A transaction awaiting the financial entity's confirmation for the same references (step 3). */
export interface PendingTransactionData {
  /** The CUS (the transaction's unique code); null when missing. */
  readonly cus: string | null;
  readonly references: readonly string[];
}

export interface PaymentRequestAnswer {
  /** `data.status` ('OK'), or `data.status.status` when the provider's status object is passed through. */
  readonly status: string | null;
  /** `data.requestId`, a number kept as its text. */
  readonly requestId: string | null;
  readonly processUrl: string | null;
  /** Null when the answer carries no `paymentPending` (null or absent). */
  readonly paymentPending: PendingTransactionData | null;
}

export interface PaymentInformationAnswer {
  /** The body's `error` flag: true only when it says true. */
  readonly error: boolean;
  /** `data.detail.status.status`: the session's own status. */
  readonly sessionStatus: string | null;
  /** `data.detail.request`; null when absent. */
  readonly request: PaymentRequestRecord | null;
  /** `data.detail.payment`: a list as the provider sends it, one object as a list of one; empty when absent. */
  readonly payments: readonly PaymentRecord[];
}

export interface FrequentQuestionsAnswer {
  /** `data` as a base64 string, or `data.binary`; null when neither is text. */
  readonly binary: string | null;
  /** `data.name` when `data` is an object that names the file. */
  readonly name: string | null;
}

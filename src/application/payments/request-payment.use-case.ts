import { inject, injectable } from 'inversify';
import { StoreClientIp } from '@/application/shared/client-ip/store-client-ip.use-case';
import { ClientEnvironment } from '@/application/shared/client-environment.port';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { KeyValueStorage, SessionKeyValueStorage, storageKeys } from '@/application/shared/key-value-storage.port';
import { isAllowedCheckoutUrl } from '@/domain/payments/checkout-origin.rules';
import type { PaymentMethod } from '@/domain/payments/payment-method.entity';
import { paymentRequestOutcome } from '@/domain/payments/payment-request.outcomes';
import { canPay } from '@/domain/payments/payment-selection.rules';
import type { PendingPayment } from '@/domain/payments/pending-payment.entity';
import { documentQueryForRequest, type DocumentQuery } from '@/domain/shared/documents/document-number.rules';
import { paymentReturnAwaitedKey } from './payment-trace.eraser';
import { PaymentsGateway } from './payments-gateway.port';

export interface PaymentRequestInput {
  /** The document the pending payments were found with. */
  readonly payer: DocumentQuery;
  /** The rows checked in step 2. */
  readonly payments: readonly PendingPayment[];
  /** 'Pagar' (card) or 'Pagar en efectivo' (cash). */
  readonly method: PaymentMethod;
}

export type PaymentRequestResult =
  /** `requestId` is stored; the page sends the browser to `processUrl`, an allowed checkout. */
  | { readonly kind: 'redirect'; readonly requestId: string; readonly processUrl: string }
  /** Step 3: a transaction for these references awaits the financial entity's confirmation. */
  | { readonly kind: 'pending'; readonly cus: string; readonly references: readonly string[] }
  /** The '404' modal 'Error de validación': no registered e-mail, with 'Crear cuenta'. */
  | { readonly kind: 'noRegisteredEmail' }
  | { readonly kind: 'systemError' };

/**
 * 'Pagar' and 'Pagar en efectivo' (docs/payments.md; the contract's `requestPayment`): asks the fund for a checkout session
 * for the chosen rows, with the browser's user agent and the public IP found at startup (waiting
 * for a lookup still running, within its time-out; '' when there is none).
 *
 * Status 'OK' with a request id and a process URL on one of `config.checkoutOrigins` stores
 * `requestId` in the tab's session storage (it survives the provider's round trip, a navigation in
 * the same tab, and no other tab sees it: ADR 0013, amendment) with the mark that the tab awaits
 * the return (`paymentReturnAwaitedKey`), drops the tab's `estadoPago` of an
 * earlier payment and any copy of either key in local storage, and redirects; a process URL elsewhere is never followed (an open-redirect guard): system error. A payment
 * pending with its CUS is step 3; '404' the e-mail modal; anything else the generic error. No rows
 * chosen sends nothing and is a system error (the page's buttons are disabled then).
 */
@injectable()
export class RequestPayment {
  constructor(
    @inject(PaymentsGateway) private readonly gateway: PaymentsGateway,
    @inject(StoreClientIp) private readonly clientIp: StoreClientIp,
    @inject(ClientEnvironment) private readonly environment: ClientEnvironment,
    /** The tab's payment trace: `requestId`, `estadoPago`. */
    @inject(SessionKeyValueStorage) private readonly tab: SessionKeyValueStorage,
    /** Only to remove the copies earlier builds left in local storage. */
    @inject(KeyValueStorage) private readonly shared: KeyValueStorage,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute(input: PaymentRequestInput): Promise<PaymentRequestResult> {
    if (!canPay(input.payments)) return { kind: 'systemError' };
    const answer = await this.gateway.requestPayment({
      payer: documentQueryForRequest(input.payer),
      payments: input.payments,
      userAgent: this.environment.userAgent(),
      ipClient: await this.clientIp.clientIp(),
      method: input.method,
    });
    if (!answer.ok) return { kind: 'systemError' };
    const { status, requestId, processUrl, paymentPending } = answer.value;
    switch (paymentRequestOutcome(answer.code, { status, hasPaymentPending: paymentPending !== null })) {
      case 'redirect':
        if (requestId === null || processUrl === null || !isAllowedCheckoutUrl(processUrl, this.config.checkoutOrigins)) {
          return { kind: 'systemError' };
        }
        this.startTrace(requestId);
        return { kind: 'redirect', requestId, processUrl: processUrl.trim() };
      case 'pending':
        return paymentPending?.cus == null
          ? { kind: 'systemError' }
          : { kind: 'pending', cus: paymentPending.cus, references: paymentPending.references };
      case 'noRegisteredEmail':
        return { kind: 'noRegisteredEmail' };
      case 'systemError':
        return { kind: 'systemError' };
    }
  }

  /**
   * The checkout's request id and the mark that this tab awaits its return (the first page back
   * shows the transaction's data), and no trace of an earlier payment in this tab or in local storage.
   */
  private startTrace(requestId: string): void {
    this.tab.set(storageKeys.requestId, requestId);
    this.tab.set(paymentReturnAwaitedKey, requestId);
    this.tab.remove(storageKeys.estadoPago);
    this.shared.remove(storageKeys.requestId);
    this.shared.remove(storageKeys.estadoPago);
  }
}

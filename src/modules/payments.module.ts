import { ContainerModule } from 'inversify';
import { CheckPaymentStatus } from '@/application/payments/check-payment-status.use-case';
import { FindPendingPayments } from '@/application/payments/find-pending-payments.use-case';
import { LoadFrequentQuestions } from '@/application/payments/load-frequent-questions.use-case';
import { PaymentsGateway } from '@/application/payments/payments-gateway.port';
import { RequestPayment } from '@/application/payments/request-payment.use-case';
import { ClientEnvironment } from '@/application/shared/client-environment.port';
import { DocumentViewer } from '@/application/shared/document-viewer.port';
import { ExternalNavigator } from '@/application/shared/external-navigator.port';
import { ReceiptPrinter } from '@/application/shared/receipt-printer.port';
import { AxiosPaymentsGateway } from '@/infrastructure/api/payments/axios-payments.gateway';
import { BlobDocumentViewer } from '@/infrastructure/browser/blob-document-viewer.adapter';
import { FrameReceiptPrinter } from '@/infrastructure/browser/frame-receipt-printer.adapter';
import { NavigatorClientEnvironment } from '@/infrastructure/browser/navigator-client-environment.adapter';
import { WindowExternalNavigator } from '@/infrastructure/browser/window-external-navigator.adapter';
import { OnlinePaymentsBrowser } from '@/presentation/payments/pagos-en-linea/online-payments-browser.util';
import { OnlinePaymentsViewModel } from '@/presentation/payments/pagos-en-linea/online-payments.view-model';

/**
 * The payments feature (/pagos-en-linea): gateway, use cases and the page's view model, plus the
 * shared browser ports that only payments uses (the user agent, the PDF viewer, the receipt printer,
 * the external navigator).
 */
export const paymentsModule = new ContainerModule(({ bind }) => {
  bind<PaymentsGateway>(PaymentsGateway).to(AxiosPaymentsGateway);
  // Ports declared in application/shared whose only user is this flow: bound here and nowhere
  // else, so their code loads with /pagos-en-linea and not with the home. When a second feature
  // needs one, its binding moves to the shell module.
  bind<ClientEnvironment>(ClientEnvironment).to(NavigatorClientEnvironment);
  bind<DocumentViewer>(DocumentViewer).to(BlobDocumentViewer);
  bind<ReceiptPrinter>(ReceiptPrinter).to(FrameReceiptPrinter);
  bind<ExternalNavigator>(ExternalNavigator).to(WindowExternalNavigator);

  bind(FindPendingPayments).toSelf();
  bind(RequestPayment).toSelf();
  bind(CheckPaymentStatus).toSelf();
  bind(LoadFrequentQuestions).toSelf();

  // The view model's browser-side ports in one collaborator; transient like the view model, so
  // each visit reaches the ports as they are bound then.
  bind(OnlinePaymentsBrowser).toSelf().inTransientScope();
  bind(OnlinePaymentsViewModel).toSelf().inTransientScope();
});

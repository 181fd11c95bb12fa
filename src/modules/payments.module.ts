import { ContainerModule } from 'inversify';
import { CheckPaymentStatus } from '@/application/payments/check-payment-status.use-case';
import { FindPendingPayments } from '@/application/payments/find-pending-payments.use-case';
import { LoadFrequentQuestions } from '@/application/payments/load-frequent-questions.use-case';
import { PaymentsGateway } from '@/application/payments/payments-gateway.port';
import { RequestPayment } from '@/application/payments/request-payment.use-case';
import { ClientEnvironment } from '@/application/shared/client-environment.port';
import { AxiosPaymentsGateway } from '@/infrastructure/api/payments/axios-payments.gateway';
import { NavigatorClientEnvironment } from '@/infrastructure/browser/navigator-client-environment.adapter';
import { OnlinePaymentsViewModel } from '@/presentation/payments/pagos-en-linea/online-payments.view-model';

/**
 * The payments feature (/pagos-en-linea): gateway, use cases and the page's view model. `ClientEnvironment` (the user agent) is bound here while payments is its
 * only user; a shell binding, if one comes, is kept.
 */
export const paymentsModule = new ContainerModule(({ bind, isBound }) => {
  bind<PaymentsGateway>(PaymentsGateway).to(AxiosPaymentsGateway);
  if (!isBound(ClientEnvironment)) bind<ClientEnvironment>(ClientEnvironment).to(NavigatorClientEnvironment);

  bind(FindPendingPayments).toSelf();
  bind(RequestPayment).toSelf();
  bind(CheckPaymentStatus).toSelf();
  bind(LoadFrequentQuestions).toSelf();

  bind(OnlinePaymentsViewModel).toSelf();
});

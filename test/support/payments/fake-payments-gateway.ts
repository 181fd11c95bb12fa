import type { Container } from 'inversify';
import { vi } from 'vitest';
import { PaymentsGateway } from '@/application/payments/payments-gateway.port';
import type { PendingPayment } from '@/domain/payments/pending-payment.entity';
import { noAnswer } from '@test/support/gateway-answers';

export { answer, noAnswer } from '@test/support/gateway-answers';

type Methods = { [K in keyof PaymentsGateway]: PaymentsGateway[K] };

/**
 * A PaymentsGateway whose every method is a spy answering a network failure unless the test says
 * otherwise, so an unexpected call shows up as the failure path, never as a hang.
 */
export function fakePaymentsGateway(overrides: Partial<Methods> = {}) {
  const failing = () => vi.fn(async () => noAnswer<never>());
  return {
    findPendingPayments: failing(),
    requestPayment: failing(),
    getPaymentInformation: failing(),
    getFrequentQuestions: failing(),
    ...Object.fromEntries(Object.entries(overrides).map(([name, impl]) => [name, vi.fn(impl)])),
  } as { [K in keyof Methods]: ReturnType<typeof vi.fn<Methods[K]>> };
}

/** Binds (or rebinds) the port to `gateway` in a test's container. */
export function bindPaymentsGateway(container: Container, gateway: PaymentsGateway): void {
  if (container.isBound(PaymentsGateway)) container.unbind(PaymentsGateway);
  container.bind<PaymentsGateway>(PaymentsGateway).toConstantValue(gateway);
}

/** A pending payment as the table shows it. */
export function pendingPayment(reference: string, total: number, overrides: Partial<PendingPayment> = {}): PendingPayment {
  return {
    description: `Cuota ${reference}`,
    reference,
    dueDate: '2026-12-15',
    amount: { total, currency: 'COP' },
    ...overrides,
  };
}

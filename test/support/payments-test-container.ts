import type { Container } from 'inversify';
import { PaymentsGateway } from '@/application/payments/payments-gateway.port';
import type { AppConfig } from '@/application/shared/config/app-config.model';
import { paymentsModule } from '@/modules/payments.module';
import { createTestContainer } from './test-container';
import { testConfig } from './test-config';

/**
 * The test container (every listed feature module) plus the payments module, which is not listed
 * among the feature modules until its routes are: tests of the payments flow resolve its use cases
 * and gateway from here. Once payments joins `feature-modules.module.ts` and `createTestContainer`,
 * this helper only skips the second load.
 */
export function createPaymentsTestContainer(config: AppConfig = testConfig()): Container {
  return withPaymentsModule(createTestContainer(config));
}

/** Loads the payments module into `container` unless it already is (a fault-matrix row's container). */
export function withPaymentsModule(container: Container): Container {
  if (!container.isBound(PaymentsGateway)) container.load(paymentsModule);
  return container;
}

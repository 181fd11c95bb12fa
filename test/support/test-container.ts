import type { Container, ContainerModule } from 'inversify';
import type { AppConfig } from '@/application/shared/config/app-config.model';
import { createContainer } from '@/container';
import { bookingsModule } from '@/modules/bookings.module';
import { certificatesModule } from '@/modules/certificates.module';
import { affiliationCardModule } from '@/modules/certificates/affiliation-card.module';
import { anonymousCertificateModule } from '@/modules/certificates/anonymous.module';
import { deathCertificateModule } from '@/modules/certificates/death.module';
import { certificatesListModule } from '@/modules/certificates/list.module';
import { monetaryQuotaModule } from '@/modules/certificates/monetary-quota.module';
import { schoolCertificateModule } from '@/modules/certificates/school.module';
import { signedInCertificateModule } from '@/modules/certificates/signed-in.module';
import { fovisModule } from '@/modules/fovis.module';
import { paymentsModule } from '@/modules/payments.module';
import { profileModule } from '@/modules/profile.module';
import { LazyFeatureModuleLoader } from '@/modules/lazy-feature-module-loader.adapter';
import { LazySessionTimeoutLoader } from '@/modules/lazy-session-timeout-loader.adapter';
import * as sessionTimeoutChunk from '@/modules/session-timeout.module';
import type { FeatureModuleName } from '@/presentation/shared/routing/feature-routes.model';
import { testConfig } from './test-config';

// Every feature's module, checked against the name list: a new feature that forgets its line fails typecheck.
const allFeatureModules: Readonly<Record<FeatureModuleName, ContainerModule>> = {
  bookings: bookingsModule,
  certificates: certificatesModule,
  fovis: fovisModule,
  payments: paymentsModule,
  profile: profileModule,
  'certificates/list': certificatesListModule,
  'certificates/anonymous': anonymousCertificateModule,
  'certificates/signed-in': signedInCertificateModule,
  'certificates/school': schoolCertificateModule,
  'certificates/monetary-quota': monetaryQuotaModule,
  'certificates/affiliation-card': affiliationCardModule,
  'certificates/death': deathCertificateModule,
};

/**
 * The portal's container with every feature module already loaded, so a test can resolve a use
 * case or view model, or rebind a feature's port to a fake, before anything renders. The lazy
 * loading itself is proven by test/integration/modules/feature-modules.test.tsx and the browser suite.
 */
export function createTestContainer(config: AppConfig = testConfig()): Container {
  const container = createContainer(config);
  const loader = container.get(LazyFeatureModuleLoader);
  for (const [name, module] of Object.entries(allFeatureModules)) loader.loadNow(name as FeatureModuleName, module);
  container.get(LazySessionTimeoutLoader).loadNow(sessionTimeoutChunk);
  return container;
}

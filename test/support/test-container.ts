import type { Container } from 'inversify';
import type { AppConfig } from '@/application/shared/config/app-config.model';
import { createContainer } from '@/container';
import { featureModules } from '@/modules/feature-modules.module';
import { LazyFeatureModuleLoader } from '@/modules/lazy-feature-module-loader.adapter';
import { LazySessionTimeoutLoader } from '@/modules/lazy-session-timeout-loader.adapter';
import * as sessionTimeoutChunk from '@/modules/session-timeout.module';
import { testConfig } from './test-config';

// Every feature's and page's module, imported once for every test file from the same list the
// portal loads lazily (src/modules/feature-modules.module.ts): a new module file is in at once.
const allFeatureModules = await Promise.all(
  Object.entries(featureModules).map(async ([name, importModule]) => [name, await importModule()] as const),
);

/**
 * The portal's container with every feature module already loaded, so a test can resolve a use
 * case or view model, or rebind a feature's port to a fake, before anything renders. The lazy
 * loading itself is proven by test/integration/modules/feature-modules.test.tsx and the browser suite.
 */
export function createTestContainer(config: AppConfig = testConfig()): Container {
  const container = createContainer(config);
  const loader = container.get(LazyFeatureModuleLoader);
  for (const [name, module] of allFeatureModules) loader.loadNow(name, module);
  container.get(LazySessionTimeoutLoader).loadNow(sessionTimeoutChunk);
  return container;
}

import { Container } from 'inversify';
import { AppConfig } from '@/application/shared/config/app-config.model';
import { featureModules } from '@/modules/feature-modules.module';
import { LazyFeatureModuleLoader } from '@/modules/lazy-feature-module-loader.adapter';
import { LazySessionTimeoutLoader } from '@/modules/lazy-session-timeout-loader.adapter';
import { shellModule } from '@/modules/shell.module';
import { FeatureModuleLoader } from '@/presentation/app/routing/feature-module-loader.port';
import { SessionTimeoutLoader } from '@/presentation/app/session-timeout/session-timeout-loader.port';

/**
 * The composition root: configuration, the shell's bindings, the list of feature modules and the
 * session timeout's loader.
 * Built by a factory, never at module level, so each test gets its own container and can
 * rebind any port to a fake (`container.rebind(Port).toConstantValue(fake)`).
 */
export function createContainer(config: AppConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<AppConfig>(AppConfig).toConstantValue(config);
  container.load(shellModule);
  container.bind(LazyFeatureModuleLoader).toConstantValue(new LazyFeatureModuleLoader(container, featureModules));
  container.bind<FeatureModuleLoader>(FeatureModuleLoader).toService(LazyFeatureModuleLoader);
  container.bind(LazySessionTimeoutLoader).toConstantValue(new LazySessionTimeoutLoader(container));
  container.bind<SessionTimeoutLoader>(SessionTimeoutLoader).toService(LazySessionTimeoutLoader);
  return container;
}

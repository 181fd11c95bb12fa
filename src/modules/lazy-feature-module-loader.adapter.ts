import type { Container, ContainerModule } from 'inversify';
import type { FeatureModuleLoader } from '@/presentation/app/routing/feature-module-loader.port';
import type { FeatureModuleName } from '@/presentation/shared/routing/feature-routes.model';

/** Loads each feature's container module once, on first demand; later calls share the same load. */
export class LazyFeatureModuleLoader implements FeatureModuleLoader {
  private readonly loads = new Map<FeatureModuleName, Promise<void>>();

  constructor(
    private readonly container: Container,
    private readonly modules: Readonly<Record<FeatureModuleName, () => Promise<ContainerModule>>>,
  ) {}

  load(name: FeatureModuleName): Promise<void> {
    let load = this.loads.get(name);
    if (!load) {
      load = this.modules[name]().then((module) => this.container.loadAsync(module));
      // A failed chunk (offline) may be retried on the next visit instead of failing for good.
      load.catch(() => this.loads.delete(name));
      this.loads.set(name, load);
    }
    return load;
  }

  /** Loads a module already at hand, at once (tests arranging fakes before the first render). */
  loadNow(name: FeatureModuleName, module: ContainerModule): void {
    if (this.loads.has(name)) return;
    this.container.load(module);
    this.loads.set(name, Promise.resolve());
  }
}

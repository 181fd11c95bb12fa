import type { Container, ContainerModule } from 'inversify';
import type { FeatureModuleLoader } from '@/presentation/app/routing/feature-module-loader.port';
import type { FeatureName, PageModuleName } from '@/presentation/shared/routing/feature-routes.model';

/** Each module's import by name, as src/modules/feature-modules.module.ts derives them from the files. */
export type ModuleImports = Readonly<Partial<Record<FeatureName | PageModuleName, () => Promise<ContainerModule>>>>;

/** Loads each feature's container module once, on first demand; later calls share the same load. */
export class LazyFeatureModuleLoader implements FeatureModuleLoader {
  private readonly loads = new Map<FeatureName | PageModuleName, Promise<void>>();

  constructor(
    private readonly container: Container,
    private readonly modules: ModuleImports,
  ) {}

  load(name: FeatureName | PageModuleName): Promise<void> {
    let load = this.loads.get(name);
    if (!load) {
      const importModule = this.modules[name];
      // A name no file declares cannot pass typecheck; should one arrive anyway, it fails as a chunk would.
      load = importModule
        ? importModule().then((module) => this.container.loadAsync(module))
        : Promise.reject(new Error(`No module file src/modules/${name}.module.ts to load`));
      // A failed chunk (offline) may be retried on the next visit instead of failing for good.
      load.catch(() => this.loads.delete(name));
      this.loads.set(name, load);
    }
    return load;
  }

  /** Loads a module already at hand, at once (tests arranging fakes before the first render). */
  loadNow(name: FeatureName | PageModuleName, module: ContainerModule): void {
    if (this.loads.has(name)) return;
    this.container.load(module);
    this.loads.set(name, Promise.resolve());
  }
}

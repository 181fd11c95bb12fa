import type { Container, ContainerModule } from 'inversify';
import type { FeatureModuleLoader } from '@/presentation/app/routing/feature-module-loader.port';

/** Each module's import by name, as src/modules/feature-modules.module.ts derives them from the files. */
export type ModuleImports = Readonly<Record<string, () => Promise<ContainerModule>>>;

/** Loads each feature's container module once, on first demand; later calls share the same load. */
export class LazyFeatureModuleLoader implements FeatureModuleLoader {
  private readonly loads = new Map<string, Promise<void>>();

  constructor(
    private readonly container: Container,
    private readonly modules: ModuleImports,
  ) {}

  has(name: string): boolean {
    return Object.hasOwn(this.modules, name);
  }

  load(name: string): Promise<void> {
    let load = this.loads.get(name);
    if (!load) {
      const importModule = this.has(name) ? this.modules[name] : undefined;
      // The route table asks only for names it has checked; should another arrive, it fails as a chunk would.
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
  loadNow(name: string, module: ContainerModule): void {
    if (this.loads.has(name)) return;
    this.container.load(module);
    this.loads.set(name, Promise.resolve());
  }
}

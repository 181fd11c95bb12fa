import { Container, ContainerModule } from 'inversify';
import { featureModules } from '@/modules/feature-modules.module';
import { LazyFeatureModuleLoader } from '@/modules/lazy-feature-module-loader.adapter';

/**
 * The real loader over a bare container, recording each feature or page module it is asked for, in
 * order; the modules in `fail` reject as a chunk that cannot be fetched does, the others bind nothing.
 * It knows every module the portal's list does (src/modules/feature-modules.module.ts), by name.
 */
export function countingFeatureLoader(fail: readonly string[] = []) {
  const requested: string[] = [];
  const chunk = (name: string) => () => {
    requested.push(name);
    return fail.includes(name) ? Promise.reject(new Error(`${name} chunk failed`)) : Promise.resolve(new ContainerModule(() => {}));
  };
  const names = Object.keys(featureModules);
  const chunks = Object.fromEntries(names.map((name) => [name, chunk(name)]));
  return { loader: new LazyFeatureModuleLoader(new Container(), chunks), requested };
}

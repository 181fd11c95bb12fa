import { Container, ContainerModule } from 'inversify';
import { LazyFeatureModuleLoader } from '@/modules/lazy-feature-module-loader.adapter';
import type { FeatureModuleName } from '@/presentation/shared/routing/feature-routes.model';

/** Every module the loader knows by name; a record, so a new feature or page module must be added here. */
const everyModule: Record<FeatureModuleName, true> = {
  bookings: true,
  certificates: true,
  fovis: true,
  payments: true,
  profile: true,
  'certificates/list': true,
  'certificates/anonymous': true,
  'certificates/signed-in': true,
  'certificates/school': true,
  'certificates/monetary-quota': true,
  'certificates/affiliation-card': true,
  'certificates/death': true,
};

/**
 * The real loader over a bare container, recording each feature or page module it is asked for, in
 * order; the modules in `fail` reject as a chunk that cannot be fetched does, the others bind nothing.
 */
export function countingFeatureLoader(fail: readonly FeatureModuleName[] = []) {
  const requested: FeatureModuleName[] = [];
  const chunk = (name: FeatureModuleName) => () => {
    requested.push(name);
    return fail.includes(name) ? Promise.reject(new Error(`${name} chunk failed`)) : Promise.resolve(new ContainerModule(() => {}));
  };
  const names = Object.keys(everyModule) as FeatureModuleName[];
  const chunks = Object.fromEntries(names.map((name) => [name, chunk(name)])) as Record<FeatureModuleName, () => Promise<ContainerModule>>;
  return { loader: new LazyFeatureModuleLoader(new Container(), chunks), requested };
}

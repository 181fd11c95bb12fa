import type { FeatureModuleName } from '@/presentation/shared/routing/feature-routes.model';

/**
 * Loads a feature's container module into the container, once; later calls wait for the same
 * load. Implemented at the composition level (src/modules/), which alone may bind adapters.
 */
export interface FeatureModuleLoader {
  load(name: FeatureModuleName): Promise<void>;
}

export const FeatureModuleLoader = Symbol('FeatureModuleLoader');

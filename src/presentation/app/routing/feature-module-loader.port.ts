import type { FeatureName, PageModuleName } from '@/presentation/shared/routing/feature-routes.model';

/**
 * Loads a feature's or a page's container module into the container, once; later calls wait for the same
 * load. Implemented at the composition level (src/modules/), which alone may bind adapters.
 */
export interface FeatureModuleLoader {
  load(name: FeatureName | PageModuleName): Promise<void>;
}

export const FeatureModuleLoader = Symbol('FeatureModuleLoader');

/**
 * Loads a feature's or a page's container module into the container, once; later calls wait for the same
 * load. A module's name is its file under src/modules/ without `.module.ts` (`bookings`,
 * `certificates/cuota-monetaria`). Implemented at the composition level (src/modules/), which alone may
 * bind adapters.
 */
export interface FeatureModuleLoader {
  /** Whether a module file of that name exists: a feature or page without one loads none. */
  has(name: string): boolean;
  load(name: string): Promise<void>;
}

export const FeatureModuleLoader = Symbol('FeatureModuleLoader');

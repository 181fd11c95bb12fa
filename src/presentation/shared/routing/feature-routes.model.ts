import type { RouteObject } from 'react-router-dom';

/**
 * Every feature module file by its name: each src/modules/<feature>.module.ts adds its own key here
 * (`declare module`), so the names are the files and no list is kept by hand. A feature's code (use
 * cases, view models, gateway) is that container module, loaded when one of its routes is first
 * opened (src/modules/feature-modules.module.ts). test/integration/modules/feature-modules.test.tsx
 * checks that each file declares its own name, and only its own.
 */
/** @public Augmented by each module file (`declare module`), which knip does not count as a use. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each module file's augmentation
export interface FeatureModuleFiles {}

/** A feature: the name of its module file in src/modules/ (`bookings` for bookings.module.ts). */
export type FeatureName = keyof FeatureModuleFiles & string;

/**
 * Every page module file by its name, filled the same way by each
 * src/modules/<feature>/<page>.module.ts: a page's own container module inside a feature (ADR 0009,
 * decision 18), its view model and the use cases only it needs, loaded with the page beside the
 * feature's module.
 */
/** @public Augmented by each page module file (`declare module`), which knip does not count as a use. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each module file's augmentation
export interface PageModuleFiles {}

/** A page module: its file's path under src/modules/ without `.module.ts` (`certificates/list`). */
export type PageModuleName = keyof PageModuleFiles & string;

/** What a feature hands the route table: its routes, the layout they sit in and the module they need. */
export interface FeatureRoutes {
  /** Absent for pages that resolve only shared bindings (the home, the information pages). */
  readonly module?: FeatureName;
  /** 'portal': header, menu, breadcrumb and footer; 'bare': the 600×200 inactivity windows. */
  readonly layout: 'portal' | 'bare';
  readonly routes: readonly RouteObject[];
}

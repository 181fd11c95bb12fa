import type { RouteObject } from 'react-router-dom';

/**
 * The features whose code (use cases, view models, gateway) is an Inversify container module of
 * its own, loaded when one of its routes is first opened (src/modules/feature-modules.module.ts).
 */
export type FeatureName = 'bookings' | 'certificates' | 'fovis' | 'payments' | 'profile';

/**
 * A page's own container module inside a feature (ADR 0009, decision 18): its view model and the
 * use cases only it needs, loaded with the page beside the feature's module.
 */
export type PageModuleName =
  | 'certificates/list'
  | 'certificates/anonymous'
  | 'certificates/signed-in'
  | 'certificates/school'
  | 'certificates/monetary-quota'
  | 'certificates/affiliation-card'
  | 'certificates/death';

/** What the loader loads by name: a feature's module or a page's. */
export type FeatureModuleName = FeatureName | PageModuleName;

/** What a feature hands the route table: its routes, the layout they sit in and the module they need. */
export interface FeatureRoutes {
  /** Absent for pages that resolve only shared bindings (the home, the information pages). */
  readonly module?: FeatureName;
  /** 'portal': header, menu, breadcrumb and footer; 'bare': the 600×200 inactivity windows. */
  readonly layout: 'portal' | 'bare';
  readonly routes: readonly RouteObject[];
}

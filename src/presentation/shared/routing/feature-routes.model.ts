import type { RouteObject } from 'react-router-dom';

/**
 * The features whose code (use cases, view models, gateway) is an Inversify container module of
 * its own, loaded when one of its routes is first opened (src/modules/feature-modules.module.ts).
 */
export type FeatureModuleName = 'bookings' | 'certificates' | 'fovis' | 'payments' | 'profile';

/** What a feature hands the route table: its routes, the layout they sit in and the module they need. */
export interface FeatureRoutes {
  /** Absent for pages that resolve only shared bindings (the home, the information pages). */
  readonly module?: FeatureModuleName;
  /** 'portal': header, menu, breadcrumb and footer; 'bare': the 600×200 inactivity windows. */
  readonly layout: 'portal' | 'bare';
  readonly routes: readonly RouteObject[];
}

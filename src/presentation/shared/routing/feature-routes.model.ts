import type { RouteObject } from 'react-router-dom';

/**
 * What a feature hands the route table: the routes of src/presentation/<feature>/<feature>.routes.ts,
 * its one export `featureRoutes`. The route table finds the files itself, so a feature is its folder
 * and its routes file, and its name is the folder's. A feature's code (use cases, view models,
 * gateway) is its container module src/modules/<feature>.module.ts, loaded the first time one of its
 * routes opens; a page's own module is src/modules/<feature>/<route folder>.module.ts, loaded with that
 * page (ADR 0009, decision 18). A feature or page with no module file loads none.
 */
export interface FeatureRoutes {
  /** 'portal': header, menu, breadcrumb and footer; 'bare': the 600×200 inactivity windows. */
  readonly layout: 'portal' | 'bare';
  readonly routes: readonly RouteObject[];
}

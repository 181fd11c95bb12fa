import type { EarlyViewModelClass } from '@/presentation/shared/view-model/early-view-models.store';

/** A crumb after 'Servicios en línea'; the last one is the current page and has no link. */
export interface Crumb {
  readonly label: string;
  readonly to?: string;
}

/** Carried by every route in the route table; the layout reads it for title and breadcrumb. */
export interface RouteHandle {
  /** Spanish page title; the document title becomes `${title} | Servicios en línea`. */
  readonly title: string;
  /** Crumbs after the online-services home; empty on the home page itself. */
  readonly breadcrumb: readonly Crumb[];
  /** The page needs a signed-in person: an anonymous visitor is sent to login (RequireSignIn). */
  readonly requiresSignIn?: boolean;
  /**
   * The page's lead, as its intro draws it under the title, for a page that needs a signed-in
   * person and is prerendered: RequireSignIn shows an anonymous visitor the title and this lead
   * above its status, where the prerender showed them, so nothing moves when it takes over.
   */
  readonly lead?: string;
  /**
   * The page's view model, when its entry load makes only calls that carry no token and the
   * first screen needs: startup starts that load before the identity check ends
   * (`EarlyViewModels`, ADR 0009 decision 17). Imported from the view model's own module, never
   * the page's: the call then waits for the feature's container modules only, not for the page's
   * code and Chakra with it. The route table adds the feature's modules to it.
   */
  readonly earlyViewModel?: () => Promise<EarlyViewModelClass>;
  /**
   * The page resolves nothing from its feature's container module (a landing of links): its route
   * loads without it, so the module arrives with the first page that needs it.
   */
  readonly withoutFeatureModule?: true;
  /**
   * The page draws with the first screen's static classes only (src/presentation/shared/static-styles),
   * never with Chakra: its route loads without the theme. Every other page gets Chakra's provider
   * from the route table.
   */
  readonly staticStyles?: true;
}

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'title' in value && 'breadcrumb' in value;

/** A handle with the page's title and its crumbs after 'Servicios en línea'. */
export const routeHandle = (title: string, ...breadcrumb: Crumb[]): RouteHandle => ({ title, breadcrumb });

/** The same for a page that needs a signed-in person. */
export const signedInRouteHandle = (title: string, ...breadcrumb: Crumb[]): RouteHandle => ({
  ...routeHandle(title, ...breadcrumb),
  requiresSignIn: true,
});

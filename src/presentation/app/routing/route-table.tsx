import { Navigate, type RouteObject } from 'react-router-dom';
import { bookingRequestRoutes, bookingsRoutes } from '@/presentation/bookings/bookings.routes';
import { certificatesRoutes } from '@/presentation/certificates/certificates.routes';
import { paymentsRoutes } from '@/presentation/payments/payments.routes';
import { creditsRoutes } from '@/presentation/credits/credits.routes';
import { fovisRoutes } from '@/presentation/fovis/fovis.routes';
import { homeRoutes } from '@/presentation/home/home.routes';
import { inactivityRoutes } from '@/presentation/inactivity/inactivity.routes';
import { noveltiesRoutes } from '@/presentation/novelties/novelties.routes';
import { profileRoutes } from '@/presentation/profile/profile.routes';
import { subsidiesRoutes } from '@/presentation/subsidies/subsidies.routes';
import type { FeatureName, FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { isRouteHandle } from '@/presentation/shared/routing/route-handle.model';
import { RouteErrorPage } from '@/presentation/app/errors/route-error.page';
import { AppLayout } from '@/presentation/app/layout/app-layout';
import { BareLayout } from '@/presentation/app/layout/bare-layout';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { visuallyHiddenClass } from '@/presentation/shared/static-styles/visually-hidden.styles';
import { loadWithTheme } from '@/presentation/shared/theme/load-themed.util';
import type { FeatureModuleLoader } from './feature-module-loader.port';

// The portal's features (docs/shell.md, the routes). A new flow adds its fragment here and nothing else;
// an address that is none of theirs falls to '*' and lands on '/'.
const features: readonly FeatureRoutes[] = [
  homeRoutes,
  subsidiesRoutes,
  fovisRoutes,
  creditsRoutes,
  noveltiesRoutes,
  certificatesRoutes,
  paymentsRoutes,
  bookingsRoutes,
  bookingRequestRoutes,
  profileRoutes,
  inactivityRoutes,
];

/**
 * The route table. Each page is its own lazy chunk; a feature's container module is loaded
 * beside its page's chunk (in parallel) the first time one of its routes opens, so the home
 * carries no feature's use cases, view models or gateway.
 */
export function createRouteTable(modules: FeatureModuleLoader): RouteObject[] {
  const routesOf = (layout: FeatureRoutes['layout']) =>
    features
      .filter((feature) => feature.layout === layout)
      .flatMap((feature) => feature.routes.map((route) => withInitialFallback(withTheme(withModule(route, feature.module, modules)))));

  return [
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      // The inner boundary keeps the shell (header, menu, footer) around a failing page.
      children: [{ errorElement: <RouteErrorPage />, children: routesOf('portal') }],
    },
    { element: <BareLayout />, errorElement: <RouteErrorPage />, children: routesOf('bare') },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

function withModule(route: RouteObject, module: FeatureName | undefined, modules: FeatureModuleLoader): RouteObject {
  if (!module) return route;
  const handle: unknown = route.handle;
  const pageModule = isRouteHandle(handle) ? handle.pageModule : undefined;
  const early = isRouteHandle(handle) ? handle.earlyViewModel : undefined;
  const { lazy, children } = route;
  // The page's own module, when it has one, loads in parallel with the feature's (ADR 0009, decision 18).
  const withModules = async <T,>(load: () => Promise<T>): Promise<T> =>
    (await Promise.all([modules.load(module), pageModule ? modules.load(pageModule) : undefined, load()]))[2];
  const loaded: RouteObject = {
    ...route,
    ...(children ? { children: children.map((child) => withModule(child, module, modules)) } : {}),
    // An early view model is resolved from the container as soon as its class and the modules binding it are in.
    ...(early && isRouteHandle(handle) ? { handle: { ...handle, earlyViewModel: () => withModules(early) } } : {}),
  } as RouteObject;
  if (typeof lazy !== 'function') return loaded;
  return { ...loaded, lazy: () => withModules(lazy) } as RouteObject;
}

/**
 * A lazy page draws inside the portal's Chakra theme, loaded beside its chunk (`loadWithTheme`: Chakra
 * and the system come with the first page that needs them), unless its handle says it draws with
 * static classes only (`RouteHandle.staticStyles`: the home, /certificados).
 */
function withTheme(route: RouteObject): RouteObject {
  const children = route.children?.map(withTheme);
  const { lazy, handle } = route;
  const routed = { ...route, ...(children ? { children } : {}) } as RouteObject;
  if (typeof lazy !== 'function' || (isRouteHandle(handle) && handle.staticStyles === true)) return routed;
  return {
    ...routed,
    lazy: async () => {
      const { loaded: page, themed } = await loadWithTheme(lazy);
      return page.Component ? { ...page, Component: themed(page.Component) } : page;
    },
  } as RouteObject;
}

/**
 * On the first load the router holds the whole tree until the page's chunk is in, and without a
 * fallback it renders nothing: React would have emptied index.html's first frame into a blank
 * screen. With one on each lazy page, the shell (header, breadcrumb, main, footer) renders at once
 * in the first frame's place and only the page's own area waits, with no blank flash.
 */
function withInitialFallback(route: RouteObject): RouteObject {
  const children = route.children?.map(withInitialFallback);
  return {
    ...route,
    ...(children ? { children } : {}),
    ...(typeof route.lazy === 'function' ? { hydrateFallbackElement: <InitialPageLoading /> } : {}),
  } as RouteObject;
}

function InitialPageLoading() {
  return <span className={visuallyHiddenClass} role="status">{shellMessages.pageLoading}</span>;
}

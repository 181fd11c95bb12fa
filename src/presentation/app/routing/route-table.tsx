import { Navigate, type RouteObject } from 'react-router-dom';
import type { FeatureRoutes } from '@/presentation/shared/routing/feature-routes.model';
import { isRouteHandle } from '@/presentation/shared/routing/route-handle.model';
import { RouteErrorPage } from '@/presentation/app/errors/route-error.page';
import { AppLayout } from '@/presentation/app/layout/app-layout';
import { BareLayout } from '@/presentation/app/layout/bare-layout';
import { shellMessages } from '@/presentation/app/texts/shell.messages';
import { visuallyHiddenClass } from '@/presentation/shared/static-styles/visually-hidden.styles';
import { loadWithTheme } from '@/presentation/shared/theme/load-themed.util';
import type { FeatureModuleLoader } from './feature-module-loader.port';

// The portal's features (docs/shell.md, the routes): every src/presentation/<feature>/<feature>.routes.ts
// and its one export `featureRoutes`. A new feature is its routes file, found here by its folder; an
// address that is none of theirs falls to '*' and lands on '/'. Taking the one export by its name keeps
// the files' namespaces out of the entry.
const routeFiles = import.meta.glob<FeatureRoutes | undefined>('../../*/*.routes.ts', { eager: true, import: 'featureRoutes' });

interface Feature extends FeatureRoutes {
  /** The folder's name: its container module is src/modules/<name>.module.ts, when the file exists. */
  readonly name: string;
}

/**
 * Each routes file's feature, named for its folder (`../../bookings/bookings.routes.ts` -> `bookings`).
 * The lint rule `template/one-route-fragment` holds every routes file to that name and its one export.
 */
export const featuresOf = (files: Readonly<Record<string, FeatureRoutes | undefined>>): readonly Feature[] =>
  Object.entries(files).flatMap(([path, routes]) => (routes ? [{ name: path.split('/').at(-2) ?? '', ...routes }] : []));

const features = featuresOf(routeFiles);

/**
 * The route table. Each page is its own lazy chunk; a feature's container module is loaded
 * beside its page's chunk (in parallel) the first time one of its routes opens, so the home
 * carries no feature's use cases, view models or gateway.
 */
export function createRouteTable(modules: FeatureModuleLoader): RouteObject[] {
  const routesOf = (layout: FeatureRoutes['layout']) =>
    features
      .filter((feature) => feature.layout === layout)
      .flatMap((feature) => feature.routes.map((route) => withInitialFallback(withTheme(withModules(route, feature.name, modules)))));

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

/**
 * The route with its feature's module and its page's own module (ADR 0009, decision 18) loaded in
 * parallel with its chunk, each when its file exists: the feature's is src/modules/<feature>.module.ts,
 * the page's is named for the route's last path segment, its folder in src/presentation/<feature>/.
 */
function withModules(route: RouteObject, feature: string, modules: FeatureModuleLoader): RouteObject {
  const handle: unknown = route.handle;
  const page = `${feature}/${route.path?.split('/').at(-1) ?? ''}`;
  const wanted = [isRouteHandle(handle) && handle.withoutFeatureModule ? undefined : feature, route.path ? page : undefined];
  const names = wanted.filter((name): name is string => name !== undefined && modules.has(name));
  const early = isRouteHandle(handle) ? handle.earlyViewModel : undefined;
  const { lazy, children } = route;
  const withLoads = async <T,>(load: () => Promise<T>): Promise<T> => {
    const [loaded] = await Promise.all([load(), ...names.map((name) => modules.load(name))]);
    return loaded;
  };
  const loaded: RouteObject = {
    ...route,
    ...(children ? { children: children.map((child) => withModules(child, feature, modules)) } : {}),
    // An early view model is resolved from the container as soon as its class and the modules binding it are in.
    ...(early && isRouteHandle(handle) ? { handle: { ...handle, earlyViewModel: () => withLoads(early) } } : {}),
  } as RouteObject;
  if (typeof lazy !== 'function' || names.length === 0) return loaded;
  return { ...loaded, lazy: () => withLoads(lazy) } as RouteObject;
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

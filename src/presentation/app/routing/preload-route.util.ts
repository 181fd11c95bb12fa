import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { FeatureModuleLoader } from './feature-module-loader.port';
import { createRouteTable } from './route-table';

/**
 * Starts loading, now, what the router will load for `pathname` once it starts: the matched
 * routes' lazy page chunks and their feature's container module. Startup calls
 * it while it waits for the identity check, so the page's code is already on its way (or in) when
 * the router asks for it.
 *
 * It runs the same `lazy` functions as the router's own table (`createRouteTable`), so the same
 * `import()` specifiers: the browser keeps one module record per URL, and a second `import()` of
 * a module being fetched or already evaluated shares that one. The feature module loader shares
 * its single load per feature too. Nothing is loaded twice.
 *
 * Never throws and never leaves a rejection unhandled: a failed preload is ignored, and the
 * router's own load (which fetches again: the loader forgets failed loads) reports the failure as
 * it does without the preload.
 */
export function preloadRoute(modules: FeatureModuleLoader, pathname: string): void {
  try {
    const matches = matchRoutes(createRouteTable(modules), pathname) ?? [];
    for (const { route } of matches) startLazy(route);
  } catch {
    // A preload is only a head start: without it the router loads the page as it always has.
  }
}

function startLazy(route: RouteObject): void {
  const { lazy } = route;
  if (typeof lazy === 'function') {
    ignoreFailure(() => lazy());
  } else if (lazy && typeof lazy === 'object') {
    // React Router's per-property form: `lazy: { Component: async () => ..., loader: ... }`.
    for (const load of Object.values(lazy as Record<string, unknown>)) {
      if (typeof load === 'function') ignoreFailure(() => (load as () => unknown)());
    }
  }
}

function ignoreFailure(start: () => unknown): void {
  try {
    const result = start();
    if (result instanceof Promise) result.catch(() => undefined);
  } catch {
    // Same as a rejection: the router tries again on its own.
  }
}

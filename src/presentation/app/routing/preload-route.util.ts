import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isRouteHandle } from '@/presentation/shared/routing/route-handle.model';
import type { EarlyViewModelClass } from '@/presentation/shared/view-model/early-view-models.store';
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
 *
 * A matched route that names an early view model (`RouteHandle.earlyViewModel`) hands its class
 * to `startEarly` once its module and the feature's container modules are in, without waiting for
 * the page's chunk (and Chakra with it), so its token-free entry load can start before the
 * identity check ends (`EarlyViewModels`, ADR 0009 decision 17). Returns whether one does
 * (`hasEarlyLoad`), from the same match: routing the table costs a task's worth of work on a slow
 * phone, so the start does it once.
 */
export function preloadRoute(modules: FeatureModuleLoader, pathname: string, startEarly?: (viewModel: EarlyViewModelClass) => void): boolean {
  let namesEarlyLoad = false;
  try {
    const matches = matchRoutes(createRouteTable(modules), pathname) ?? [];
    for (const { route } of matches) {
      startLazy(route);
      const { handle } = route as { handle?: unknown };
      const early = isRouteHandle(handle) ? handle.earlyViewModel : undefined;
      namesEarlyLoad ||= early !== undefined;
      if (early && startEarly) {
        void ignoreFailure(early).then((viewModel) => {
          if (viewModel !== failed) startEarly(viewModel as EarlyViewModelClass);
        });
      }
    }
  } catch {
    // A preload is only a head start: without it the router loads the page as it always has.
  }
  return namesEarlyLoad;
}

/**
 * Whether a route matched by `pathname` names an early view model (`RouteHandle.earlyViewModel`):
 * its first screen makes a call before the identity check ends, so the start (and the build,
 * for the route's HTML) fetches what that call needs with the page's code.
 */
export function hasEarlyLoad(modules: FeatureModuleLoader, pathname: string): boolean {
  try {
    const matches = matchRoutes(createRouteTable(modules), pathname) ?? [];
    return matches.some(({ route }) => {
      const { handle } = route as { handle?: unknown };
      return isRouteHandle(handle) && handle.earlyViewModel !== undefined;
    });
  } catch {
    return false;
  }
}

/** Starts the route's lazy parts; a failure is ignored (the router's own load reports it). */
function startLazy(route: RouteObject): void {
  const { lazy } = route;
  let loads: (() => unknown)[] = [];
  if (typeof lazy === 'function') loads = [() => lazy()];
  else if (lazy && typeof lazy === 'object') {
    // React Router's per-property form: `lazy: { Component: async () => ..., loader: ... }`.
    loads = Object.values(lazy as Record<string, unknown>).filter((load): load is () => unknown => typeof load === 'function');
  }
  loads.forEach((load) => void ignoreFailure(load));
}

/** Runs `start`; its failure (thrown or rejected) is ignored: the router tries again on its own. */
function ignoreFailure(start: () => unknown): Promise<unknown> {
  try {
    const result = start();
    return result instanceof Promise ? result.catch(() => failed) : Promise.resolve(result);
  } catch {
    return Promise.resolve(failed);
  }
}

const failed = Symbol('failed');

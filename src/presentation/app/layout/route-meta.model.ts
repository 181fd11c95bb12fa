import { useMatches } from 'react-router-dom';
import { isRouteHandle, type RouteHandle } from '@/presentation/shared/routing/route-handle.model';

/** The handle of the deepest matched route that carries one: the current page's title and crumbs. */
export function useCurrentRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}

import { matchRoutes } from 'react-router-dom';
import type { FeatureModuleLoader } from './feature-module-loader.port';
import { createRouteTable } from './route-table';

/**
 * The route pattern that takes `pathname`, as the route table declares it
 * (`/certificados/certificado-afiliacion-trabajador`, `/` for the home): never the address
 * itself, so no query, fragment or parameter value. An address no route takes is `/*`. What the
 * field telemetry attributes its records to; matching loads nothing (no `lazy` is called).
 */
export function routePatternOf(modules: FeatureModuleLoader, pathname: string): string {
  const segments = (matchRoutes(createRouteTable(modules), pathname) ?? []).flatMap(({ route }) => (route.path ? [route.path] : []));
  return `/${segments.join('/')}`.replace(/\/{2,}/g, '/');
}

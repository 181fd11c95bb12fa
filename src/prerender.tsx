import 'reflect-metadata';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { validateAppConfig } from '@/application/shared/config/app-config.rules';
import { ActivityBroadcast } from '@/application/shared/session/activity-broadcast.port';
import { AccessTokenSource, Identity, type IdentityStartup } from '@/application/shared/session/identity.port';
import { anonymousSession, type Session } from '@/domain/shared/session/session.entity';
import { startLoadingHttpClient } from '@/infrastructure/http/lazy-http-client.adapter';
import { App } from '@/presentation/app/app';
import { PrerenderedPage } from '@/presentation/app/prerender/prerendered-page';
import { FeatureModuleLoader } from '@/presentation/app/routing/feature-module-loader.port';
import { hasEarlyLoad } from '@/presentation/app/routing/preload-route.util';
import { createRouteTable } from '@/presentation/app/routing/route-table';
import { RenderPhaseProvider } from '@/presentation/shared/render-phase/render-phase';
import { createContainer } from './container';

export { prerenderedRoutes } from '@/presentation/app/prerender/prerendered-routes.model';

/**
 * One route's build-time prerender: its markup for #root, the Emotion rules that markup uses, by
 * Emotion's name, and whether its first screen's content comes from a call the start makes
 * (`RouteHandle.earlyViewModel`): then the main view, not the prerender, paints its largest element.
 */
export interface PrerenderedRoute {
  readonly markup: string;
  readonly rules: Readonly<Record<string, string>>;
  readonly earlyCall: boolean;
}

/**
 * The build-time prerender of one route (ADR 0022), run in Node by scripts/prerender.mjs, never
 * shipped: the same route table, shell and pages as the main view, rendered by React's server
 * renderer in the 'prerender' phase, where everything that depends on the session, a call or the
 * runtime configuration is a placeholder of its final size. `configJson` is the build's
 * config.json: the container needs one, and the prerender shows none of it.
 */
export async function prerenderRoute(path: string, configJson: unknown): Promise<PrerenderedRoute> {
  const config = validateAppConfig(configJson);
  if (!config.ok) throw new Error(`prerender: config.json is not valid: ${JSON.stringify(config.problems)}`);
  const container = createContainer(config.value);
  // No sign-in client at build time: the prerender knows no session, and shows nothing that depends on one.
  container.rebind<Identity>(Identity).toConstantValue(noIdentity);
  container.rebind<AccessTokenSource>(AccessTokenSource).toConstantValue(noTokens);
  // Nor other tabs: an open BroadcastChannel would also keep the build's Node process alive.
  container.rebind<ActivityBroadcast>(ActivityBroadcast).toConstantValue({ publish: () => undefined, subscribe: () => () => undefined });
  const modules = container.get<FeatureModuleLoader>(FeatureModuleLoader);
  const routes = createRouteTable(modules);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // The page's lazy chunk and its feature's container module, as the browser's router loads them.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  // What the start loads for a route with an early call (src/startup.tsx): loaded here as well,
  // scripts/prerender.mjs names its chunk among the route's preloads.
  const earlyCall = hasEarlyLoad(modules, path);
  if (earlyCall) await startLoadingHttpClient();
  // The catch-all route redirects to '/': a listed path that lands there is not a route any more.
  const matched = router.state.matches.at(-1)?.route;
  if (router.state.location.pathname !== path || !matched || matched.path === '*') throw new Error(`prerender: ${path} is not a route of the portal`);

  // Emotion's server mode: rules go to `cache.inserted`, not into <style> elements in the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const markup = renderToString(
    <RenderPhaseProvider phase="prerender">
      <CacheProvider value={cache}>
        <PrerenderedPage>
          <App container={container} router={router} />
        </PrerenderedPage>
      </CacheProvider>
    </RenderPhaseProvider>,
  );
  router.dispose();
  // Only the rules of the markup's classes: Chakra's global styles (<Global>, inserted under their
  // name with no class of their own) are src/page.css's already (ADR 0016).
  const rules = Object.fromEntries(
    Object.entries(cache.inserted).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].includes(`.${cache.key}-${entry[0]}`),
    ),
  );
  return { markup: withoutConfiguredAddresses(markup, routes), rules, earlyCall };
}

/**
 * The markup with each link's href left out unless it is a path of the portal's own routes. Any
 * other address comes from the runtime configuration (the fund's sites, a survey) and differs per
 * deployment; the prerender is inert, so a link there needs no address, and the main view draws
 * it with the deployment's.
 */
function withoutConfiguredAddresses(markup: string, routes: RouteObject[]): string {
  return markup.replace(/<a\b[^>]*>/g, (tag) =>
    tag.replace(/ href="([^"]*)"/, (attribute, href: string) => (isPortalRoute(routes, href) ? attribute : '')),
  );
}

function isPortalRoute(routes: RouteObject[], href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const matched = matchRoutes(routes, href)?.at(-1)?.route;
  return matched !== undefined && matched.path !== '*';
}

const notAtBuildTime = (): never => {
  throw new Error('prerender: the build-time render has no sign-in client');
};

/** The identity of the build-time render: no session, and nothing it could be asked to start. */
const noIdentity: Identity = {
  initialize: (): Promise<IdentityStartup> => Promise.resolve({ session: anonymousSession, isProviderAvailable: false }),
  currentSession: (): Session => anonymousSession,
  login: notAtBuildTime,
  logout: notAtBuildTime,
  refresh: notAtBuildTime,
  secondsUntilExpiry: () => null,
  onSessionChange: () => () => undefined,
};

const noTokens: AccessTokenSource = {
  freshAccessToken: () => Promise.resolve(null),
  renewRejectedToken: notAtBuildTime,
  endRejectedSession: notAtBuildTime,
};

import { Container } from 'inversify';
import type { Root } from 'react-dom/client';
import type { AppConfig } from '@/application/shared/config/app-config.model';
import type { Logger } from '@/application/shared/logger.port';
import { Identity } from '@/application/shared/session/identity.port';
import { StoreClientIp } from '@/application/shared/client-ip/store-client-ip.use-case';
import { StartFieldTelemetry } from '@/application/shared/telemetry/start-field-telemetry.use-case';
import { UiFeedback } from '@/application/shared/ui-feedback.port';
import { createContainer } from './container';
import { loadRuntimeConfig } from '@/infrastructure/config/runtime-config.adapter';
import { LazyHttpClient, startLoadingHttpClient } from '@/infrastructure/http/lazy-http-client.adapter';
import { renderApp } from '@/presentation/app/render-app';
import { announceIdentityStartup } from '@/presentation/app/session/announce-identity-startup.util';
import { FeatureModuleLoader } from '@/presentation/app/routing/feature-module-loader.port';
import { preloadRoute } from '@/presentation/app/routing/preload-route.util';
import { routePatternOf } from '@/presentation/app/routing/route-pattern.util';
import { holdIdleWorkUntil, whenIdle } from '@/presentation/shared/idle/when-idle.util';
import { yieldToBrowser } from '@/presentation/shared/idle/yield-to-browser.util';
import { EarlyViewModels, type EarlyLoadable } from '@/presentation/shared/view-model/early-view-models.store';
import { entryLoadsDrawn } from '@/presentation/shared/view-model/entry-loads-drawn.util';
import { StartupErrorPage } from '@/presentation/app/errors/startup-error.page';

/** The steps of a start, replaceable in tests to make any one of them fail. */
export interface StartupSteps {
  readonly loadConfig: typeof loadRuntimeConfig;
  readonly createContainer: (config: AppConfig) => Container;
  readonly renderApp: typeof renderApp;
  /**
   * Started before the identity check: the route's page chunk and feature module, and the entry
   * load of a page whose first calls carry no token (`EarlyViewModels`); left out, the router
   * loads the page when it renders and the page makes its calls then.
   */
  readonly preloadPage?: (container: Container, address: string) => void;
  /**
   * Ends the current task so the browser can paint and answer input between the steps; left out,
   * the steps run back to back (the tests, where no one is waiting on the main thread).
   */
  readonly yieldToBrowser?: () => Promise<void>;
  /** Started after the first render; left out, nothing is swept (most tests). */
  readonly sweepDrafts?: (logger: Logger) => void;
  /**
   * Runs work the first screen does not need (the public-IP lookup) once the page has settled;
   * left out, it runs right after the first render.
   */
  readonly afterFirstScreen?: (task: () => void) => void;
  /** Started with the work after the first screen; left out, no telemetry (most tests). */
  readonly startTelemetry?: (container: Container, address: string) => void;
  /**
   * Called right after the first render is asked for: holds the work the first screen does not
   * need (`whenIdle`) until that screen is shown; left out, nothing is held (most tests).
   */
  readonly holdIdleWork?: (container: Container) => void;
}

const productionSteps: StartupSteps = {
  loadConfig: loadRuntimeConfig,
  createContainer,
  renderApp,
  preloadPage: preloadPageAndEarlyLoads,
  yieldToBrowser,
  sweepDrafts: (logger) => sweepBookingDraftsWhenIdle(logger),
  afterFirstScreen: (task) => void whenIdle(task),
  startTelemetry: startFieldTelemetry,
  holdIdleWork: (container) => holdIdleWorkUntil(firstScreenShown(container.get(LazyHttpClient))),
};

/**
 * Composition root at run time. Order matters (docs/architecture.md): configuration first, then the
 * container, then the identity check, and only then the first render. Whatever fails on the
 * way (configuration, container, identity, HTTP set-up, the first render), the person gets a
 * Spanish error page with a retry, never a white screen, and the logger gets the cause.
 */
export async function startPortal(root: Root, address: string, logger: Logger, steps: StartupSteps = productionSteps): Promise<void> {
  try {
    const loaded = await steps.loadConfig(address);
    if (!loaded.ok) {
      // Its page (texts for every field's problem) is a chunk of its own: only a broken deployment
      // needs it. If even that chunk cannot load, the catch below shows the startup error page.
      const { ConfigErrorPage } = await import('@/presentation/app/errors/config-error.page');
      root.render(<ConfigErrorPage problem={loaded.error} />);
      return;
    }

    // Each step below is a task of its own (total blocking time): back to back they would be
    // one of ~300 ms on a throttled phone, with the first frame unable to answer a tap meanwhile.
    const container = steps.createContainer(loaded.value);
    await steps.yieldToBrowser?.();
    // The page's code downloads while the identity check waits on the provider: the
    // order of effects stays the same, only the waiting overlaps.
    steps.preloadPage?.(container, address);
    await steps.yieldToBrowser?.();
    // The identity adapter is built (its storage, the sign-in client and its settings) in one task
    // and starts the check (the stored session, the hidden frame of the silent check) in the next.
    const identity = container.get<Identity>(Identity);
    await steps.yieldToBrowser?.();
    // Bounded (OidcIdentity gives up after a few seconds) and meant never to reject: an identity
    // outage gives an anonymous portal with a warning. The HTTP layer asks the same adapter
    // for tokens, so it is configured by the time the first call goes out.
    const identityChecked = identity.initialize();
    // Awaited below; marked handled now so a rejection during the yield is not also reported as
    // an unhandled one.
    identityChecked.catch(() => undefined);
    await steps.yieldToBrowser?.();
    const startup = await identityChecked;
    // Loads started early carried no token: a signed-in person's page makes its own call, with it.
    if (container.isBound(EarlyViewModels)) container.get(EarlyViewModels).settle(startup.session.isLogged);
    await steps.yieldToBrowser?.();
    steps.renderApp(root, container);
    steps.holdIdleWork?.(container);
    announceIdentityStartup(container, startup);
    // The IP is only needed by a payment, which waits for a lookup under way (or starts one) within
    // its time-out. Asked for before the first screen, the lookup (an outside service, a round trip
    // of its own) competes with it: on the home page it pushes the LCP back by ~0.3 s.
    const clientIp = container.get(StoreClientIp);
    (steps.afterFirstScreen ?? runNow)(() => {
      void clientIp.execute();
      // Field telemetry, when configured and sampled in: its chunk is asked for only now.
      steps.startTelemetry?.(container, address);
    });
  } catch (error) {
    logger.error('El portal no pudo iniciar', error);
    root.render(<StartupErrorPage />);
    return;
  }
  // Outside the try: the portal is up, and a failed clean-up must not replace it with an error page.
  try {
    steps.sweepDrafts?.(logger);
  } catch (error) {
    logger.warn(sweepFailure, error);
  }
}

const runNow = (task: () => void): void => task();

/**
 * Resolves once the first screen is shown: the main view has replaced what `#root` held before
 * any script ran (the first frame or the route's prerender), the calls in flight then, the early
 * ones and those the first render's effects start, have answered, the content their answers
 * brought is drawn (a page draws its entry load's end in a transition: `useShownPhase`) with its
 * pictures decoded, and the frames after it have put it on screen. Until then the main thread's idle
 * moments are waits on the network or slices of that transition, which the first screen needs.
 */
export async function firstScreenShown(calls: { settled(): Promise<void> }, page: Document = document): Promise<void> {
  await mainViewDrawn(page);
  // The commit's effects run in a task after it: the calls they start are in flight by the next.
  await nextTask();
  await calls.settled();
  // The answers reach the page's view model and its urgent render in the microtasks after them.
  await nextTask();
  await entryLoadsDrawn();
  await picturesDecoded(page);
  // What the answers drew is painted in the next frame (an animation frame runs just before a
  // paint), and the compositor puts that paint on screen a frame or two after it: from the fourth
  // animation frame on it is there. A hidden page paints none.
  if (page.visibilityState === 'visible') await animationFrames(4);
  await nextTask();
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Settles at the start of the `count`th animation frame from now. */
function animationFrames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const next = (left: number) => requestAnimationFrame(() => (left > 1 ? next(left - 1) : resolve()));
    next(count);
  });
}

/**
 * Settles once every picture the page draws is decoded. The cards' pictures are decoded off the
 * main thread (`decoding="async"`) and reach the screen a few frames after their markup; they are
 * often the page's largest content. A picture that cannot be decoded counts as done.
 */
async function picturesDecoded(page: Document): Promise<void> {
  const pictures = page.getElementById('root')?.querySelectorAll('img') ?? [];
  await Promise.all(Array.from(pictures, (picture) => picture.decode().catch(() => undefined)));
}

function mainViewDrawn(page: Document): Promise<void> {
  const root = page.getElementById('root');
  const before = root?.querySelector(':scope > .first-frame, :scope > [data-prerender]');
  if (!root || !before) return Promise.resolve();
  return new Promise((resolve) => {
    // Disconnected as soon as the first frame or prerender is gone, which React's first render does.
    const observer = new MutationObserver(() => {
      if (before.isConnected) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { childList: true });
  });
}

/**
 * Field telemetry for this page view (ADR 0023), which the use case starts only when configured
 * and sampled in. Records name route patterns from the route table, never the address.
 */
export function startFieldTelemetry(container: Container, address: string): void {
  const routes = container.get<FeatureModuleLoader>(FeatureModuleLoader);
  const current = () => routePatternOf(routes, window.location.pathname);
  void container.get(StartFieldTelemetry).execute({ landing: routePatternOf(routes, new URL(address).pathname), current });
}

/**
 * The production preload: the route's page chunk and feature module, and, once they are in, the
 * entry load of a route that names an early view model (ADR 0009, decision 17), through the one
 * `EarlyViewModels` the page takes it from. Such a route's call needs the HTTP client's chunk,
 * which nothing else asks for before the call: its download starts now, beside the page's.
 */
export function preloadPageAndEarlyLoads(container: Container, address: string, startHttpClient: () => unknown = startLoadingHttpClient): void {
  const early = container.get(EarlyViewModels);
  const namesEarlyLoad = preloadRoute(container.get<FeatureModuleLoader>(FeatureModuleLoader), new URL(address).pathname, (viewModel) =>
    early.start(viewModel, (feedback) => {
      // Its own scope, so that this instance, and only it, reports through the held feedback.
      const scope = new Container({ parent: container });
      scope.bind<UiFeedback>(UiFeedback).toConstantValue(feedback);
      return scope.get<EarlyLoadable>(viewModel);
    }),
  );
  if (namesEarlyLoad) void startHttpClient();
}


const sweepFailure = 'No se pudieron limpiar los borradores de solicitudes';

/**
 * Deletes the booking drafts no open tab owns and those past their lifetime (ADR 0014): identity
 * scans and bank certifications must not wait on a shared computer for the next person. It runs
 * when the browser is idle and loads the store with `import()`, so the home's first load carries
 * none of it; the store's chunk is the one the booking pages load anyway.
 */
export function sweepBookingDraftsWhenIdle(logger: Logger, later: (run: () => void) => void = whenIdle): void {
  later(() => {
    import('@/infrastructure/storage/bookings/tab-booking-drafts.adapter')
      .then(({ TabBookingDrafts }) => new TabBookingDrafts(logger).sweep(Date.now()))
      .catch((error: unknown) => logger.warn(sweepFailure, error));
  });
}

export { yieldToBrowser };

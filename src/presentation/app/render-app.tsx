import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { Container } from 'inversify';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app';
import { FeatureModuleLoader } from '@/presentation/app/routing/feature-module-loader.port';
import { createRouteTable } from '@/presentation/app/routing/route-table';

export function renderApp(root: Root, container: Container, page: Document = document): void {
  const router = createBrowserRouter(createRouteTable(container.get<FeatureModuleLoader>(FeatureModuleLoader)));
  // A transition, so React renders the first screen in slices and lets the browser breathe between
  // them: index.html's first frame stays painted meanwhile, and no single task blocks input for the
  // whole render (in one piece, the first render is a single ~700-ms task on a throttled phone).
  const render = () =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <App container={container} router={router} />
        </StrictMode>,
      );
    });
  // Over a route's build-time prerender (ADR 0022) the main view waits for the page's chunk: rendered
  // before, it would draw the shell around an empty page where the prerendered page was, a flash.
  // public/start-after-first-paint.js keeps the scroll and replays a press once it is up.
  if (page.querySelector('[data-prerender]') === null || router.state.initialized) return render();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}

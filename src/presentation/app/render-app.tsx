import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { Container } from 'inversify';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app';
import { FeatureModuleLoader } from '@/presentation/app/routing/feature-module-loader.port';
import { createRouteTable } from '@/presentation/app/routing/route-table';

export function renderApp(root: Root, container: Container): void {
  const router = createBrowserRouter(createRouteTable(container.get<FeatureModuleLoader>(FeatureModuleLoader)));
  root.render(
    <StrictMode>
      <App container={container} router={router} />
    </StrictMode>,
  );
}

import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { Container } from 'inversify';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app';
import { routeTable } from './route-table';

export function renderApp(root: Root, container: Container): void {
  const router = createBrowserRouter(routeTable);
  root.render(
    <StrictMode>
      <App container={container} router={router} />
    </StrictMode>,
  );
}

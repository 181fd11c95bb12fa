import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter } from 'react-router-dom';
import type { AppConfig } from '@/application/config/app-config';
import { createContainer } from '@/container';
import { App } from '@/presentation/app/app';
import { routeTable } from '@/presentation/app/route-table';
import { testConfig } from './test-config';

/**
 * Renders the whole portal (layout, route table, global feedback) at `path` with a
 * fresh container. `arrange` rebinds ports to fakes before anything resolves them.
 */
export function renderRoute(
  path: string,
  options: { config?: AppConfig; arrange?: (container: Container) => void } = {},
) {
  const container = createContainer(options.config ?? testConfig());
  options.arrange?.(container);
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  const view = render(<App container={container} router={router} />);
  return { ...view, container, router };
}
